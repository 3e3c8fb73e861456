import TouchModel

/// Screen points converted into a view's bounds coordinates exactly as the oracle converts them (HIT-008: into the
/// window, then into each view down the path, undoing the frame position and the transform about the centre, then
/// adding the bounds origin), and the screen point that lands on a given local point, edge or neighbour of one.
struct LocalCoordinates {
  /// The scene's views (the views alone: a copy of these coordinates then retains one array, not every array of the scene).
  let views: [View]
  let parents: [Int?]

  init(_ scene: Scene) {
    views = scene.views
    parents = scene.superviews()
  }

  /// A screen point in a view's bounds coordinates: converted into each view from the top of the tree down to it.
  func local(_ p: Point, in view: Int) -> Point { convert(parents[view].map { local(p, in: $0) } ?? p, into: view) }

  /// One step of HIT-008, as the oracle computes it.
  func convert(_ point: Point, into view: Int) -> Point {
    let v = views[view]
    let centre = v.frame.mid
    let offset = v.transform.inverted.apply(Point(x: point.x - centre.x, y: point.y - centre.y))
    return Point(x: v.boundsOrigin.x + v.frame.size.width / 2 + offset.x, y: v.boundsOrigin.y + v.frame.size.height / 2 + offset.y)
  }

  /// The screen point a point in a view's bounds coordinates comes from (the forward map, up to rounding): mapped out
  /// of the view, then out of each superview up to the top of its tree.
  func screen(_ p: Point, from view: Int) -> Point {
    var q = p
    var current: Int? = view
    while let v = current {
      let view = views[v]
      let centred = Point(x: q.x - view.boundsOrigin.x - view.frame.size.width / 2, y: q.y - view.boundsOrigin.y - view.frame.size.height / 2)
      let moved = view.transform.apply(centred)
      q = Point(x: view.frame.mid.x + moved.x, y: view.frame.mid.y + moved.y)
      current = parents[v]
    }
    return q
  }

  /// A screen point whose local coordinate on one axis (x when `onX`) is on `side` of `edge`, as the oracle converts
  /// it, found from `start` by moving along the screen axis that moves that local coordinate most.
  func screen(near start: Point, local edge: Double, onX: Bool, in view: Int, _ side: Side) -> Point {
    func value(_ p: Point) -> Double { let l = local(p, in: view); return onX ? l.x : l.y }
    let start = Grid.snap(start)
    let base = value(start)
    let alongX = abs(value(Point(x: start.x + 1, y: start.y)) - base) >= abs(value(Point(x: start.x, y: start.y + 1)) - base)
    let step = alongX ? value(Point(x: start.x + 1, y: start.y)) - base : value(Point(x: start.x, y: start.y + 1)) - base
    guard step != 0, step.isFinite else { return start }
    let increasing = step > 0
    func point(_ t: Double) -> Point { alongX ? Point(x: t, y: start.y) : Point(x: start.x, y: t) }
    let t0 = (alongX ? start.x : start.y) + (edge - base) / step
    let t: Double
    if increasing {
      t = Crossing.input(near: t0, edge, side) { value(point($0)) }
    } else {
      let flipped: Side = side == .below ? .above : side == .above ? .below : .at
      t = Crossing.input(near: t0, -edge, flipped) { -value(point($0)) }
    }
    return point(t)
  }
}
