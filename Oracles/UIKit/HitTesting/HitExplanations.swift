import TouchModel

/// Recording why a hit test returned its view (HIT-001…014), for signatures; it reads the scene and fires no rule.
extension OracleRules {
  /// Records a new touch's hit test: each view asked with the rule behind its fate, and every reading of one rule
  /// (`HitReading`, most specific first) under which it would return another view.
  func explainHitTest(of touch: Int, at point: Point) {
    var visits: [HitVisit] = []
    let result = hitTest(at: point, reading: .literal) { view, fate, local in visits.append(visitRecord(view, fate, local)) }
    var alternatives: [HitAlternative] = []
    for reading in HitReading.allCases where reading != .literal && isRelevant(reading) {
      let other = hitTest(at: point, reading: reading)
      if other != result { alternatives.append(HitAlternative(ruleIndex: Int16(reading.rule.rawValue), result: other)) }
    }
    state.recordHitExplanation(touch: touch, visits: visits, alternatives: alternatives)
  }

  /// Whether the scene has anything a reading changes.
  func isRelevant(_ reading: HitReading) -> Bool {
    let views = state.scene.views
    switch reading {
    case .literal, .maxEdgesInside, .minEdgesOutside: return true
    case .circleEdgeOutside: return views.contains { $0.hitArea == .circle }
    case .alphaAtMostSkipped: return views.contains { $0.alpha <= state.profile.alphaThreshold }
    case .boundsOriginLeftOut: return views.contains { $0.boundsOrigin != .zero }
    case .transformLeftOut: return views.contains { !$0.transform.isIdentity }
    case .subviewsInArrayOrder: return views.contains { $0.subviews.count > 1 }
    case .windowsInListOrder: return state.scene.windows.count > 1
    case .hiddenHit: return views.contains(where: \.isHidden)
    case .disabledHit: return views.contains { $0.userInteraction == false }
    case .imageViewsInteractive: return views.contains { $0.userInteraction == nil && ($0.kind == .imageView || $0.kind == .label) }
    case .outsideAsksSubviews: return views.contains { !$0.subviews.isEmpty && !$0.clipsToBounds }
    case .insetsIgnored: return views.contains { if case .edgeInsets = $0.hitArea { true } else { false } }
    case .minimumSizeIgnored: return views.contains { if case .minimumSize = $0.hitArea { true } else { false } }
    case .subviewAreaIgnored: return views.contains { if case .boundsPlusSubview = $0.hitArea { true } else { false } }
    }
  }

  /// A visited view's record: the rule behind its fate and the boundary it sat on, if any.
  func visitRecord(_ view: Int, _ fate: HitVisit.Fate, _ point: Point) -> HitVisit {
    let rule: RuleID
    let closeCall: RuleID?
    switch fate {
    case .skipped:
      (rule, closeCall) = (skipRule(view), nil)
    case .outside:
      closeCall = edgeRule(view, point)
      rule = closeCall ?? areaRule(view, point)
    case .inside:
      let area = areaRule(view, point)
      (rule, closeCall) = (.hit009, skipCloseCall(view) ?? edgeRule(view, point) ?? (area == .hit010 ? nil : area))
    }
    return HitVisit(view: view, fate: fate, ruleIndex: Int16(rule.rawValue), closeCallIndex: closeCall.map { Int16($0.rawValue) } ?? -1)
  }

  /// HIT-002, HIT-003/HIT-005, HIT-004: the first skip check that ignores the view, in hitTest's order.
  func skipRule(_ view: Int) -> RuleID {
    let v = state.scene.views[view]
    if v.isHidden { return .hit002 }
    if let explicit = v.userInteraction { if !explicit { return .hit003 } } else if v.kind == .imageView || v.kind == .label { return .hit005 }
    return .hit004
  }

  /// HIT-004: alpha at the threshold, or on either side of it depending on whether it is stored as a Float; HIT-005:
  /// interaction enabled explicitly on a kind that defaults to off.
  func skipCloseCall(_ view: Int) -> RuleID? {
    let v = state.scene.views[view]
    let threshold = state.profile.alphaThreshold
    let stored = Double(Float(v.alpha))
    if v.alpha == threshold || stored == threshold || (v.alpha < threshold) != (stored < threshold) { return .hit004 }
    if v.userInteraction == true, v.kind == .imageView || v.kind == .label { return .hit005 }
    return nil
  }

  /// HIT-010 (rectangular areas) or HIT-013 (circles) when the point lies exactly on the hit area's edge.
  func edgeRule(_ view: Int, _ point: Point) -> RuleID? {
    let v = state.scene.views[view]
    switch v.hitArea {
    case .bounds, .boundsPlusSubview: return isOnEdge(v.bounds, point) ? .hit010 : nil
    case .edgeInsets(let insets): return isOnEdge(insets.inset(v.bounds), point) ? .hit010 : nil
    case .minimumSize(let minimum): return isOnEdge(minimumSizeArea(v.bounds, minimum), point) ? .hit010 : nil
    case .circle: return circleDistance(v.bounds, point) == circleRadius(v.bounds) ? .hit013 : nil
    }
  }

  /// The hit area's own rule (HIT-011…014) when it answers otherwise than the plain bounds would, else HIT-010.
  func areaRule(_ view: Int, _ point: Point) -> RuleID {
    areaContains(view, point) == contains(state.scene.views[view].bounds, point) ? .hit010 : areaKindRule(view)
  }

  /// The rule of a view's kind of hit area.
  func areaKindRule(_ view: Int) -> RuleID {
    switch state.scene.views[view].hitArea {
    case .bounds: .hit010
    case .edgeInsets: .hit011
    case .minimumSize: .hit012
    case .circle: .hit013
    case .boundsPlusSubview: .hit014
    }
  }
}
