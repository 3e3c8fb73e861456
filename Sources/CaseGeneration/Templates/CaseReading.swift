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
    // The frames are passed in, not captured: a captured variable lives in a box checked for exclusive access at
    // every read.
    func resolve(_ v: Int, _ frames: inout [Rect?]) -> Rect {
      if let known = frames[v] { return known }
      let f = views[v].frame
      var frame = f
      if let p = parents[v] {
        let base = resolve(p, &frames)
        frame = Self.place(f, in: base, origin: views[p].boundsOrigin)
      }
      frames[v] = frame
      return frame
    }
    superviews = parents
    absoluteFrames = Self.framesWhenOrdered(views, parents) ?? {
      var frames = [Rect?](copies: nil, count: views.count)
      var absolute: [Rect] = []
      absolute.reserveCapacity(views.count)
      for v in views.indices { absolute.append(resolve(v, &frames)) }
      return absolute
    }()
    // One array for the whole stream, not two per frame.
    var began: [(item: Int, sample: TouchSample)] = []
    // Each finger begins once in a valid case.
    began.reserveCapacity(touchCase.stream.touchNames.count)
    for (k, item) in touchCase.stream.items.enumerated() {
      guard case .touches(let samples) = item.kind else { continue }
      for sample in samples where sample.phase == .began { began.append((k, sample)) }
    }
    beganSamples = began
  }

  /// The screen frames in one pass when every view follows its superview, as in every generated scene; nil otherwise.
  private static func framesWhenOrdered(_ views: [View], _ parents: [Int?]) -> [Rect]? {
    var absolute: [Rect] = []
    absolute.reserveCapacity(views.count)
    for v in views.indices {
      let f = views[v].frame
      guard let p = parents[v] else {
        absolute.append(f)
        continue
      }
      guard p < v else { return nil }
      absolute.append(place(f, in: absolute[p], origin: views[p].boundsOrigin))
    }
    return absolute
  }

  /// A frame in its superview's coordinates moved to the screen, given the superview's screen frame and bounds origin.
  private static func place(_ f: Rect, in base: Rect, origin: Point) -> Rect {
    Rect(x: base.minX + f.minX - origin.x, y: base.minY + f.minY - origin.y, width: f.size.width, height: f.size.height)
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
