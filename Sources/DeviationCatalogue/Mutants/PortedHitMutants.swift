import TouchModel
import UIKitOracle

extension OracleRules {
  /// HIT-001: only the key window (else the last window) is hit-tested; the other windows never see a touch, even in front.
  func onlyKeyWindowGetsTouches(at point: Point) -> Int? {
    state.fire(.hit001)
    guard let key = state.scene.keyWindow ?? state.scene.windows.last else { return nil }
    return hitTest(key, at: convert(point, into: key))
  }

  /// HIT-004: only a fully transparent view is skipped (`alpha > 0`), so alpha just under 0.01 is hittable.
  func alphaThresholdZero(_ view: Int) -> Bool { state.scene.views[view].alpha <= 0 }

  /// HIT-011…014: point(inside:) cannot be overridden (or its override is not asked): every view's hit area is its bounds.
  func customHitAreasIgnored(_ view: Int, _ point: Point) -> Bool { rectContains(state.scene.views[view].bounds, point) }

  /// HIT-008: conversion subtracts frame origins only: bounds origins and transforms are both left out.
  func conversionUsesFrameOriginsOnly(_ point: Point, into view: Int) -> Point {
    let v = state.scene.views[view]
    return Point(x: point.x - v.frame.minX, y: point.y - v.frame.minY)
  }

  /// HIT-008: a view's own coordinates leave out its bounds origin (added only when converting into its subviews), so the
  /// default bounds test is right but a custom hit area written against the bounds (insets, minimum size, circle) is
  /// tested at the point shifted back by the bounds origin.
  func customHitAreasMissBoundsOrigin(_ view: Int, _ point: Point) -> Bool {
    let v = state.scene.views[view]
    switch v.hitArea {
    case .edgeInsets, .minimumSize, .circle:
      return literalPointInside(view, Point(x: point.x - v.boundsOrigin.x, y: point.y - v.boundsOrigin.y))
    case .bounds, .boundsPlusSubview:
      return literalPointInside(view, point)
    }
  }

  /// CTL-009: disabling a control switches its user interaction off, so it and its subviews drop out of hit testing and
  /// the touch reaches whatever is behind it.
  func disabledControlBecomesUnhittable(_ view: Int) -> Bool {
    if state.scene.views[view].control?.isEnabled == false { return true }
    return literalIsInteractionDisabled(view)
  }
}
