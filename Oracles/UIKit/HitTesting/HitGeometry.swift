import TouchModel

/// A part of HIT-008's conversion that an engine may leave out.
enum ConversionPart {
  /// The bounds origin.
  case boundsOrigin
  /// The transform about the centre.
  case transform
}

/// Geometry for recording why (HIT-008…014 recomputed without firing rules), so explanations leave coverage alone.
extension OracleRules {
  /// Whether a point in a view's bounds coordinates is inside its hit area (HIT-010…014), under a reading.
  func areaContains(_ views: [View], _ view: Int, _ point: Point, _ reading: HitReading = .literal) -> Bool {
    let bounds = views[view].bounds
    switch views[view].hitArea {
    case .bounds: return contains(bounds, point, reading)
    case .edgeInsets(let insets): return contains(reading == .insetsIgnored ? bounds : insets.inset(bounds), point, reading)
    case .minimumSize(let minimum): return contains(reading == .minimumSizeIgnored ? bounds : minimumSizeArea(bounds, minimum), point, reading)
    case .circle:
      let distance = circleDistance(bounds, point)
      return reading == .circleEdgeOutside ? distance < circleRadius(bounds) : distance <= circleRadius(bounds)
    case .boundsPlusSubview(let subview):
      let local = convertLeaving(reading.leftOut(views[subview]), point, into: views[subview])
      if reading != .subviewAreaIgnored, areaContains(views, subview, local, reading) { return true }
      return contains(bounds, point, reading)
    }
  }

  /// HIT-008's conversion into a view's bounds coordinates, leaving out one part (none when nil).
  func convertLeaving(_ part: ConversionPart?, _ point: Point, into v: borrowing View) -> Point {
    let origin = part == .boundsOrigin ? Point.zero : v.boundsOrigin
    if part == .transform { return Point(x: point.x - v.frame.minX + origin.x, y: point.y - v.frame.minY + origin.y) }
    let centre = v.frame.mid
    let offset = v.transform.isIdentity ? Point(x: point.x - centre.x, y: point.y - centre.y) : v.transform.inverted.apply(Point(x: point.x - centre.x, y: point.y - centre.y))
    return Point(x: origin.x + v.frame.size.width / 2 + offset.x, y: origin.y + v.frame.size.height / 2 + offset.y)
  }
}

/// Containment as HIT-010 reads it (half-open), or with the max edges inside or the min edges outside.
func contains(_ rect: Rect, _ point: Point, _ reading: HitReading = .literal) -> Bool {
  let min = reading == .minEdgesOutside ? point.x > rect.minX && point.y > rect.minY : point.x >= rect.minX && point.y >= rect.minY
  let max = reading == .maxEdgesInside ? point.x <= rect.maxX && point.y <= rect.maxY : point.x < rect.maxX && point.y < rect.maxY
  return min && max
}

/// Whether a point lies on a rectangle's edge: inside it closed but not open.
func isOnEdge(_ rect: Rect, _ point: Point) -> Bool {
  let closed = point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
  let open = point.x > rect.minX && point.x < rect.maxX && point.y > rect.minY && point.y < rect.maxY
  return closed && !open
}

/// The distance of a point from the centre of the bounds (HIT-013).
func circleDistance(_ bounds: Rect, _ point: Point) -> Double {
  let centre = bounds.mid
  let dx = point.x - centre.x
  let dy = point.y - centre.y
  return (dx * dx + dy * dy).squareRoot()
}

/// The radius of the circle inscribed in the bounds (HIT-013).
func circleRadius(_ bounds: Rect) -> Double { min(bounds.size.width, bounds.size.height) / 2 }
