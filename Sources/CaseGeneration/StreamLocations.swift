import PropertyTesting
import TouchModel

extension StreamBuilder {
  /// A grid point (raw 0: the origin), a control's centre or knob, or a point on, or on the nearest value either side
  /// of, an edge of some view's bounds or hit area (or its bounds grown by a profile length, the control drag margin)
  /// in the coordinates the oracle compares, through every bounds origin and transform on the way.
  ///
  /// Every choice is drawn whichever kind of point is used and whatever the scene holds, so a shrink that removes a
  /// control or changes a hit area never shifts the choices after it.
  func location(_ s: inout ChoiceSource) -> Point { point(of: plannedLocation(&s)) }

  /// The choices of `location(_:)`, drawn in the same order, with the screen point left to work out: an edge point
  /// costs a walk through the tree and a search, and most calls use the grid point or a control instead.
  func plannedLocation(_ s: inout ChoiceSource) -> PlannedLocation {
    let aim = s.drawBool(trueProbability: controls.isEmpty ? 0 : 0.3)
    let pick = s.drawIndex(count: max(1, controls.count))
    let onKnob = s.drawBool(trueProbability: 0.5)
    let onGrid = !s.drawBool(trueProbability: 0.65)
    let grid = Point(x: Double(5 * s.drawInt(in: 0...64)), y: Double(5 * s.drawInt(in: 0...96)))
    let edge = edgePlan(in: s.drawIndex(count: frames.count), &s)
    if aim, pick < controls.count {
      let control = controls[pick]
      if onKnob, let knob = scene.views[control].control?.knob { return .point(coordinates.screen(knob.mid, from: control)) }
      return .point(coordinates.screen(scene.views[control].bounds.mid, from: control))
    }
    return onGrid ? .point(grid) : .edge(edge)
  }

  /// The screen point of a planned location.
  func point(of location: PlannedLocation) -> Point {
    switch location {
    case .point(let p): p
    case .edge(let plan): point(of: plan)
    }
  }

  /// A point on, or on the nearest value either side of, an edge of a view's bounds or hit area (or its bounds grown
  /// by a profile length), or its middle, in the coordinates the oracle compares; its choices are drawn whatever the
  /// view's hit area.
  func location(in view: Int, _ s: inout ChoiceSource, areaProbability: Double = 0.35) -> Point {
    point(of: edgePlan(in: view, &s, areaProbability: areaProbability))
  }

  /// The choices of `location(in:_:areaProbability:)`, drawn in the same order: the local point and the edges it
  /// must land next to, before any conversion to the screen.
  func edgePlan(in view: Int, _ s: inout ChoiceSource, areaProbability: Double = 0.35) -> EdgePlan {
    var area = localArea(of: view, &s, probability: areaProbability)
    let grows = s.drawBool(trueProbability: 0.15)
    let grow = boundaries.drawLength(&s, otherwise: 0)
    if grows { area = EdgeInsets(top: -grow, left: -grow, bottom: -grow, right: -grow).inset(area) }
    var (x, xEdge) = target(area.minX, area.maxX, &s)
    var (y, yEdge) = target(area.minY, area.maxY, &s)
    // Where a hit area and the bounds disagree: on one axis, next to an edge of the bounds rather than of the area.
    let bounds = scene.views[view].bounds
    let band = s.drawBool(trueProbability: area != bounds ? 0.4 : 0)
    // One of four x edges: the low edge exactly or just below it, the high edge just below it or exactly.
    let pick: (Double, Side)
    switch s.drawIndex(count: 4) {
    case 1: pick = (bounds.minX, .below)
    case 2: pick = (bounds.maxX, .below)
    case 3: pick = (bounds.maxX, .at)
    default: pick = (bounds.minX, .at)
    }
    let onX = s.drawBool()
    if band, area != bounds {
      if onX { (x, xEdge) = pick } else { (y, yEdge) = ((pick.0 == bounds.minX ? bounds.minY : bounds.maxY), pick.1) }
    }
    // On a circle, an edge on one axis and the middle on the other lands exactly on the circle.
    let middleOnX = s.drawBool()
    if scene.views[view].hitArea == .circle, xEdge != nil, yEdge != nil {
      if middleOnX { (x, xEdge) = (area.mid.x, nil) } else { (y, yEdge) = (area.mid.y, nil) }
    }
    return EdgePlan(view: view, local: Point(x: x, y: y), xEdge: xEdge, yEdge: yEdge)
  }

  /// The screen point of an edge plan, as the oracle converts it.
  func point(of plan: EdgePlan) -> Point {
    var p = coordinates.screen(plan.local, from: plan.view)
    if let side = plan.xEdge { p = coordinates.screen(near: p, local: plan.local.x, onX: true, in: plan.view, side) }
    if let side = plan.yEdge { p = coordinates.screen(near: p, local: plan.local.y, onX: false, in: plan.view, side) }
    return p
  }

  /// A local coordinate between two edges: the middle, an edge (exactly, or its nearest neighbour on either side,
  /// returned with the side so the screen point can be refined), or well outside.
  func target(_ low: Double, _ high: Double, _ s: inout ChoiceSource) -> (Double, Side?) {
    switch s.drawWeighted([35, 15, 15, 10, 10, 5, 5, 5]) {
    case 1: return (low, .at)
    case 2: return (high, .at)
    case 3: return (high, .below)
    case 4: return (low, .below)
    case 5: return (high, .above)
    case 6: return (low - 12, nil)
    case 7: return (high + 12, nil)
    default: return ((low + high) / 2, nil)
    }
  }

  /// A view's bounds (raw 0) or, now and then, its hit area, in its bounds coordinates.
  func localArea(of view: Int, _ s: inout ChoiceSource, probability: Double = 0.35) -> Rect {
    // The bounds and the hit area alone: copying the whole view retains and releases every array it holds.
    let bounds = scene.views[view].bounds
    guard s.drawBool(trueProbability: probability) else { return bounds }
    switch scene.views[view].hitArea {
    case .bounds, .boundsPlusSubview: return bounds
    case .edgeInsets(let insets): return insets.inset(bounds)
    case .minimumSize(let m):
      let dw = max(m.width - bounds.size.width, 0)
      let dh = max(m.height - bounds.size.height, 0)
      return Rect(x: bounds.minX - dw / 2, y: bounds.minY - dh / 2, width: bounds.size.width + dw, height: bounds.size.height + dh)
    case .circle:
      let r = min(bounds.size.width, bounds.size.height) / 2
      return Rect(x: bounds.mid.x - r, y: bounds.mid.y - r, width: 2 * r, height: 2 * r)
    }
  }
}
