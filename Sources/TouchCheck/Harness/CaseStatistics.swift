import TouchModel
import CaseGeneration

/// How a run's cases were distributed, and which oracle rules they made fire.
package struct CaseStatistics: Hashable, Sendable {
  /// Cases counted.
  package var cases = 0
  /// Cases by number of views (windows excluded), capped at 12.
  package var views = [Int](repeating: 0, count: 13)
  /// Cases by deepest nesting below a window, capped at 6.
  package var depth = [Int](repeating: 0, count: 7)
  /// Cases by number of fingers, capped at 6.
  package var fingers = [Int](repeating: 0, count: 7)
  /// Cases by number of recognizers, capped at 4.
  package var recognizers = [Int](repeating: 0, count: 5)
  /// New touches whose hit test found a view.
  package var touchesHit = 0
  /// New touches whose hit test found nothing.
  package var touchesMissed = 0
  /// How many cases made each oracle rule fire.
  package var ruleCounts: [String: Int] = [:]
  /// How many cases held each scenario template's combination, indexed like `CaseCombinations.templateNames`.
  package var combinations = [Int](repeating: 0, count: CaseCombinations.templateNames.count)
  /// How many cases used each pair of capabilities together, indexed like `CaseCombinations.pairNames`.
  package var featurePairs = [Int](repeating: 0, count: CaseCombinations.pairNames.count)

  /// Creates empty statistics.
  package init() {}

  /// Counts one case and the oracle's run of it, rule counts included.
  package mutating func record(_ touchCase: TouchCase, oracle run: EngineRun) {
    recordShape(touchCase, trace: run.trace)
    for index in run.firedIndices { ruleCounts[run.ruleNames[Int(index)], default: 0] += 1 }
  }

  /// Adds another run's counts to these.
  package mutating func merge(_ other: CaseStatistics) {
    cases += other.cases
    for i in views.indices { views[i] += other.views[i] }
    for i in depth.indices { depth[i] += other.depth[i] }
    for i in fingers.indices { fingers[i] += other.fingers[i] }
    for i in recognizers.indices { recognizers[i] += other.recognizers[i] }
    touchesHit += other.touchesHit
    touchesMissed += other.touchesMissed
    for i in combinations.indices { combinations[i] += other.combinations[i] }
    for i in featurePairs.indices { featurePairs[i] += other.featurePairs[i] }
    for (rule, count) in other.ruleCounts { ruleCounts[rule, default: 0] += count }
  }

  /// Counts one case's size, combinations and the hit tests in its trace.
  mutating func recordShape(_ touchCase: TouchCase, trace: Trace) {
    recordSize(touchCase, trace: trace)
    recordTemplates(CaseCombinations.templateMask(of: touchCase))
    for k in CaseCombinations.pairs(of: touchCase) { featurePairs[k] += 1 }
  }

  /// Counts the template combinations of one case, given as `CaseCombinations.templateMask` gives them.
  mutating func recordTemplates(_ mask: UInt64) {
    var rest = mask
    while rest != 0 {
      combinations[rest.trailingZeroBitCount] += 1
      rest &= rest - 1
    }
  }

  /// Counts one case's size and the hit tests in its trace.
  mutating func recordSize(_ touchCase: TouchCase, trace: Trace) {
    let scene = touchCase.scene
    cases += 1
    views[min(12, scene.views.count - scene.windows.count)] += 1
    depth[min(6, CaseStatistics.depth(of: scene))] += 1
    fingers[min(6, touchCase.stream.touchNames.count)] += 1
    recognizers[min(4, scene.recognizers.count)] += 1
    for event in trace {
      if case .hitTest(_, let view) = event.kind {
        if view == nil { touchesMissed += 1 } else { touchesHit += 1 }
      }
    }
  }

  /// The deepest nesting of views below a window.
  static func depth(of scene: Scene) -> Int {
    func walk(_ v: Int, _ d: Int) -> Int { scene.views[v].subviews.reduce(d) { max($0, walk($1, d + 1)) } }
    return scene.windows.reduce(0) { max($0, walk($1, 0)) }
  }
}
