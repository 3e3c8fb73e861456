import TouchModel

/// What the literal walk found at a view it asked: the facts a hit-test explanation records and picks readings by.
struct AskedView {
  /// The view.
  var view: Int
  /// What happened to it.
  var fate: HitVisit.Fate
  /// The first skip check that ignores it (HIT-002, HIT-003, HIT-005, HIT-004), if any.
  var skip: RuleID?
  /// HIT-004 for alpha at the threshold (or on either side of it depending on Float storage), HIT-005 for interaction
  /// enabled explicitly on a kind that defaults to off.
  var skipBoundary: RuleID?
  /// HIT-010 (rectangular areas) or HIT-013 (circles) when the point lies exactly on the hit area's edge.
  var edge: RuleID?
  /// The area's own rule (HIT-011…014) when it answered otherwise than the plain bounds would, else HIT-010.
  var area: RuleID

  /// The recorded visit: skipped by its skip rule; outside by its edge or area rule; inside by HIT-009, with the
  /// boundary it passed (a skip boundary, then the edge, then an area reaching past the bounds).
  var visit: HitVisit {
    let (rule, closeCall): (RuleID, RuleID?) =
      switch fate {
      case .skipped: (skip ?? .hit002, nil)
      case .outside: (edge ?? area, edge)
      case .inside: (.hit009, skipBoundary ?? edge ?? (area == .hit010 ? nil : area))
      }
    return HitVisit(view: view, fate: fate, ruleIndex: Int16(rule.rawValue), closeCallIndex: closeCall.map { Int16($0.rawValue) } ?? -1)
  }
}

/// Recording why a hit test returned its view (HIT-001…014), for signatures; it reads the scene and fires no rule.
extension OracleRules {
  /// Records a new touch's hit test: each view asked with the rule behind its fate, and every reading of one rule
  /// (`HitReading`, most specific first) under which it would return another view.
  func explainHitTest(of touch: Int, at point: Point) {
    let views = state.scene.views
    var asked: [AskedView] = []
    let result = hitTest(views, at: point, reading: .literal) { view, fate, local in asked.append(askedView(views, view, fate, local)) }
    var alternatives: [HitAlternative] = []
    for reading in HitReading.allCases where asked.contains(where: { changes(views, reading, $0) }) {
      let other = hitTest(views, at: point, reading: reading)
      if other != result { alternatives.append(HitAlternative(ruleIndex: Int16(reading.rule.rawValue), result: other)) }
    }
    state.recordHitExplanation(touch: touch, visits: asked.map(\.visit), alternatives: alternatives)
  }

  /// The facts of a view the literal walk asked, with the point in its bounds coordinates.
  func askedView(_ views: [View], _ view: Int, _ fate: HitVisit.Fate, _ point: Point) -> AskedView {
    let bounds = views[view].bounds
    let edge: RuleID? =
      switch views[view].hitArea {
      case .bounds, .boundsPlusSubview: isOnEdge(bounds, point) ? .hit010 : nil
      case .edgeInsets(let insets): isOnEdge(insets.inset(bounds), point) ? .hit010 : nil
      case .minimumSize(let minimum): isOnEdge(minimumSizeArea(bounds, minimum), point) ? .hit010 : nil
      case .circle: circleDistance(bounds, point) == circleRadius(bounds) ? .hit013 : nil
      }
    let areaRule: RuleID =
      switch views[view].hitArea {
      case .bounds: .hit010
      case .edgeInsets: .hit011
      case .minimumSize: .hit012
      case .circle: .hit013
      case .boundsPlusSubview: .hit014
      }
    let differs = areaRule != .hit010 && areaContains(views, view, point) != contains(bounds, point)
    return AskedView(
      view: view, fate: fate, skip: fate == .skipped ? skipRule(views[view]) : nil, skipBoundary: skipBoundary(views[view]), edge: edge,
      area: differs ? areaRule : .hit010)
  }

  /// HIT-002, HIT-003/HIT-005, HIT-004: the first skip check that ignores a view, in hitTest's order.
  func skipRule(_ v: borrowing View) -> RuleID {
    if v.isHidden { return .hit002 }
    if let explicit = v.userInteraction { if !explicit { return .hit003 } } else if v.kind == .imageView || v.kind == .label { return .hit005 }
    return .hit004
  }

  /// HIT-004: alpha at the threshold, or on either side of it depending on Float storage; HIT-005: interaction
  /// enabled explicitly on a kind that defaults to off.
  func skipBoundary(_ v: borrowing View) -> RuleID? {
    let threshold = state.profile.alphaThreshold
    let stored = Double(Float(v.alpha))
    if v.alpha == threshold || stored == threshold || (v.alpha < threshold) != (stored < threshold) { return .hit004 }
    if v.userInteraction == true, v.kind == .imageView || v.kind == .label { return .hit005 }
    return nil
  }

  /// Whether a reading changes what happens at a view the literal walk asked (a reading that changes nothing where the
  /// walk went changes nothing).
  func changes(_ views: [View], _ reading: HitReading, _ asked: AskedView) -> Bool {
    let inside = asked.fate == .inside
    if case .boundsPlusSubview = views[asked.view].hitArea, asked.fate != .skipped, reading != .literal { return true }
    switch reading {
    case .literal: return false
    case .circleEdgeOutside: return inside && asked.edge == .hit013
    case .alphaAtMostSkipped: return asked.fate != .skipped && asked.skipBoundary == .hit004
    case .boundsOriginLeftOut, .transformLeftOut: return true
    case .contentOffsetLeftOut: return views[asked.view].kind == .scrollView && views[asked.view].boundsOrigin != .zero
    case .subviewsInArrayOrder: return inside && views[asked.view].subviews.count > 1
    case .windowsInListOrder: return state.scene.windows.count > 1
    case .hiddenHit, .disabledHit, .imageViewsInteractive: return asked.skip == reading.rule
    case .outsideAsksSubviews: return asked.fate == .outside && !views[asked.view].subviews.isEmpty && !views[asked.view].clipsToBounds
    case .maxEdgesInside: return asked.fate == .outside && asked.edge == .hit010
    case .minEdgesOutside: return inside && asked.edge == .hit010
    case .insetsIgnored, .minimumSizeIgnored: return asked.fate != .skipped && asked.area == reading.rule
    case .subviewAreaIgnored: return false
    case .containersPassThrough: return inside && !views[asked.view].subviews.isEmpty
    }
  }
}
