import TouchModel

/// What templates read from a finished case to tell whether it holds their combination.
extension TouchCase {
  /// Each view's frame in screen coordinates, transforms ignored.
  var absoluteFrames: [Rect] {
    let views = scene.views
    let parents = scene.superviews()
    var frames = views.map(\.frame)
    func resolve(_ v: Int) -> Rect {
      guard let p = parents[v] else { return views[v].frame }
      let base = resolve(p)
      let f = views[v].frame
      return Rect(x: base.minX + f.minX - views[p].boundsOrigin.x, y: base.minY + f.minY - views[p].boundsOrigin.y, width: f.size.width, height: f.size.height)
    }
    for v in views.indices { frames[v] = resolve(v) }
    return frames
  }

  /// Every sample that begins a touch, with the index of its stream item.
  var beganSamples: [(item: Int, sample: TouchSample)] {
    stream.items.enumerated().flatMap { k, item -> [(item: Int, sample: TouchSample)] in
      guard case .touches(let samples) = item.kind else { return [] }
      return samples.filter { $0.phase == .began }.map { (k, $0) }
    }
  }

  /// Whether some touch begins inside a view's frame (screen coordinates, transforms ignored).
  func touchBegins(in view: Int) -> Bool {
    let f = absoluteFrames[view]
    return beganSamples.contains { f.holds($0.sample.location) }
  }

  /// The most fingers down at once.
  var fingersDownTogether: Int {
    var down: Set<Int> = []
    var most = 0
    for item in stream.items {
      switch item.kind {
      case .touches(let samples):
        for s in samples where s.phase == .began { down.insert(s.touch) }
        most = max(most, down.count)
        for s in samples where s.phase == .ended { down.remove(s.touch) }
      case .systemCancel: down = []
      default: break
      }
    }
    return most
  }

  /// Whether a view lies below another (or is it).
  func isDescendant(_ view: Int, of ancestor: Int) -> Bool {
    let parents = scene.superviews()
    var current: Int? = view
    while let c = current {
      if c == ancestor { return true }
      current = parents[c]
    }
    return false
  }
}

extension Rect {
  /// Half-open containment, as CGRect.contains.
  func holds(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
}
