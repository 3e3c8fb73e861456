import TouchModel

/// Why an event happened: the rule that decided its target or outcome, the rule that made it happen at all, and the
/// rule that put it before the later events of its frame.
///
/// For most events one rule does all three. A forwarded message goes where a chain step (CHN-001…007) says, because
/// the responder before it forwarded it (DEL-005, DEL-007, CTL-009); a touch's moved message goes to its view by
/// DEL-002 and comes after the frame's began messages by DEL-003; a timer's transition happens when GES-006 fires it
/// and comes out as the recognizer's own rule says.
package struct Decision: Hashable, Sendable {
  /// The rule that decided the event's target or outcome.
  package var rule: RuleID
  /// The rule that made the event happen at all (the deciding rule unless another).
  package var cause: RuleID
  /// The rule that ordered it among its frame's events (the cause unless another).
  package var order: RuleID

  /// A decision; the cause defaults to the rule and the order to the cause.
  package init(_ rule: RuleID, cause: RuleID? = nil, order: RuleID? = nil) {
    self.rule = rule
    self.cause = cause ?? rule
    self.order = order ?? cause ?? rule
  }
}
