import PropertyTesting
import TouchModel

extension ScenarioTemplates {
  static let trackingTemplates: [ScenarioTemplate] = [
    ScenarioTemplate(name: "drag across a control's drag margin", requires: [.hitTesting, .delivery, .controls], oneOf: [], build: marginDrag, matches: { c in
      let frames = c.absoluteFrames
      let margin = c.profile.controlDragMargin
      return c.scene.views.indices.contains { v in
        guard c.scene.views[v].kind.isControl else { return false }
        // A finger starts on the control when its began sample lies in the control's frame (looked up in the began
        // samples, not gathered into a set: every case is asked about every control).
        func startsOnControl(_ touch: Int) -> Bool { c.beganSamples.contains { $0.sample.touch == touch && frames[v].holds($0.sample.location) } }
        guard c.beganSamples.contains(where: { frames[v].holds($0.sample.location) }) else { return false }
        let grown = EdgeInsets(top: -margin, left: -margin, bottom: -margin, right: -margin).inset(frames[v])
        return c.stream.items.contains { item in
          guard case .touches(let samples) = item.kind else { return false }
          return samples.contains { $0.phase != .began && !grown.holds($0.location) && startsOnControl($0.touch) }
        }
      }
    }, weight: 2),
    ScenarioTemplate(name: "nil-target action with a first responder", requires: [.hitTesting, .delivery, .controls, .events], oneOf: [], build: nilTarget, matches: { c in
      c.scene.firstResponder != nil
        && c.scene.views.indices.contains { v in (c.scene.views[v].control?.targets.contains { $0.target == nil } ?? false) && c.touchBegins(in: v) }
    }, weight: 2),
    ScenarioTemplate(name: "recognizers over a control", requires: [.hitTesting, .delivery, .controls], oneOf: [.tap, .swipe, .pan], build: recognizersOverControl, matches: { c in
      c.scene.views.indices.contains { v in
        c.scene.views[v].kind.isControl && c.touchBegins(in: v) && c.scene.recognizers.contains { c.isDescendant(v, of: $0.view) }
      }
    }, weight: 8),
  ]

  /// A control dragged from its centre outward in steps that land exactly on its bounds grown by the drag margin
  /// (or on the nearest value either side), maybe back in, then lifted there.
  static func marginDrag(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let kinds: [ViewKind] = [.button, .slider, .switch, .stepper, .segmentedControl, .customControl]
    let control = t.optionalView(kinds[s.drawIndex(count: kinds.count)], Rect(x: 110, y: 200, width: 100, height: 40), in: window, &s)
    var stream = t.stream()
    let coordinates = LocalCoordinates(t.scene.scene)
    let bounds = t.scene.scene.views[control].bounds
    stream.repeated(&s) { stream, s in
      let margin = stream.boundaries.drawLength(&s, otherwise: 70)
      let onX = s.drawBool(trueProbability: 0.7)
      let far = s.drawBool()
      let edge = onX ? (far ? bounds.maxX + margin : bounds.minX - margin) : (far ? bounds.maxY + margin : bounds.minY - margin)
      let centre = coordinates.screen(bounds.mid, from: control)
      let t1 = stream.newTouch()
      stream.frame(.touches([stream.sample(t1, .began, centre)]))
      var at = centre
      for _ in 0..<(1 + s.drawIndex(count: 2)) {
        stream.wait(0.05)
        let side = Side.draw(&s)
        at = coordinates.screen(near: at, local: edge, onX: onX, in: control, side)
        stream.frame(.touches([stream.sample(t1, .moved, at)]))
        if s.drawBool(trueProbability: 0.3) {
          stream.wait(0.05)
          at = centre
          stream.frame(.touches([stream.sample(t1, .moved, at)]))
        }
      }
      stream.wait(0.05)
      stream.frame(.touches([stream.sample(t1, .ended, at)]))
    }
    return stream
  }

  /// A control with nil-target actions for its events, responders on and off its chain that implement them, and a
  /// first responder among them; the control tapped and dragged.
  static func nilTarget(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let left = t.optionalView(.view, Rect(x: 0, y: 0, width: 160, height: 480), in: window, &s)
    let right = t.optionalView(.view, Rect(x: 160, y: 0, width: 160, height: 480), in: window, &s)
    let kinds: [ViewKind] = [.button, .switch, .stepper, .slider, .segmentedControl]
    let control = t.optionalView(kinds[s.drawIndex(count: kinds.count)], Rect(x: 20, y: 200, width: 100, height: 40), in: left, &s)
    // One registration for the events a tap sends, so every tap sends the action.
    let events: [ControlEvent] = [.touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered]
    t.scene.scene.views[control].control?.targets = [TargetAction(target: nil, action: "tapped:", events: events)]
    for (v, p) in [(window, 0.5), (left, 0.5), (right, 0.7)] where s.drawBool(trueProbability: p) { t.scene.scene.views[v].behaviour.actions = ["tapped:"] }
    t.scene.scene.firstResponder = .view([right, left, control, window][s.drawWeighted([60, 15, 10, 15])])
    let centre = t.scene.absoluteFrames[control].mid
    var stream = t.stream()
    stream.repeated(&s) { stream, s in
      if s.drawBool(trueProbability: 0.7) { stream.tap(at: centre, &s) } else { stream.drag(&s, stepLengths: [10, 20], from: centre) }
    }
    return stream
  }

  /// A control of any kind under recognizers on its parent (mostly a single tap) and now and then on itself, tapped,
  /// double-tapped, swiped and dragged.
  static func recognizersOverControl(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let parent = t.optionalView(.view, Rect(x: 20, y: 100, width: 280, height: 240), in: window, &s)
    let kinds: [ViewKind] = [.button, .switch, .stepper, .segmentedControl, .pageControl, .customControl, .slider]
    let control = t.optionalView(kinds[s.drawWeighted([25, 10, 10, 10, 5, 40, 10])], Rect(x: 60, y: 80, width: 120, height: 44), in: parent, &s)
    t.optionally(&s, t.allows(.tap) ? 0.85 : 0) { t, s in t.recognizer(.tap(taps: 1, touches: 1), on: [parent, control][s.drawWeighted([75, 25])], &s) }
    t.optionally(&s, 0.8) { t, s in
      if let kind = t.drawKind(&s, among: [(.tap, 40), (.swipe, 30), (.pan, 30)]) { t.recognizer(kind, on: [parent, window, control][s.drawWeighted([35, 25, 40])], &s) }
    }
    let centre = t.scene.absoluteFrames[control].mid
    var stream = t.stream()
    stream.repeated(&s) { stream, s in
      switch s.drawWeighted([55, 15, 15, 15]) {
      case 1: stream.doubleTap(&s, at: centre)
      case 2: stream.swipe(&s, from: centre)
      case 3: stream.drag(&s, stepLengths: [10, 20, 60], from: centre)
      default: stream.tap(at: centre, &s)
      }
    }
    return stream
  }
}
