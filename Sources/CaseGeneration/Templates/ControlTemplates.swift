import PropertyTesting
import TouchModel

extension ScenarioTemplates {
  static let controlTemplates: [ScenarioTemplate] = trackingTemplates + [
    ScenarioTemplate(name: "swipe starting on a slider's knob", requires: [.hitTesting, .delivery, .controls, .swipe], oneOf: [], build: { t, s in knobGesture(&t, &s, slider: true) }, matches: { c in startsOnKnob(c, of: .slider) }, weight: 3),
    ScenarioTemplate(name: "pan starting on a switch's knob", requires: [.hitTesting, .delivery, .controls, .pan], oneOf: [], build: { t, s in knobGesture(&t, &s, slider: false) }, matches: { c in startsOnKnob(c, of: .switch) }, weight: 3),
    ScenarioTemplate(name: "repeated taps on a control", requires: [.hitTesting, .delivery, .controls], oneOf: [], build: repeatedTaps, matches: { c in
      let frames = c.absoluteFrames
      return c.scene.views.indices.contains { v in c.scene.views[v].kind.isControl && c.beganSamples.filter { frames[v].holds($0.sample.location) }.count >= 2 }
    }, weight: 2),
  ]

  /// Whether a touch begins on the knob of a control of a kind under a recognizer of an ancestor.
  static func startsOnKnob(_ c: CaseReading, of kind: ViewKind) -> Bool {
    let frames = c.absoluteFrames
    return c.scene.views.indices.contains { k in
      guard c.scene.views[k].kind == kind, let knob = c.scene.views[k].control?.knob else { return false }
      let on = Rect(x: frames[k].minX + knob.minX, y: frames[k].minY + knob.minY, width: knob.size.width, height: knob.size.height)
      return c.scene.recognizers.contains { g in c.isDescendant(k, of: g.view) && g.view != k } && c.beganSamples.contains { on.holds($0.sample.location) }
    }
  }

  /// A slider under a swipe recognizer (mostly along it), or a switch under a pan recognizer (one or two fingers),
  /// each with a knob; one or two fingers start on the knob and move along the control, at 45° or across.
  static func knobGesture(_ t: inout TemplateBuilder, _ s: inout ChoiceSource, slider: Bool) -> StreamBuilder {
    let window = t.window()
    // The control sits in the window or, half the time, in a view between them that may hold the recognizer.
    var holder = window
    t.optionally(&s, 0.5) { t, s in holder = t.view(.view, Rect(x: 20, y: 100, width: 280, height: 200), in: window, &s) }
    let control = t.optionalView(slider ? .slider : .switch, Rect(x: 40, y: 60, width: 160, height: 40), in: holder, &s)
    let knobs = [Rect(x: 0, y: 0, width: 30, height: 30), Rect(x: 60, y: 5, width: 30, height: 30)]
    t.scene.scene.views[control].control?.knob = knobs[s.drawIndex(count: knobs.count)]
    t.optionally(&s, 0.97) { t, s in
      let along = s.drawBool(trueProbability: 0.7)
      let on = [holder, window][s.drawIndex(count: 2)]
      guard var kind = t.drawKind(&s, among: [slider ? (.swipe, 1) : (.pan, 1)]) else { return }
      // Mostly a swipe along the control, which the slider's rule is about.
      if case .swipe(_, let touches) = kind, along { kind = .swipe(directions: [.left, .right], touches: touches) }
      t.recognizer(kind, on: on, &s)
    }
    t.optionally(&s, 0.3) { t, s in if let kind = t.drawKind(&s) { t.recognizer(kind, on: control, &s) } }
    let coordinates = LocalCoordinates(t.scene.scene)
    let start = coordinates.screen((t.scene.scene.views[control].control?.knob ?? knobs[0]).mid, from: control)
    var stream = t.stream()
    stream.repeated(&s) { stream, s in
      let direction = [Direction(1, 0), Direction(1, 1), Direction(0, 1), Direction(-1, 0), Direction(1, -1)][s.drawWeighted([30, 35, 10, 15, 10])]
      switch s.drawWeighted([slider ? 50 : 10, 35, 15]) {
      case 1: stream.drag(&s, stepLengths: [20, 60, 10], from: start, direction: direction)
      case 2 where stream.allows(.severalFingers): stream.fingers(&s, at: [start, Point(x: start.x + 5, y: start.y + 5)])
      default: stream.swipe(&s, from: start, horizontal: s.drawBool(trueProbability: 0.8))
      }
    }
    return stream
  }

  /// A control (any kind, maybe under a tap recognizer) tapped two or three times, each tap on, just inside or just
  /// outside the multi-tap interval and slop of the last.
  static func repeatedTaps(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let kinds: [ViewKind] = [.button, .stepper, .switch, .segmentedControl, .pageControl, .slider, .customControl]
    let control = t.optionalView(kinds[s.drawIndex(count: kinds.count)], Rect(x: 100, y: 200, width: 120, height: 60), in: window, &s)
    t.optionally(&s, t.allows(.tap) ? 0.3 : 0) { t, s in if let kind = t.drawKind(&s, among: [(.tap, 1)]) { t.recognizer(kind, on: window, &s) } }
    let centre = t.scene.absoluteFrames[control].mid
    var stream = t.stream()
    stream.repeated(&s) { stream, s in
      stream.doubleTap(&s, at: centre)
      if s.drawBool(trueProbability: 0.4) {
        let end = stream.lastTime
        stream.wait(stream.boundaries.drawDuration(&s, otherwise: 0.1), after: end, Side.draw(&s))
        stream.tap(at: centre, &s)
      }
    }
    return stream
  }
}
