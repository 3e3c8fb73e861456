import TouchCheck
import TouchModel

/// The movement thresholds that decide a case's recognizers and scroll views, drawn as dashed rings around where each
/// finger that moves landed (issue 33, item 5): a lift just past the tap tolerance shows outside its ring.
struct ThresholdRings {
  /// Each threshold once: what it is and its radius in points, in the order first met.
  let rings: [(name: String, radius: Double)]

  /// The thresholds of a case's recognizers (tap tolerance, multi-tap slop, long-press movement, pan and swipe
  /// distances) and scroll views (the scroll distance), under the case's profile.
  init(_ touchCase: TouchCase) {
    let p = touchCase.profile
    var rings: [(name: String, radius: Double)] = []
    func add(_ name: String, _ radius: Double) {
      if radius > 0, !rings.contains(where: { $0.name == name && $0.radius == radius }) { rings.append((name, radius)) }
    }
    for r in touchCase.scene.recognizers {
      switch r.kind {
      case .tap(let taps, _):
        add("tap tolerance", p.tapMovementTolerance)
        if taps > 1 { add("multi-tap slop", p.multiTapSlop) }
      case .longPress(_, let movement, _, _): add("long-press movement", movement)
      case .pan: add("pan distance", p.panMinimumDistance)
      case .swipe: add("swipe distance", p.swipeMinimumDistance)
      case .pinch, .rotation: break
      }
    }
    if touchCase.scene.views.contains(where: { $0.scroll != nil }) { add("scroll distance", p.scrollStartDistance) }
    self.rings = rings
  }

  /// The rings around the first point of every finger with more than one sample, each with its name and radius as
  /// its title; the first finger's rings are labelled.
  func draw(_ fingers: FingerPaths, _ canvas: inout SVGCanvas) {
    var labelled = false
    for (t, path) in fingers.samples.enumerated() where path.count > 1 {
      let centre = path[0].location
      for ring in rings {
        let title = "\(ring.name) \(SVGCanvas.number(ring.radius)) pt around where the finger landed"
        canvas.circle(
          centre: centre, radius: ring.radius, transform: .identity, stroke: .init(color: FingerPaths.color(t), width: 0.8, dash: [2, 3]),
          kind: "threshold", title: title)
        if !labelled {
          canvas.label("\(ring.name) \(SVGCanvas.number(ring.radius)) pt", at: Point(x: centre.x + ring.radius * 0.71, y: centre.y - ring.radius * 0.71),
            color: "#666", size: 8, backing: 0.6)
        }
      }
      labelled = true
    }
  }
}
