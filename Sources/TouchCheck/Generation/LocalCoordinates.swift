import TouchModel

/// Screen points converted into a view's bounds coordinates exactly as the oracle converts them (HIT-008: into the
/// window, then into each view down the path, undoing the frame position and the transform about the centre, then
/// adding the bounds origin), and the screen point that lands on a given local point, edge or neighbour of one.
struct LocalCoordinates {
  let scene: Scene
  let parents: [Int?]

  init(_ scene: Scene) {
    self.scene = scene
    parents = scene.superviews()
  }

  /// The views from the top of a view's tree down to it.
  func path(to view: Int) -> [Int] {
    var result: [Int] = []
    var current: Int? = view
    while let v = current {
      result.append(v)
      current = parents[v]
    }
    return result.reversed()
  }

  /// A screen point in a view's bounds coordinates.
  func local(_ p: Point, in view: Int) -> Point { path(to: view).reduce(p) { convert($0, into: $1) } }

  /// One step of HIT-008, as the oracle computes it.
  func convert(_ point: Point, into view: Int) -> Point {
    let v = scene.views[view]
    let centre = v.frame.mid
    let offset = v.transform.inverted.apply(Point(x: point.x - centre.x, y: point.y - centre.y))
    return Point(x: v.boundsOrigin.x + v.frame.size.width / 2 + offset.x, y: v.boundsOrigin.y + v.frame.size.height / 2 + offset.y)
  }

  /// The screen point a point in a view's bounds coordinates comes from (the forward map, up to rounding).
  func screen(_ p: Point, from view: Int) -> Point {
    path(to: view).reversed().reduce(p) { q, v in
      let view = scene.views[v]
      let centred = Point(x: q.x - view.boundsOrigin.x - view.frame.size.width / 2, y: q.y - view.boundsOrigin.y - view.frame.size.height / 2)
      let moved = view.transform.apply(centred)
      return Point(x: view.frame.mid.x + moved.x, y: view.frame.mid.y + moved.y)
    }
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
