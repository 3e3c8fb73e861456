import PropertyTesting
import TouchModel

extension ScenarioTemplates {
  /// Multi-tap recognizers and next taps exactly the multi-tap slop away (issue 20's fourth input class).
  static let multiTapTemplates: [ScenarioTemplate] = [
    ScenarioTemplate(
      name: "a next tap exactly the multi-tap slop away, seen by a multi-tap recognizer", requires: [.hitTesting, .delivery, .tap, .tapCount],
      oneOf: [], build: tapsAtSlop, matches: { $0.tapsAtSlopOnMultiTapRecognizer }, weight: 2),
  ]

  /// A view with a double- or triple-tap recognizer (on it, or now and then on the window), maybe another recognizer of
  /// a claimed kind; two or three quick taps, each next one exactly the slop, or the nearest point under or over it,
  /// from the first, within the multi-tap interval or on it.
  static func tapsAtSlop(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let view = t.optionalView(.view, Rect(x: 40, y: 80, width: 240, height: 240), in: window, &s)
    t.optionally(&s, 0.97) { t, s in
      let taps = 2 + s.drawWeighted([80, 20])
      t.recognizer(.tap(taps: taps, touches: 1), on: [view, window][s.drawWeighted([80, 20])], &s)
    }
    t.optionally(&s, 0.3) { t, s in if let kind = t.drawKind(&s) { t.recognizer(kind, on: view, &s) } }
    let centre = t.scene.absoluteFrames[view].mid
    var stream = t.stream()
    stream.repeated(&s) { stream, s in stream.tapsAtSlop(&s, at: centre) }
    return stream
  }
}

extension StreamBuilder {
  /// Two or three quick taps (raw 0: two); each after the first lands the multi-tap slop from the first, on it (half
  /// the time) or on the nearest point under or over it, along an axis or a Pythagorean angle, after a short pause or
  /// one on, just under or just over the multi-tap interval.
  mutating func tapsAtSlop(_ s: inout ChoiceSource, at start: Point) {
    let count = 2 + s.drawWeighted([80, 20])
    for k in 0..<count {
      var at = start
      if k > 0 {
        if s.drawBool(trueProbability: 0.2) { wait(boundaries.multiTapInterval, after: lastTime, Side.draw(&s)) } else { wait(0.1) }
        let directions = [Direction(1, 0), Direction(0, 1), Direction(-1, 0), Direction(0, -1), Direction(3, 4), Direction(-4, 3)]
        let direction = directions[s.drawWeighted([25, 25, 15, 15, 10, 10])]
        at = Crossing.end(from: start, along: direction, length: boundaries.multiTapSlop, Side.drawLeaningOn(&s))
      }
      let t = newTouch()
      frame(.touches([sample(t, .began, at)]))
      wait(0.05)
      frame(.touches([sample(t, .ended, at)]))
    }
  }
}

extension CaseReading {
  /// Whether a finger lands exactly the multi-tap slop from where the previous finger landed, after it lifted, both
  /// inside the view of a tap recognizer that needs two taps or more.
  var tapsAtSlopOnMultiTapRecognizer: Bool {
    let multi = scene.recognizers.filter { if case .tap(let taps, _) = $0.kind { taps >= 2 } else { false } }
    guard !multi.isEmpty, stream.touchNames.count > 1 else { return false }
    let ordered = fingers.sorted { $0.beganItem < $1.beganItem }
    return zip(ordered, ordered.dropFirst()).contains { a, b in
      a.endItem < b.beganItem && distance(a.start, b.start) == profile.multiTapSlop
        && multi.contains { absoluteFrames[$0.view].holds(a.start) && absoluteFrames[$0.view].holds(b.start) }
    }
  }
}
