import TouchModel

/// One finger of a case as the template matchers read it: where and when it began, each of its samples, and when it ended.
struct FingerReading {
  /// The index of the stream item in which it began.
  var beganItem: Int
  /// Where it began.
  var start: Point
  /// The index of the stream item in which it lifted or was cancelled (the stream's length when never).
  var endItem: Int
  /// Its moved samples in order, each with the location before it.
  var steps: [(item: Int, from: Point, to: Point)] = []
}

extension CaseReading {
  /// Every finger of the case, indexed like the stream's touch names (a finger that never began is left out).
  var fingers: [FingerReading] {
    var result = [FingerReading?](copies: nil, count: stream.touchNames.count)
    let items = stream.items
    for (k, item) in items.enumerated() {
      switch item.kind {
      case .touches(let samples):
        for sample in samples where result.indices.contains(sample.touch) {
          switch sample.phase {
          case .began: result[sample.touch] = FingerReading(beganItem: k, start: sample.location, endItem: items.count)
          case .moved:
            guard var f = result[sample.touch] else { continue }
            f.steps.append((k, f.steps.last?.to ?? f.start, sample.location))
            result[sample.touch] = f
          case .ended: if result[sample.touch]?.endItem == items.count { result[sample.touch]?.endItem = k }
          case .stationary: break
          }
        }
      case .systemCancel:
        for t in result.indices where result[t]?.endItem == items.count { result[t]?.endItem = k }
      case .idle, .event:
        break
      }
    }
    return result.compactMap { $0 }
  }

  /// The front-most, deepest view whose frame holds a point (screen frames; transforms, hidden views and hit areas
  /// ignored), or nil.
  func deepestView(at point: Point) -> Int? {
    func walk(_ v: Int) -> Int? {
      guard absoluteFrames[v].holds(point) else { return nil }
      for sub in scene.views[v].subviews.reversed() { if let hit = walk(sub) { return hit } }
      return v
    }
    for w in scene.windows.reversed() { if let hit = walk(w) { return hit } }
    return nil
  }

  /// Whether a view carries a recognizer.
  func hasRecognizer(_ view: Int) -> Bool { scene.recognizers.contains { $0.view == view } }
}
