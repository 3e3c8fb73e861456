import TouchModel

extension NaiveApp {
  /// The view a new touch at a screen point lands on: each window is asked, the front-most (last) first.
  func hitTest(_ point: Point, profile: Profile, mistakes: NaiveEngine.Mistakes) -> NaiveView? {
    for window in windows.reversed() {
      if let hit = window.hitTest(window.convertFromSuperview(point), profile: profile, mistakes: mistakes) { return hit }
    }
    return nil
  }
}

extension NaiveView {
  /// `hitTest(_:with:)`: nil when the view is hidden, not interactive, too transparent or does not contain the point;
  /// else the first subview (front-most first) that returns a view, else the view itself.
  func hitTest(_ point: Point, profile: Profile, mistakes: NaiveEngine.Mistakes) -> NaiveView? {
    if isHidden || !isUserInteractionEnabled || isTooTransparent(profile: profile, mistakes: mistakes) { return nil }
    guard pointInside(point) else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convertFromSuperview(point), profile: profile, mistakes: mistakes) { return hit }
    }
    return self
  }

  /// Alpha below the threshold (0.01 unless the case's profile says otherwise) is skipped.
  func isTooTransparent(profile: Profile, mistakes: NaiveEngine.Mistakes) -> Bool {
    let stored = profile.alphaStoredAsFloat ? Double(Float(alpha)) : alpha
    if mistakes.contains(.alphaAtMostThreshold) { return stored <= profile.alphaThreshold }
    return stored < profile.alphaThreshold
  }

  /// `point(inside:with:)`: the bounds, min edges inside and max edges outside, like `CGRect.contains`.
  func pointInside(_ point: Point) -> Bool {
    let b = bounds
    return b.minX <= point.x && point.x < b.maxX && b.minY <= point.y && point.y < b.maxY
  }

  /// A point in the superview's bounds coordinates (the screen's, for a window) in this view's bounds coordinates,
  /// through the centre as a layer's position and anchor point do it (so a point a hair from an edge rounds as in UIKit).
  func convertFromSuperview(_ point: Point) -> Point {
    Point(
      x: bounds.origin.x + bounds.size.width / 2 + (point.x - center.x),
      y: bounds.origin.y + bounds.size.height / 2 + (point.y - center.y))
  }
}
