import PropertyTesting
import TouchModel

extension ScenarioTemplates {
  static let recognizerTemplates: [ScenarioTemplate] = [
    ScenarioTemplate(name: "two fingers landing on one point under a pinch", requires: [.hitTesting, .delivery, .severalFingers], oneOf: [.pinch, .rotation], build: pinchOnOnePoint) { c in
      c.scene.recognizers.contains { $0.kind == .pinch || $0.kind == .rotation }
        && c.stream.items.contains { item in
          guard case .touches(let samples) = item.kind else { return false }
          let began = samples.filter { $0.phase == .began }.map(\.location)
          // Two equal locations, bit for bit (as their printed forms would be equal, without printing them).
          let same = { (a: Point, b: Point) in a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern }
          return began.indices.contains { i in began[..<i].contains { same($0, began[i]) } }
        }
    },
    ScenarioTemplate(name: "presses and swipes on their thresholds", requires: [.hitTesting, .delivery], oneOf: [.longPress, .swipe], build: thresholds) { c in
      c.scene.recognizers.contains { g in (g.kind.name == "longPress" || g.kind.name == "swipe") && c.touchBegins(in: g.view) }
    },
    ScenarioTemplate(name: "recognizers waiting on a required failure", requires: [.hitTesting, .delivery, .requireToFail], oneOf: .recognizerKinds, build: dependencies, matches: { c in
      c.scene.recognizers.contains { !$0.requiresFailureOf.isEmpty }
    }, weight: 5),
  ]

  /// A view with a pinch or rotation recognizer (and maybe another recognizer on it or the window); two fingers land
  /// on one point, or apart, and move by the profile's scale or angle exactly, or by slow steps; sometimes one lifts
  /// first and the other moves on (GES-011, GES-012).
  static func pinchOnOnePoint(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let view = t.optionalView(.view, Rect(x: 40, y: 80, width: 240, height: 240), in: window, &s)
    let kinds: [RecognizerKind] = [.pinch, .rotation].filter { t.allows($0 == .pinch ? .pinch : .rotation) }
    t.optionally(&s, 0.97) { t, s in t.recognizer(kinds[s.drawIndex(count: kinds.count)], on: view, &s) }
    t.optionally(&s, 0.5) { t, s in if let other = t.drawKind(&s) { t.recognizer(other, on: [window, view][s.drawIndex(count: 2)], &s) } }
    let centre = t.scene.absoluteFrames[view].mid
    var stream = t.stream()
    stream.repeated(&s) { stream, s in stream.pinch(&s, at: centre, coincident: s.drawBool(trueProbability: 0.4), stagedLift: true) }
    return stream
  }

  /// Long-press and swipe recognizers (parameters drawn) on a view, held there with a move on the allowable movement
  /// until exactly the press duration, or swiped along a permitted direction on the distance, deviation and duration.
  static func thresholds(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let view = t.optionalView(.view, Rect(x: 40, y: 80, width: 240, height: 240), in: window, &s)
    t.repeating(&s, most: 2, { $0 == 0 ? 0.95 : 0.5 }) { t, s, _ in
      if let kind = t.drawKind(&s, among: [(.longPress, 50), (.swipe, 50)]) { t.recognizer(kind, on: [view, window][s.drawWeighted([70, 30])], &s) }
    }
    let centre = t.scene.absoluteFrames[view].mid
    var stream = t.stream()
    stream.repeated(&s) { stream, s in
      if s.drawBool() { stream.hold(&s, at: centre, moving: 0.7) } else { stream.swipe(&s, from: centre) }
    }
    return stream
  }

  /// A recognizer that decides early waiting on one that decides later (the single tap on the double tap, a pan on a
  /// swipe or a press…), so that ignoring the requirement shows; then up to two more recognizers of claimed kinds, each
  /// maybe waiting on an earlier one; taps, double taps, drags, swipes and presses on the view, weighted toward the
  /// gesture the waiting recognizer looks for.
  static func dependencies(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let view = t.optionalView(.view, Rect(x: 60, y: 100, width: 200, height: 200), in: window, &s)
    var weights: [UInt64] = [40, 15, 15, 15, 15]
    t.optionally(&s, 0.95) { t, s in
      let pairs = DependentPair.all.filter { t.allows($0.capabilities) }
      guard !pairs.isEmpty else { return }
      let pair = pairs[s.drawIndex(count: pairs.count)]
      let required = t.recognizer(pair.required(t, &s), on: view, &s)
      let waiting = t.recognizer(pair.waiting(t, &s), on: s.drawBool(trueProbability: 0.8) ? view : window, &s)
      t.scene.scene.recognizers[waiting].requiresFailureOf = [required]
      weights = pair.gestureWeights
    }
    t.repeating(&s, most: 2, { _ in 0.5 }) { t, s, _ in
      guard let kind = t.drawKind(&s) else { return }
      let earlier = t.scene.scene.recognizers.count
      let g = t.recognizer(kind, on: s.drawBool(trueProbability: 0.7) ? view : window, &s)
      if earlier > 0, t.scene.scene.recognizers[g].requiresFailureOf.isEmpty, s.drawBool(trueProbability: 0.5) {
        t.scene.scene.recognizers[g].requiresFailureOf = [s.drawIndex(count: earlier)]
      }
    }
    let centre = t.scene.absoluteFrames[view].mid
    var stream = t.stream()
    stream.repeatedGestures(&s, at: centre, weights: weights)
    return stream
  }
}
