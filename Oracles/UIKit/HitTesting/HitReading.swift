import TouchModel

/// The hit-testing rules read literally, or with one rule read the way an engine may misread it, everywhere.
///
/// The cases other than `literal` are listed most specific first; that order is the precedence an explanation
/// gives them when several readings return the engine's view.
enum HitReading: CaseIterable {
  /// The documented rules.
  case literal
  /// HIT-013: a point at distance equal to the radius is outside (`<` for `<=`).
  case circleEdgeOutside
  /// HIT-004: alpha at most the threshold is skipped (seed 000's `alpha <= 0.01`).
  case alphaAtMostSkipped
  /// HIT-011: edge insets ignored.
  case insetsIgnored
  /// HIT-012: minimum sizes ignored.
  case minimumSizeIgnored
  /// HIT-014: the named subview's area ignored.
  case subviewAreaIgnored
  /// SCR-001: conversion without a scroll view's content offset (its bounds origin).
  case contentOffsetLeftOut
  /// HIT-008: conversion without the bounds origin.
  case boundsOriginLeftOut
  /// HIT-008: conversion without the transform.
  case transformLeftOut
  /// HIT-007: subviews asked in array order, back-most first.
  case subviewsInArrayOrder
  /// HIT-001: windows asked first to last.
  case windowsInListOrder
  /// HIT-002: hidden views are hit.
  case hiddenHit
  /// HIT-003: views with interaction disabled are hit.
  case disabledHit
  /// HIT-005: image views and labels are interactive by default.
  case imageViewsInteractive
  /// HIT-006: an outside view still asks its subviews unless it clips to its bounds.
  case outsideAsksSubviews
  /// HIT-010: closed bounds, the max edges inside.
  case maxEdgesInside
  /// HIT-009: only leaves are hit; a view none of whose subviews is hit returns nil.
  case containersPassThrough
  /// HIT-010: open bounds, the min edges outside.
  case minEdgesOutside

  /// The rule read otherwise.
  var rule: RuleID {
    switch self {
    case .literal: .hit015
    case .circleEdgeOutside: .hit013
    case .alphaAtMostSkipped: .hit004
    case .contentOffsetLeftOut: .scr001
    case .boundsOriginLeftOut, .transformLeftOut: .hit008
    case .subviewsInArrayOrder: .hit007
    case .windowsInListOrder: .hit001
    case .hiddenHit: .hit002
    case .disabledHit: .hit003
    case .imageViewsInteractive: .hit005
    case .outsideAsksSubviews: .hit006
    case .maxEdgesInside, .minEdgesOutside: .hit010
    case .insetsIgnored: .hit011
    case .minimumSizeIgnored: .hit012
    case .subviewAreaIgnored: .hit014
    case .containersPassThrough: .hit009
    }
  }

  /// The part a conversion into a view leaves out under this reading.
  func leftOut(_ v: borrowing View) -> ConversionPart? {
    switch self {
    case .boundsOriginLeftOut: .boundsOrigin
    case .contentOffsetLeftOut: v.kind == .scrollView ? .boundsOrigin : nil
    case .transformLeftOut: .transform
    default: nil
    }
  }
}

/// A silent hit test under a reading: the documented walk (HIT-001…014) without tracing or firing rules.
extension OracleRules {
  /// The view a screen point hits under a reading; `visit` sees each view asked, with its fate and local point.
  func hitTest(_ views: [View], at point: Point, reading: HitReading, visit: (Int, HitVisit.Fate, Point) -> Void = { _, _, _ in }) -> Int? {
    let windows = reading == .windowsInListOrder ? state.scene.windows : state.scene.windows.reversed()
    for window in windows {
      if let hit = hitTest(views, window, at: convertLeaving(reading.leftOut(views[window]), point, into: views[window]), reading, visit) { return hit }
    }
    return nil
  }

  /// One view's hitTest under a reading.
  private func hitTest(_ views: [View], _ view: Int, at point: Point, _ reading: HitReading, _ visit: (Int, HitVisit.Fate, Point) -> Void) -> Int? {
    if isSkipped(views[view], reading) {
      visit(view, .skipped, point)
      return nil
    }
    let inside = areaContains(views, view, point, reading)
    visit(view, inside ? .inside : .outside, point)
    guard inside || (reading == .outsideAsksSubviews && !views[view].clipsToBounds) else { return nil }
    let subviews = views[view].subviews
    for subview in reading == .subviewsInArrayOrder ? subviews : subviews.reversed() {
      if let hit = hitTest(views, subview, at: convertLeaving(reading.leftOut(views[subview]), point, into: views[subview]), reading, visit) { return hit }
    }
    return inside && (reading != .containersPassThrough || views[view].subviews.isEmpty) ? view : nil
  }

  /// HIT-002…005 under a reading.
  private func isSkipped(_ v: borrowing View, _ reading: HitReading) -> Bool {
    let byDefault = v.kind != .imageView && v.kind != .label || reading == .imageViewsInteractive
    let interactive = v.userInteraction ?? byDefault
    let alpha = state.profile.alphaStoredAsFloat ? Double(Float(v.alpha)) : v.alpha
    let threshold = state.profile.alphaThreshold
    let transparent = reading == .alphaAtMostSkipped ? alpha <= threshold : alpha < threshold
    return v.isHidden && reading != .hiddenHit || !interactive && (reading != .disabledHit || v.userInteraction == nil) || transparent
  }
}
