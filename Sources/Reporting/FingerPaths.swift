import TouchCheck
import TouchModel

/// Each finger's samples in stream order, drawn as a path with a dot per sample and its frame numbers.
struct FingerPaths {
  /// One sample of one finger.
  struct Sample {
    var frame: Int
    var phase: TouchPhase
    var location: Point
  }

  /// For each finger of the stream, its samples in order.
  let samples: [[Sample]]
  /// The frames at which a system cancellation ended each finger still down, per finger.
  let cancelledAt: [Int?]

  /// Collects the samples of a stream.
  init(_ stream: TouchStream) {
    var samples = [[Sample]](repeating: [], count: stream.touchNames.count)
    var cancelledAt = [Int?](repeating: nil, count: stream.touchNames.count)
    var down: [Int] = []
    for (i, item) in stream.items.enumerated() {
      switch item.kind {
      case .touches(let frame):
        for s in frame {
          samples[s.touch].append(Sample(frame: i, phase: s.phase, location: s.location))
          if s.phase == .began { down.append(s.touch) }
          if s.phase == .ended { down.removeAll { $0 == s.touch } }
        }
      case .systemCancel:
        for t in down { cancelledAt[t] = i }
        down.removeAll()
      case .idle, .event: break
      }
    }
    self.samples = samples
    self.cancelledAt = cancelledAt
  }

  /// The colour of a finger.
  static func color(_ touch: Int) -> String { CaseSVG.fingerColors[touch % CaseSVG.fingerColors.count] }

  /// One path per finger through its samples, and a dot per sample: big for began, a ring for ended.
  func draw(_ canvas: inout SVGCanvas) {
    let n = SVGCanvas.number
    for (t, path) in samples.enumerated() where !path.isEmpty {
      let d = path.enumerated().map { "\($0.offset == 0 ? "M" : "L") \(n($0.element.location.x)) \(n($0.element.location.y))" }.joined(separator: " ")
      canvas.append("<path class=\"finger\" d=\"\(d)\" fill=\"none\"\(canvas.strokeAttributes(.init(color: Self.color(t), width: 2.5))) stroke-linejoin=\"round\" stroke-opacity=\"0.8\"/>")
      for s in path {
        let radius = (s.phase == .ended ? 7 : s.phase == .began ? 4.5 : 2.5) * canvas.unit
        let fill = s.phase == .ended ? "none" : Self.color(t)
        canvas.circle(centre: s.location, radius: radius, transform: .identity, stroke: .init(color: Self.color(t), width: 1.5), fill: fill, kind: "sample")
      }
    }
  }

  /// Each finger's name and bound view at its first sample (and the engine's, when given and different), and the frame
  /// numbers beside its samples (repeats at one place collapse to `2,3` or `2–5`).
  func label(_ touchCase: TouchCase, _ bindings: TouchBindings, engine: TouchBindings? = nil, _ canvas: inout SVGCanvas) {
    let u = canvas.unit
    for (t, path) in samples.enumerated() {
      guard let first = path.first else { continue }
      var name = touchCase.stream.touchNames[t] + " → " + bindings.describe(t, in: touchCase.scene)
      if let engine, !engine.isEmpty {
        name += engine.describe(t, in: touchCase.scene) == bindings.describe(t, in: touchCase.scene) ? " (engine too)" : "; engine → " + engine.describe(t, in: touchCase.scene)
      }
      let above = Point(x: first.location.x + 7 * u, y: first.location.y - 20 * u)
      canvas.label(name, at: above, alternatives: [Point(x: above.x, y: first.location.y + 16 * u)], color: Self.color(t), size: 11, bold: true, backing: 0.6)
      var group: [Sample] = []
      func flush() {
        guard let last = group.last else { return }
        canvas.label(Self.frames(group.map(\.frame)), at: Point(x: last.location.x + 6 * u, y: last.location.y + 2 * u), color: Self.color(t), size: 9, backing: 0.6)
        group.removeAll()
      }
      for s in path {
        if let last = group.last, last.location != s.location { flush() }
        group.append(s)
      }
      flush()
      if let frame = cancelledAt[t], let last = path.last {
        canvas.label("cancelled @\(frame)", at: Point(x: last.location.x + 6 * u, y: last.location.y + 14 * u), color: Self.color(t), size: 9, backing: 0.6)
      }
    }
  }

  /// Frame numbers, `@0`, `@2,3` or `@2–5` for a run of three or more.
  static func frames(_ frames: [Int]) -> String {
    var parts: [String] = []
    var start = 0
    while start < frames.count {
      var end = start
      while end + 1 < frames.count, frames[end + 1] == frames[end] + 1 { end += 1 }
      parts += end - start >= 2 ? ["\(frames[start])–\(frames[end])"] : frames[start...end].map(String.init)
      start = end + 1
    }
    return "@" + parts.joined(separator: ",")
  }
}
