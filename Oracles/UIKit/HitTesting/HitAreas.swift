import TouchModel

extension OracleRules {
  /// point(inside:with:): the view's hit-area rule.
  package func literalPointInside(_ view: Int, _ point: Point) -> Bool {
    // The bounds and hit area alone (a copy of the whole view would retain each of its lists).
    let bounds = state.scene.views[view].bounds
    switch state.scene.views[view].hitArea {
    case .bounds:
      return rectContains(bounds, point)
    case .edgeInsets(let insets):
      // HIT-011: UIEdgeInsetsInsetRect, then CGRectContainsPoint.
      state.fire(.hit011)
      return rectContains(insets.inset(bounds), point)
    case .minimumSize(let minimum):
      state.fire(.hit012)
      return rectContains(minimumSizeArea(bounds, minimum), point)
    case .circle:
      return circleContains(bounds, point)
    case .boundsPlusSubview(let subview):
      // HIT-014: ask the subview's point(inside:) with the point in its coordinates, else the bounds.
      state.fire(.hit014)
      if pointInside(subview, convert(point, into: subview)) { return true }
      return rectContains(bounds, point)
    }
  }

  /// HIT-010: CGRect.contains, half-open: min edges inside, max edges outside.
  package func literalRectContains(_ rect: Rect, _ point: Point) -> Bool {
    state.fire(.hit010)
    return point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
  }

  /// HIT-012: CGRectInset(bounds, -½·max(min − w, 0), -½·max(min − h, 0)), as seed 001's FEButton.
  package func literalMinimumSizeArea(_ bounds: Rect, _ minimum: Size) -> Rect {
    let dw = max(minimum.width - bounds.size.width, 0)
    let dh = max(minimum.height - bounds.size.height, 0)
    return Rect(x: bounds.minX - dw / 2, y: bounds.minY - dh / 2, width: bounds.size.width + dw, height: bounds.size.height + dh)
  }

  /// HIT-013: distance from the centre of the bounds at most half the smaller side (seed 001's `radius <= halfWidth`).
  package func literalCircleContains(_ bounds: Rect, _ point: Point) -> Bool {
    state.fire(.hit013)
    let centre = bounds.mid
    let radius = min(bounds.size.width, bounds.size.height) / 2
    let dx = point.x - centre.x
    let dy = point.y - centre.y
    return (dx * dx + dy * dy).squareRoot() <= radius
  }
}
