import PropertyTesting
import TouchModel

extension SceneBuilder {
  /// A root view controller for the first window, sometimes a presented one and a child, and an app delegate.
  mutating func generateControllers(_ s: inout ChoiceSource) {
    let window = scene.windows[0]
    // Every draw happens whatever the tree looks like, so deleting a view never shifts the choices after it.
    let wantsRoot = s.drawBool(trueProbability: 0.5)
    if wantsRoot, let root = scene.views[window].subviews.first {
      scene.viewControllers.append(ViewController(id: Names.controllers[0], view: root, behaviour: drawControllerBehaviour(&s)))
      scene.views[window].rootViewController = 0
      let presents = s.drawBool(trueProbability: scene.views.count < maxViews ? 0.2 : 0)
      if presents, scene.views.count < Names.views.count {
        let frame = Rect(x: 0, y: 0, width: 320, height: 480)
        let sheet = add(View(id: Names.views[scene.views.count], frame: frame, behaviour: drawBehaviour(&s)), absolute: frame)
        scene.views[window].subviews.append(sheet)
        scene.viewControllers.append(ViewController(id: Names.controllers[1], view: sheet, presentedBy: 0, behaviour: drawControllerBehaviour(&s)))
      }
      let child = s.drawBool(trueProbability: 0.15)
      if child, let child = scene.views[root].subviews.first {
        scene.viewControllers.append(ViewController(id: Names.controllers[scene.viewControllers.count], view: child, parent: 0))
      }
    }
    let classes: [AppDelegate.Class?] = [nil, .responder, .object, .viewController]
    if let kind = classes[s.drawWeighted([40, 40, 10, 10])] {
      scene.appDelegate = AppDelegate(class: kind, behaviour: s.drawBool(trueProbability: 0.3) ? .touches(.handle) : .forwardAll)
    }
    if s.drawBool(trueProbability: 0.1) { scene.application = .touches(.handle) }
  }

  func drawControllerBehaviour(_ s: inout ChoiceSource) -> ResponderBehaviour {
    var b = s.drawBool(trueProbability: 0.2) ? ResponderBehaviour.touches(.handle) : .forwardAll
    if s.drawBool(trueProbability: 0.3) { b.actions = ["tapped:"] }
    return b
  }

  /// None (raw 0), a view in a window, a detached view (refused), or the application (refused).
  mutating func generateFirstResponder(_ s: inout ChoiceSource) {
    switch s.drawWeighted([55, 35, 5, 5]) {
    case 1 where scene.views.count > 1:
      scene.firstResponder = .view(1 + s.drawIndex(count: scene.views.count - 1))
    case 2 where scene.views.count < Names.views.count:
      let frame = Rect(x: 0, y: 0, width: 10, height: 10)
      scene.firstResponder = .view(add(View(id: Names.views[scene.views.count], frame: frame), absolute: frame))
    case 3:
      scene.firstResponder = .application
    default:
      break
    }
  }

  /// Recognizers on views, with kinds, flags and relationships inside the capabilities.
  mutating func generateRecognizers(_ s: inout ChoiceSource) {
    let kinds: [(Capabilities, Int)] = [(.tap, 40), (.pan, 20), (.longPress, 10), (.swipe, 15), (.pinch, 5), (.rotation, 5)]
    let allowed = kinds.filter { allows($0.0) }
    while scene.recognizers.count < Names.recognizers.count, s.another(SpanLabel.recognizer, probability: scene.recognizers.count < 4 ? 0.6 : 0) {
      // Raw 0 is the first window, an ancestor of every view in it; other views are as likely as each other.
      let view = s.drawBool(trueProbability: 0.6) ? s.drawIndex(count: scene.views.count) : 0
      let kind: RecognizerKind
      switch allowed[s.drawWeighted(allowed.map { UInt64($0.1) })].0 {
      case .tap: kind = .tap(taps: s.drawBool(trueProbability: 0.25) ? 2 : 1, touches: s.drawBool(trueProbability: 0.1) ? 2 : 1)
      case .pan: kind = .pan(minimumTouches: s.drawBool(trueProbability: 0.15) ? 2 : 1, maximumTouches: Int.max)
      case .longPress: kind = .longPress(duration: 0.5, movement: 10, touches: 1, taps: 0)
      case .swipe:
        let directions: [SwipeDirections] = [.right, .left, .up, .down, [.left, .right], [.up, .down]]
        kind = .swipe(directions: directions[s.drawIndex(count: directions.count)], touches: 1)
      case .pinch: kind = .pinch
      default: kind = .rotation
      }
      var g = Recognizer(id: Names.recognizers[scene.recognizers.count], view: view, kind: kind)
      if allows(.recognizerFlags) {
        g.cancelsTouchesInView = !s.drawBool(trueProbability: 0.2)
        g.delaysTouchesBegan = s.drawBool(trueProbability: 0.2)
        g.delaysTouchesEnded = !s.drawBool(trueProbability: 0.2)
      }
      if allows(.recognizerConflicts) {
        g.isEnabled = !s.drawBool(trueProbability: 0.05)
        g.shouldBegin = !s.drawBool(trueProbability: 0.05)
        g.shouldReceive = !s.drawBool(trueProbability: 0.05)
        let count = scene.recognizers.count
        let requires = s.drawBool(trueProbability: 0.3) ? s.drawIndex(count: max(1, count)) : nil
        let simultaneous = s.drawBool(trueProbability: 0.2) ? s.drawIndex(count: max(1, count)) : nil
        if let r = requires, r < count { g.requiresFailureOf = [r] }
        if let r = simultaneous, r < count { g.simultaneousWith = [r] }
      }
      scene.recognizers.append(g)
      s.endSpan()
    }
  }
}
