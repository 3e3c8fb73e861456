import TouchModel

/// The deciding rule of a hit-test difference, from the oracle's explanation of that hit test.
///
/// With O the oracle's view and E the engine's:
/// 1. The first reading of one rule under which the oracle would return E (`HitExplanation.alternatives`, most
///    specific first: a boundary the other way — circle edge HIT-013, alpha at the threshold HIT-004 — then a
///    conversion part left out HIT-008, subviews or windows in array order HIT-007/HIT-001, a skip ignored
///    HIT-002/003/005, outside views asking their subviews HIT-006, closed max edges HIT-010, an area read as its
///    bounds HIT-011/012/014, open min edges HIT-010). When several readings return E the case is ambiguous and the
///    more specific one signs it.
/// 2. Otherwise, when E lies off O's path (another branch, a descendant of O, or a hit where the oracle found none),
///    the outermost view X of E's ancestry not on O's path decides: asked and skipped, its skip rule; asked and
///    outside, its containment rule when X is E, else the rule that keeps an outside view's subviews unasked
///    (HIT-006); never asked, the order rule (HIT-007, HIT-001 for windows).
/// 3. Otherwise (E is nothing or an ancestor of O) the rule that returned O (HIT-009).
/// Visits in another order are signed by the order rule; a view the oracle never asked as in 2; a visit the engine
/// left out by the oracle's visit rule (HIT-015).
struct HitTestDecision {
  let alignment: TraceAlignment
  let superviews: [Int?]

  init(alignment: TraceAlignment, scene: Scene) {
    self.alignment = alignment
    superviews = scene.superviews()
  }

  var run: EngineRun { alignment.run }

  /// The decision, or nil when the oracle's event at the difference is not part of a hit test.
  func decide() -> DecidingRule? {
    // An engine hit test in an earlier frame than the oracle's is an extra event of that frame, not a hit-test difference.
    guard let e = alignment.expected, let (touch, oracleView) = hitTest(of: e), alignment.engine?.isHitTesting ?? true,
      (alignment.engine?.frame ?? e.frame) >= e.frame
    else { return nil }
    guard case .some(let engineView) = engineHit(touch) else {
      return DecidingRule(rule: alignment.rule(run.decidingIndices), kind: "hitTest:missing")
    }
    let explanation = run.hitExplanations.first { $0.touch == touch }
    if engineView == oracleView {
      return explanation.map(visitOrder) ?? DecidingRule(rule: alignment.rule(run.decidingIndices), kind: "visits:differs")
    }
    let kind = "hitTest:" + (oracleView == nil ? "extraHit" : engineView == nil ? "noHit" : "otherView")
    guard let explanation else { return DecidingRule(rule: alignment.rule(run.decidingIndices), kind: kind) }
    if let reading = explanation.alternatives.first(where: { $0.result == engineView }) {
      return DecidingRule(rule: run.ruleName(reading.ruleIndex), kind: kind)
    }
    if let engineView, !path(of: oracleView).contains(engineView) {
      return DecidingRule(rule: offPath(engineView, oracleView, explanation), kind: kind)
    }
    return DecidingRule(rule: acceptance(of: oracleView, explanation), kind: kind)
  }

  /// The touch and result of the oracle's hit test that an event belongs to (the event itself or a visit before it).
  func hitTest(of event: TraceEvent) -> (touch: Int, view: Int?)? {
    var k = alignment.index
    while k < run.trace.count, run.trace[k].frame == event.frame {
      switch run.trace[k].kind {
      case .hitTest(let t, let v): return (t, v)
      case .visit: k += 1
      default: return nil
      }
    }
    return nil
  }

  /// The engine's result for a touch: `.some(view)` (nil when it hit nothing), or nil when it emitted no hit test for it.
  func engineHit(_ touch: Int) -> Int?? {
    for event in alignment.observed {
      if case .hitTest(touch, let v) = event.kind { return .some(v) }
    }
    return nil
  }

  /// Why the oracle did not return a view off its path: the outermost view of its ancestry off that path decides.
  func offPath(_ view: Int, _ oracleView: Int?, _ explanation: HitExplanation) -> String? {
    let oraclePath = path(of: oracleView)
    guard let branch = path(of: view).first(where: { !oraclePath.contains($0) }) else { return nil }
    guard let visit = explanation.visit(of: branch) else { return order(superviews[branch] == nil, explanation) }
    guard visit.fate == .outside, branch != view else { return run.ruleName(visit.ruleIndex) }
    return run.ruleName(explanation.outsideSubtreeRuleIndex)
  }

  /// Why the oracle returned its view where the engine stopped higher or hit nothing: the rule that returned it.
  func acceptance(of oracleView: Int?, _ explanation: HitExplanation) -> String? {
    oracleView.flatMap { explanation.visit(of: $0) }.flatMap { run.ruleName($0.ruleIndex) }
  }

  /// The order rule: windows (HIT-001) or subviews (HIT-007).
  func order(_ betweenWindows: Bool, _ explanation: HitExplanation) -> String? {
    run.ruleName(betweenWindows ? explanation.windowOrderRuleIndex : explanation.siblingOrderRuleIndex)
  }

  /// The same result reached through other visits.
  func visitOrder(_ explanation: HitExplanation) -> DecidingRule {
    guard let o = alignment.engine, case .visit(let view) = o.kind else {
      return DecidingRule(rule: alignment.rule(run.decidingIndices), kind: "visits:missing")
    }
    if explanation.visit(of: view) != nil, let e = alignment.expected, case .visit(let expected) = e.kind {
      return DecidingRule(rule: order(path(of: view).first != path(of: expected).first, explanation), kind: "visits:differs")
    }
    let ancestry = path(of: view)
    guard let unasked = ancestry.firstIndex(where: { explanation.visit(of: $0) == nil }) else {
      return DecidingRule(rule: alignment.rule(run.decidingIndices), kind: "visits:differs")
    }
    guard unasked > 0, let parent = explanation.visit(of: ancestry[unasked - 1]) else {
      return DecidingRule(rule: order(true, explanation), kind: "visits:extra")
    }
    switch parent.fate {
    case .skipped: return DecidingRule(rule: run.ruleName(parent.ruleIndex), kind: "visits:extra")
    case .outside:
      let rule = parent.isCloseCall ? parent.closeCallIndex : explanation.outsideSubtreeRuleIndex
      return DecidingRule(rule: run.ruleName(rule), kind: "visits:extra")
    case .inside: return DecidingRule(rule: order(false, explanation), kind: "visits:extra")
    }
  }

  /// A view's ancestry from its window (or topmost view) down to itself; empty for nil.
  func path(of view: Int?) -> [Int] {
    var result: [Int] = []
    var current = view
    while let v = current {
      result.append(v)
      current = superviews[v]
    }
    return result.reversed()
  }
}
