/// A width and a height, in points.
public struct Size: Hashable, Sendable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size from a width and a height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
