/// A rectangle given by its origin and size, as `CGRect` is.
public struct Rect: Hashable, Sendable {
  /// The corner with the smallest coordinates.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from x, y, width and height.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The smallest x coordinate.
  public var minX: Double { origin.x }
  /// The smallest y coordinate.
  public var minY: Double { origin.y }
  /// The largest x coordinate (the max edge).
  public var maxX: Double { origin.x + size.width }
  /// The largest y coordinate (the max edge).
  public var maxY: Double { origin.y + size.height }
  /// The centre point.
  public var mid: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
}
