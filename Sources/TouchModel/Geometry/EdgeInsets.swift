/// Insets for each edge of a rectangle, as `UIEdgeInsets`; negative values grow the rectangle.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset of the top edge.
  public var top: Double
  /// The inset of the left edge.
  public var left: Double
  /// The inset of the bottom edge.
  public var bottom: Double
  /// The inset of the right edge.
  public var right: Double

  /// Creates insets from the four edges, in `UIEdgeInsetsMake` order.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The rectangle inset by these insets, as `UIEdgeInsetsInsetRect` computes it.
  public func inset(_ rect: Rect) -> Rect {
    Rect(
      x: rect.minX + left, y: rect.minY + top,
      width: rect.size.width - left - right, height: rect.size.height - top - bottom)
  }
}
