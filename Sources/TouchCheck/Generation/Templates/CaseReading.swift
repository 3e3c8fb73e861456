import TouchModel

/// What templates read from a finished case to tell whether it holds their combination, worked out once per case
/// (the campaign statistics ask every template about every case).
struct CaseReading {
  /// Each view's superview.
  let superviews: [Int?]
  /// Each view's frame in screen coordinates, transforms ignored.
  let absoluteFrames: [Rect]
  /// Every sample that begins a touch, with the index of its stream item.
  let beganSamples: [(item: Int, sample: TouchSample)]

  /// Reads a case.
  init(_ touchCase: TouchCase) {
    scene = touchCase.scene
    stream = touchCase.stream
    profile = touchCase.profile
    let views = touchCase.scene.views
    let parents = touchCase.scene.superviews()
    var frames = [Rect?](copies: nil, count: views.count)
    // The frames are passed in, not captured: a captured variable lives in a box checked for exclusive access at
    // every read.
    func resolve(_ v: Int, _ frames: inout [Rect?]) -> Rect {
      if let known = frames[v] { return known }
      let f = views[v].frame
      var frame = f
      if let p = parents[v] {
        let base = resolve(p, &frames)
        frame = Rect(x: base.minX + f.minX - views[p].boundsOrigin.x, y: base.minY + f.minY - views[p].boundsOrigin.y, width: f.size.width, height: f.size.height)
      }
      frames[v] = frame
      return frame
    }
    superviews = parents
    var absolute: [Rect] = []
    absolute.reserveCapacity(views.count)
    for v in views.indices { absolute.append(resolve(v, &frames)) }
    absoluteFrames = absolute
    // One array for the whole stream, not two per frame.
    var began: [(item: Int, sample: TouchSample)] = []
    for (k, item) in touchCase.stream.items.enumerated() {
      guard case .touches(let samples) = item.kind else { continue }
      for sample in samples where sample.phase == .began { began.append((k, sample)) }
    }
    beganSamples = began
  }

  /// The case's scene (stored: matchers read it per view, and a computed copy retained every array in it each time).
  let scene: Scene
  /// The case's stream.
  let stream: TouchStream
  /// The case's profile.
  let profile: Profile

  /// Whether some touch begins inside a view's frame (screen coordinates, transforms ignored).
  func touchBegins(in view: Int) -> Bool {
    let f = absoluteFrames[view]
    return beganSamples.contains { f.holds($0.sample.location) }
  }

  /// Whether a view lies below another (or is it).
  func isDescendant(_ view: Int, of ancestor: Int) -> Bool {
    var current: Int? = view
    while let c = current {
      if c == ancestor { return true }
      current = superviews[c]
    }
    return false
  }
}

extension Rect {
  /// Half-open containment, as CGRect.contains.
  func holds(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
}
