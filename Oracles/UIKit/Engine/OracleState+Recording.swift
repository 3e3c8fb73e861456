import TouchModel

/// Recording why: decisions behind events, events held back, and hit-test visits. Nothing here changes the trace.
extension OracleState {
  /// Records that a rule fired and decided the answer a step is giving, or the message about to be delivered.
  package func decide(_ rule: RuleID, order: RuleID? = nil) {
    fire(rule)
    decision = Decision(rule, order: order)
  }

  /// Records that a rule held back events of these categories (for a touch, a recognizer, a responder) from this point,
  /// or from an earlier position `since`; for `lasting` events when given, else to the end of the frame.
  package func omit(
    _ held: TraceCategories, touch: Int? = nil, recognizer: Int? = nil, responder: ResponderRef? = nil, refusalOnly: Bool = false,
    lasting: Int? = nil, since: Int? = nil, by rule: RuleID
  ) {
    guard explains, !categories.isDisjoint(with: held) else { return }
    let position = since ?? trace.count
    omissions.append(
      Omission(
        frame: frame, position: position, until: lasting.map { position + $0 }, categories: held, touch: touch, recognizer: recognizer,
        responder: responder, refusalOnly: refusalOnly, ruleIndex: Int16(rule.rawValue)))
  }

  /// Whether hit tests are explained in this run (only when it explains and records their results or visits).
  var explainsHitTests: Bool { explains && !categories.isDisjoint(with: [.hitTest, .visits]) }

  /// Records the explanation of a new touch's hit test. HIT-006 keeps an outside view's subviews unasked; HIT-007 and
  /// HIT-001 stop at the first subview or window that returned a view.
  func recordHitExplanation(touch: Int, visits: [HitVisit], alternatives: [HitAlternative]) {
    hitExplanations.append(
      HitExplanation(
        touch: touch, visits: visits, alternatives: alternatives, outsideSubtreeRuleIndex: Int16(RuleID.hit006.rawValue),
        siblingOrderRuleIndex: Int16(RuleID.hit007.rawValue), windowOrderRuleIndex: Int16(RuleID.hit001.rawValue)))
  }
}
