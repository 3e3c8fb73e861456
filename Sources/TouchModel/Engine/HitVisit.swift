/// One view asked during a hit test: what happened to it and the rule that decided it.
public struct HitVisit: Hashable, Sendable {
  /// What happened to a view that was asked.
  public enum Fate: Hashable, Sendable {
    /// Ignored with its subtree: hidden, interaction disabled or too transparent.
    case skipped
    /// The point lies outside its hit area, so its subviews were not asked.
    case outside
    /// It passed every check: it or one of its descendants was returned.
    case inside
  }

  /// The view asked.
  public var view: Int
  /// What happened to it.
  public var fate: Fate
  /// The rule that decided the fate, as an index into the run's `ruleNames`.
  public var ruleIndex: Int16
  /// The rule of the nearest boundary the decision sat on (alpha at the threshold, a point on an edge, a conversion
  /// that changes the answer), as an index into the run's `ruleNames`, or -1 when the decision was clear.
  public var closeCallIndex: Int16

  /// Creates a visit.
  public init(view: Int, fate: Fate, ruleIndex: Int16, closeCallIndex: Int16 = -1) {
    self.view = view
    self.fate = fate
    self.ruleIndex = ruleIndex
    self.closeCallIndex = closeCallIndex
  }

  /// Whether the decision sat on a boundary.
  public var isCloseCall: Bool { closeCallIndex >= 0 }
}
