import PropertyTesting
import TouchModel

extension ScenarioTemplates {
  static let chainTemplates: [ScenarioTemplate] = [
    ScenarioTemplate(name: "child controller on a touch's chain", requires: [.hitTesting, .delivery, .viewControllers], oneOf: [], build: childController) { c in
      c.scene.viewControllers.contains { $0.parent != nil && c.touchBegins(in: $0.view) }
    },
    ScenarioTemplate(name: "system cancellation with several views tracking", requires: [.hitTesting, .delivery, .systemCancel], oneOf: [], build: cancelSeveral) { c in
      // Most cases have no system cancellation: they are answered without counting fingers.
      guard c.stream.items.contains(where: { $0.kind == .systemCancel }) else { return false }
      // A finger is down from any sample but an end until it ends or the system cancels (counted, not kept in a set).
      var fingers = FingersDown(c.stream)
      for item in c.stream.items {
        switch item.kind {
        case .touches(let samples): fingers.apply(samples)
        case .systemCancel:
          if fingers.count >= 2 { return true }
          fingers.liftAll()
        default: break
        }
      }
      return false
    },
    ScenarioTemplate(name: "fingers on exclusive and other views", requires: [.hitTesting, .delivery, .severalFingers, .exclusiveTouch], oneOf: [], build: exclusivePair) { c in
      c.scene.views.indices.contains { c.scene.views[$0].isExclusiveTouch && c.touchBegins(in: $0) } && FeatureChecker.peakFingersDown(c.stream) >= 2
    },
  ]

  /// A root view controller, a container, a child controller's view and a leaf, touched on the leaf or the child's
  /// view; every responder forwards unless drawn otherwise.
  static func childController(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let root = t.optionalView(.view, Rect(x: 0, y: 0, width: 320, height: 480), in: window, &s)
    var container = root
    t.optionally(&s, 0.7) { t, s in container = t.view(.view, Rect(x: 20, y: 40, width: 280, height: 300), in: root, &s) }
    let childView = t.optionalView(.view, Rect(x: 20, y: 20, width: 200, height: 200), in: container, &s)
    var target = childView
    t.optionally(&s, 0.7) { t, s in target = t.view(.view, Rect(x: 40, y: 40, width: 80, height: 80), in: childView, &s) }
    let rootBehaviour = t.scene.drawControllerBehaviour(&s)
    let childBehaviour = t.scene.drawControllerBehaviour(&s)
    if root != window {
      t.scene.scene.views[window].rootViewController = 0
      t.scene.scene.viewControllers.append(ViewController(id: Names.controllers[0], view: root, behaviour: rootBehaviour))
      if childView != container {
        t.scene.scene.viewControllers.append(ViewController(id: Names.controllers[1], view: childView, parent: 0, behaviour: childBehaviour))
      }
    }
    if t.allows(.application) { t.scene.generateApplication(&s) }
    var stream = t.stream()
    let frames = t.scene.absoluteFrames
    stream.repeated(&s) { stream, s in
      let f = frames[[target, childView][s.drawIndex(count: 2)]]
      stream.tap(at: Point(x: f.minX + 10, y: f.minY + 10), &s)
    }
    return stream
  }

  /// Two or three views side by side (one without several fingers; drawn: controls, recognizers when claimed), a
  /// finger on each, moves, then a system cancellation while they all track.
  static func cancelSeveral(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    var views: [Int] = []
    // One view (and finger) without several fingers: a control or a view tracking alone when the system cancels.
    let most = t.allows(.severalFingers) ? 3 : 1
    t.repeating(&s, most: most, { $0 < 2 ? 0.95 : 0.5 }) { t, s, k in
      views.append(t.view(t.scene.drawKind(&s), Rect(x: Double(10 + 100 * k), y: 100, width: 90, height: 90), in: window, &s))
    }
    t.optionally(&s, 0.5) { t, s in if let kind = t.drawKind(&s) { t.recognizer(kind, on: ([window] + views)[s.drawIndex(count: min(2, 1 + views.count))], &s) } }
    let frames = t.scene.absoluteFrames
    var stream = t.stream()
    // A finger on each view, or one anywhere when a shrink removed every view.
    let points = views.isEmpty ? [stream.location(&s)] : views.map { frames[$0].mid }
    let touches = points.map { _ in stream.newTouch() }
    // All fingers land in one frame (raw 0), or one frame after another.
    if s.drawBool(trueProbability: 0.5) {
      for (k, touch) in touches.enumerated() {
        stream.frame(.touches([stream.sample(touch, .began, points[k])]))
        stream.wait(0.05)
      }
    } else {
      stream.frame(.touches(touches.enumerated().map { k, touch in stream.sample(touch, .began, points[k]) }))
      stream.wait(0.05)
    }
    if s.drawBool(trueProbability: 0.6) {
      let moves = touches.enumerated().map { k, touch in stream.sample(touch, .moved, Point(x: points[k].x + 12, y: points[k].y)) }
      stream.frame(.touches(stream.shuffled(moves, &s)))
      stream.wait(0.05)
    }
    stream.frame(.systemCancel)
    return stream
  }

  /// Two or three sibling views, one or more exclusive (others maybe with multiple touch), and fingers landing on
  /// them in drawn orders.
  static func exclusivePair(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    var points: [Point] = []
    t.repeating(&s, most: 3, { $0 < 2 ? 0.95 : 0.5 }) { t, s, k in
      let v = t.view(.view, Rect(x: Double(10 + 100 * k), y: 100, width: 90, height: 90), in: window, &s)
      if k == 0 || s.drawBool(trueProbability: 0.3) { t.scene.scene.views[v].isExclusiveTouch = true }
      points.append(t.scene.absoluteFrames[v].mid)
    }
    var stream = t.stream()
    stream.repeated(&s) { stream, s in stream.fingers(&s, at: points.shuffledBy(&s)) }
    return stream
  }
}

extension Array {
  /// The elements in an order drawn from choices (raw 0 keeps the order).
  func shuffledBy(_ s: inout ChoiceSource) -> [Element] {
    var rest = self
    var result: [Element] = []
    while !rest.isEmpty { result.append(rest.remove(at: s.drawIndex(count: rest.count))) }
    return result
  }
}
