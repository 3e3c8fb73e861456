/// Why one hit test returned what it did: every view the engine asked, in call order, with the rule behind its fate,
/// and the rules that explain the views it never asked.
///
/// A view never asked lies under a skipped view (that view's rule), under an outside view (`outsideSubtreeRuleIndex`
/// unless that view's decision was a close call), or behind a view asked before it that returned one: a front sibling
/// (`siblingOrderRuleIndex`) or a later window (`windowOrderRuleIndex`).
public struct HitExplanation: Hashable, Sendable {
  /// The touch that was hit-tested.
  public var touch: Int
  /// The views asked, in call order.
  public var visits: [HitVisit]
  /// Other readings of single rules that change the result, most specific first, each with the view it returns.
  public var alternatives: [HitAlternative]
  /// The rule that keeps the subviews of an outside view from being asked, as an index into the run's `ruleNames`.
  public var outsideSubtreeRuleIndex: Int16
  /// The rule that stops asking subviews once one returned a view, as an index into the run's `ruleNames`.
  public var siblingOrderRuleIndex: Int16
  /// The rule that stops asking windows once one returned a view, as an index into the run's `ruleNames`.
  public var windowOrderRuleIndex: Int16

  /// Creates an explanation.
  public init(
    touch: Int, visits: [HitVisit] = [], alternatives: [HitAlternative] = [], outsideSubtreeRuleIndex: Int16, siblingOrderRuleIndex: Int16,
    windowOrderRuleIndex: Int16
  ) {
    self.touch = touch
    self.visits = visits
    self.alternatives = alternatives
    self.outsideSubtreeRuleIndex = outsideSubtreeRuleIndex
    self.siblingOrderRuleIndex = siblingOrderRuleIndex
    self.windowOrderRuleIndex = windowOrderRuleIndex
  }

  /// The visit of a view, if it was asked.
  public func visit(of view: Int) -> HitVisit? { visits.first { $0.view == view } }
}
