import TouchModel
import UIKitOracle

extension OracleRules {
  /// HIT-001: windows asked first to last.
  func windowsInListOrder(at point: Point) -> Int? {
    for window in state.scene.windows {
      if let hit = hitTest(window, at: convert(point, into: window)) { return hit }
    }
    return nil
  }

  /// HIT-002: hidden views are still hit.
  func hiddenStillHit(_ view: Int) -> Bool { false }

  /// HIT-003: a view whose interaction is switched off is not hit itself, but its subviews still are.
  func disabledSubviewsStillHit(_ view: Int, at point: Point) -> Int? {
    state.emit(.visit(view: view), by: .hit015)
    let switchedOff = state.scene.views[view].userInteraction == false
    if isHiddenForHitTest(view) || (!switchedOff && isInteractionDisabled(view)) || isTooTransparent(view) { return nil }
    guard pointInside(view, point) else { return nil }
    for subview in subviewsInHitTestOrder(view) {
      if let hit = hitTest(subview, at: convert(point, into: subview)) { return hit }
    }
    return switchedOff ? nil : view
  }

  /// HIT-004: seed 000's `alpha <= 0.01`.
  func alphaAtMost(_ view: Int) -> Bool { state.scene.views[view].alpha <= state.profile.alphaThreshold }

  /// HIT-005: image views and labels interactive by default.
  func imageViewsInteractive(_ view: Int) -> Bool { state.scene.views[view].userInteraction == false }

  /// HIT-006: a point outside a view that does not clip still reaches its subviews.
  func outsideReachesSubviews(_ view: Int, at point: Point) -> Int? {
    state.emit(.visit(view: view), by: .hit015)
    if isHiddenForHitTest(view) || isInteractionDisabled(view) || isTooTransparent(view) { return nil }
    let inside = pointInside(view, point)
    if !inside && state.scene.views[view].clipsToBounds { return nil }
    for subview in subviewsInHitTestOrder(view) {
      if let hit = hitTest(subview, at: convert(point, into: subview)) { return hit }
    }
    return inside ? view : nil
  }

  /// HIT-007: subviews asked in array order, back-most first.
  func subviewsBackToFront(_ view: Int) -> [Int] { state.scene.views[view].subviews }

  /// HIT-008: the bounds origin is ignored when converting points.
  func boundsOriginIgnored(_ point: Point, into view: Int) -> Point {
    let v = state.scene.views[view]
    let centre = v.frame.mid
    let offset = v.transform.inverted.apply(Point(x: point.x - centre.x, y: point.y - centre.y))
    return Point(x: v.frame.size.width / 2 + offset.x, y: v.frame.size.height / 2 + offset.y)
  }

  /// HIT-008: the transform is ignored when converting points.
  func transformIgnored(_ point: Point, into view: Int) -> Point {
    let v = state.scene.views[view]
    return Point(x: point.x - v.frame.minX + v.boundsOrigin.x, y: point.y - v.frame.minY + v.boundsOrigin.y)
  }

  /// HIT-009: only leaves are hit: a view with subviews returns nil when none of them is hit, instead of itself.
  func containersNeverHit(_ view: Int, at point: Point) -> Int? {
    state.emit(.visit(view: view), by: .hit015)
    if isHiddenForHitTest(view) || isInteractionDisabled(view) || isTooTransparent(view) { return nil }
    guard pointInside(view, point) else { return nil }
    for subview in subviewsInHitTestOrder(view) {
      if let hit = hitTest(subview, at: convert(point, into: subview)) { return hit }
    }
    return state.scene.views[view].subviews.isEmpty ? view : nil
  }

  /// HIT-015: a window whose frame does not hold the point is never asked, so its visit is missing.
  func outsideWindowsUnasked(at point: Point) -> Int? {
    for window in state.scene.windows.reversed() where rectContains(state.scene.views[window].frame, point) {
      if let hit = hitTest(window, at: convert(point, into: window)) { return hit }
    }
    return nil
  }
}
