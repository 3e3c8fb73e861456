/// An affine transform `[a b c d tx ty]`, as `CGAffineTransform`: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct Transform: Hashable, Sendable {
  /// The matrix entries, in `CGAffineTransform` order.
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  /// Creates a transform from its six entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// The determinant of the linear part; zero means the transform cannot be inverted.
  public var determinant: Double { a * d - b * c }

  /// The transform applied to a point.
  public func apply(_ p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// The inverse transform; only meaningful when the determinant is not zero.
  public var inverted: Transform {
    let det = determinant
    return Transform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }
}
