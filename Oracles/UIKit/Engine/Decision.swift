/// Why an event happened: the rule that decided it, and the rule that put it before the later events of its frame.
public struct Decision: Hashable, Sendable {
  /// The rule that decided the event (a chain step, a refusal, a transition…).
  public var rule: RuleID
  /// The rule that ordered it among its frame's events (the deciding rule unless another orders it).
  public var order: RuleID

  /// A decision, ordered by its own rule unless `order` names another.
  public init(_ rule: RuleID, order: RuleID? = nil) {
    self.rule = rule
    self.order = order ?? rule
  }
}
