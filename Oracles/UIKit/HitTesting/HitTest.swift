import TouchModel

extension OracleRules {
  /// HIT-001: asks each window, last in the list first, with the point in that window's coordinates.
  package func literalHitTestWindows(at point: Point) -> Int? {
    state.fire(.hit001)
    for window in state.scene.windows.reversed() {
      let local = convert(point, into: window)
      if let hit = hitTest(window, at: local) { return hit }
    }
    return nil
  }

  /// UIView.hitTest(_:with:), in the documented order.
  package func literalHitTest(_ view: Int, at point: Point) -> Int? {
    // HIT-015: every call is a visit.
    state.emit(.visit(view: view), by: .hit015)
    // 1. Hidden, interaction disabled, or alpha below 0.01: ignored with its whole subtree (HIT-002…005).
    if isHiddenForHitTest(view) || isInteractionDisabled(view) || isTooTransparent(view) { return nil }
    // 2. A point outside the view's hit area is never a hit; subviews are not asked (HIT-006).
    guard pointInside(view, point) else {
      state.fire(.hit006)
      return nil
    }
    // 3. Subviews, front-most first, each with the point in its own coordinates (HIT-007, HIT-008).
    for subview in subviewsInHitTestOrder(view) {
      if let hit = hitTest(subview, at: convert(point, into: subview)) { return hit }
    }
    // 4. No subview was hit: the view itself (HIT-009).
    state.fire(.hit009)
    return view
  }

  /// HIT-007: subviews last to first.
  package func literalSubviewsInHitTestOrder(_ view: Int) -> [Int] {
    state.fire(.hit007)
    return state.scene.views[view].subviews.reversed()
  }

  /// HIT-008: superview (or screen) coordinates to bounds coordinates: undo the frame position and the transform about the centre, then add the bounds origin.
  package func literalConvert(_ point: Point, into view: Int) -> Point {
    // The view's geometry, read field by field (a copy of the whole view would retain each of its lists).
    let frame = state.scene.views[view].frame
    let boundsOrigin = state.scene.views[view].boundsOrigin
    let transform = state.scene.views[view].transform
    if !transform.isIdentity || boundsOrigin != .zero { state.fire(.hit008) }
    // SCR-001: a scroll view's content offset is this bounds origin.
    if state.scene.views[view].kind == .scrollView, boundsOrigin != .zero { state.fire(.scr001) }
    let centre = frame.mid
    let offset = transform.inverted.apply(Point(x: point.x - centre.x, y: point.y - centre.y))
    return Point(
      x: boundsOrigin.x + frame.size.width / 2 + offset.x,
      y: boundsOrigin.y + frame.size.height / 2 + offset.y)
  }
}
