import TouchModel
import UIKitOracle

extension OracleRules {
  /// HIT-010: closed bounds, so the max edges are inside.
  func closedMaxEdge(_ rect: Rect, _ point: Point) -> Bool {
    point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
  }

  /// HIT-011: insets only ever enlarge the area: a positive inset (which shrinks it) is read as zero.
  func insetsOnlyEnlarge(_ view: Int, _ point: Point) -> Bool {
    portedPointInside(view, point, insetArea: { bounds, i in EdgeInsets(top: min(i.top, 0), left: min(i.left, 0), bottom: min(i.bottom, 0), right: min(i.right, 0)).inset(bounds) })
  }

  /// HIT-012: seed 001's "smaller than 44×44" read as both sides smaller: a view wide enough is not grown in height.
  func minimumSizeNeedsBothSides(_ bounds: Rect, _ minimum: Size) -> Rect {
    guard bounds.size.width < minimum.width, bounds.size.height < minimum.height else { return bounds }
    return literalMinimumSizeArea(bounds, minimum)
  }

  /// HIT-013: the circle's edge is outside (`<` instead of `<=`).
  func circleEdgeExcluded(_ bounds: Rect, _ point: Point) -> Bool {
    let c = bounds.mid
    let r = min(bounds.size.width, bounds.size.height) / 2
    return ((point.x - c.x) * (point.x - c.x) + (point.y - c.y) * (point.y - c.y)).squareRoot() < r
  }

  /// HIT-014: the named subview's area counts only while that subview could be hit itself (visible, interactive, opaque).
  func subviewAreaNeedsVisibleSubview(_ view: Int, _ point: Point) -> Bool {
    portedPointInside(view, point, subviewCounts: { s in !isHiddenForHitTest(s) && !isInteractionDisabled(s) && !isTooTransparent(s) })
  }

  /// point(inside:with:), ported, with the edge-insets area and whether the named subview is asked given by the caller.
  func portedPointInside(
    _ view: Int, _ point: Point, insetArea: (Rect, EdgeInsets) -> Rect = { $1.inset($0) }, subviewCounts: (Int) -> Bool = { _ in true }
  ) -> Bool {
    let v = state.scene.views[view]
    switch v.hitArea {
    case .bounds: return rectContains(v.bounds, point)
    case .edgeInsets(let insets): return rectContains(insetArea(v.bounds, insets), point)
    case .minimumSize(let minimum): return rectContains(minimumSizeArea(v.bounds, minimum), point)
    case .circle: return circleContains(v.bounds, point)
    case .boundsPlusSubview(let subview):
      if subviewCounts(subview), portedPointInside(subview, convert(point, into: subview), insetArea: insetArea, subviewCounts: subviewCounts) {
        return true
      }
      return rectContains(v.bounds, point)
    }
  }
}
