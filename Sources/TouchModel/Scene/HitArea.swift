/// The rule a view's `point(inside:with:)` follows.
public enum HitArea: Hashable, Sendable {
  /// The default: the view's bounds.
  case bounds
  /// The bounds inset by edge insets (negative insets enlarge), seed 001's `hitTestEdgeInsets`.
  case edgeInsets(EdgeInsets)
  /// The bounds grown symmetrically to at least this size, seed 001's 44×44 `FEButton`.
  case minimumSize(Size)
  /// The circle inscribed in the bounds, edge included, seed 001's `CircleButton`.
  case circle
  /// The bounds, plus whatever a named subview's own hit area claims, seed 004's tab bar.
  case boundsPlusSubview(Int)
}
