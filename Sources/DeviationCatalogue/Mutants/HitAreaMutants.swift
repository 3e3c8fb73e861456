import TouchModel
import UIKitOracle

extension OracleRules {
  /// HIT-010: closed bounds, so the max edges are inside.
  func closedMaxEdge(_ rect: Rect, _ point: Point) -> Bool {
    point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
  }

  /// HIT-011: insets only ever enlarge the area: a positive inset (which shrinks it) is read as zero.
  func insetsOnlyEnlarge(_ view: Int, _ point: Point) -> Bool {
    guard case .edgeInsets(let i) = state.scene.views[view].hitArea else { return literalPointInside(view, point) }
    let enlarging = EdgeInsets(top: min(i.top, 0), left: min(i.left, 0), bottom: min(i.bottom, 0), right: min(i.right, 0))
    return rectContains(enlarging.inset(state.scene.views[view].bounds), point)
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
    guard case .boundsPlusSubview(let s) = state.scene.views[view].hitArea, isHiddenForHitTest(s) || isInteractionDisabled(s) || isTooTransparent(s)
    else { return literalPointInside(view, point) }
    return rectContains(state.scene.views[view].bounds, point)
  }
}
