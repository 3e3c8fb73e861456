import TouchCheck
import TouchModel

/// One divergence's minimal case as its page section shows it: the picture with both bindings, the two traces, what
/// decided and explained it, and how to replay it.
package struct ReportCase: Sendable {
  /// The minimal case.
  package var touchCase: TouchCase
  /// The oracle's trace lines, and the rule behind each (nil where unknown).
  package var expected: [String], expectedRules: [String?]
  /// The engine's trace lines.
  package var observed: [String]
  /// The case drawn to scale with the oracle's and the engine's bindings (an `<svg>` element).
  package var picture: String
  /// What the engine did besides its trace (a broken invariant, a crash and its stderr…), if anything.
  package var note: String?
  /// Commands that replay it.
  package var replay: [String]
  /// The ready-to-paste regression test.
  package var regressionTest: String
  /// Where it was found (seed, case, shrinking).
  package var origin: String

  /// A counterexample from a live campaign; `oracle` is the reference's run of its minimal case (every category).
  package init(_ c: Counterexample, oracle: EngineRun, archivedAt path: String?) {
    touchCase = c.touchCase
    expected = c.expected
    expectedRules = c.expectedRules
    observed = c.observed
    picture = Self.picture(c.touchCase, oracle: oracle, observed: c.observed, title: c.signature)
    note = Self.note(c)
    let engine = c.commandLineName ?? c.engine
    replay = ["\(FailureReport.command) fuzz --engine \(engine) --seed \(c.seed) --replay \(c.replayToken) --size \(c.size)"]
    if let path { replay.insert("\(FailureReport.command) replay --engine \(engine) \(ShellWord.quoted(path))", at: 0) }
    regressionTest = FailureReport.regressionTest(c)
    origin = "touchcheck fuzz --engine \(engine) --seed \(c.seed): case \(c.caseIndex), shrunk in \(c.shrinkCalls) calls"
      + (c.shrinkStoppedEarly ? " (stopped at its limits)" : "") + (c.unstable ? "; unstable: it did not show its signature again in five replays, so it is not archived" : "")
  }

  /// The picture of a case: the oracle's bindings from its run, the engine's read from its trace lines.
  static func picture(_ touchCase: TouchCase, oracle: EngineRun, observed: [String], title: String) -> String {
    // Inline in HTML: the XML declaration goes.
    func inline(_ svg: String) -> String {
      guard svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") else { return svg }
      return String(svg[svg.index(after: end)...])
    }
    let bindings = TouchBindings(lines: observed, in: touchCase)
    let whole = inline(CaseSVG.render(touchCase, run: oracle, title: title, engine: bindings))
    // Where the fingers are small against the scene, a close-up follows, so a lift just past a threshold shows.
    guard CaseSVG.worthCloseUp(touchCase) else { return whole }
    return whole + "\n" + inline(CaseSVG.render(touchCase, run: oracle, title: title + " (close-up where the fingers are)", engine: bindings, closeUp: true))
  }

  /// The case as text: the view tree with each recognizer's parameters, and the timeline with each frame's time.
  package var text: String { CaseRendering.render(touchCase) }

  /// What the engine did besides differing, from the divergence's kind.
  static func note(_ c: Counterexample) -> String? {
    switch c.divergence?.kind {
    case .nondeterministic(let second):
      "The engine gave two different traces for the same case; the first run is in the table, the second was:\n"
        + TraceText(c.touchCase).lines(second).joined(separator: "\n")
    case .invariant(let name, let message): "The engine's trace breaks the invariant \(name): \(message)"
    case .threw(let message): "The engine threw: \(message)"
    case .crash(let message, let stderr), .hang(let message, let stderr), .protocol(_, let message, let stderr):
      "The engine failed (\(c.signature)): \(message)\n" + FailureReport.stderrTail(stderr)
    case .trace, nil: nil
    }
  }
}
