import PropertyTesting
import TouchModel

extension SceneBuilder {
  /// Recognizers on views, with kinds, counts, flags and relationships inside the capabilities.
  ///
  /// Counts, flags and relationships are drawn whatever the capabilities, then kept only when claimed; an unclaimed
  /// one takes the value where its mechanism does nothing (one tap of one finger, flags off, no relationship).
  mutating func generateRecognizers(_ s: inout ChoiceSource) {
    let kinds: [(Capabilities, Int)] = [(.tap, 40), (.pan, 20), (.longPress, 10), (.swipe, 15), (.pinch, 5), (.rotation, 5)]
    let allowed = kinds.filter { allows($0.0) }
    while scene.recognizers.count < Names.recognizers.count, s.another(SpanLabel.recognizer, probability: scene.recognizers.count < 4 ? 0.6 : 0) {
      // Raw 0 is the first window, an ancestor of every view in it; other views are as likely as each other.
      let view = s.drawBool(trueProbability: 0.6) ? s.drawIndex(count: scene.views.count) : 0
      var g = Recognizer(id: Names.recognizers[scene.recognizers.count], view: view, kind: drawRecognizerKind(allowed, &s))
      drawFlags(into: &g, &s)
      drawConflicts(into: &g, &s)
      scene.recognizers.append(g)
      s.endSpan()
    }
  }

  /// A kind among the claimed ones, with tap and touch counts, touch limits and long-press parameters varied only
  /// when claimed (a long press's duration and movement are its own thresholds, drawn from the profile's too).
  func drawRecognizerKind(_ allowed: [(Capabilities, Int)], _ s: inout ChoiceSource) -> RecognizerKind {
    switch allowed[s.drawWeighted(allowed.map { UInt64($0.1) })].0 {
    case .tap:
      let taps = 1 + s.drawWeighted([75, 20, 5])
      let touches = 1 + s.drawWeighted([88, 10, 2])
      return .tap(taps: allows(.tapCount) ? taps : 1, touches: allows(.touchCount) ? touches : 1)
    case .pan:
      let minimum = 1 + s.drawWeighted([85, 15])
      let maximum = s.drawWeighted([75, 10, 10, 5])
      let maximumTouches = maximum == 0 ? Int.max : maximum
      guard allows(.touchCount) else { return .pan(minimumTouches: 1, maximumTouches: .max) }
      return .pan(minimumTouches: minimum, maximumTouches: max(minimum, maximumTouches))
    case .longPress:
      let duration = s.drawFromPool(boundaries.longPressDurations, probability: 0.3) { _ in 0.5 }
      let movement = s.drawFromPool(boundaries.longPressMovements, probability: 0.3) { _ in 10 }
      let touches = 1 + s.drawWeighted([85, 15])
      let taps = s.drawWeighted([90, 10])
      return .longPress(duration: duration, movement: movement, touches: allows(.touchCount) ? touches : 1, taps: allows(.tapCount) ? taps : 0)
    case .swipe:
      let directions: [SwipeDirections] = [.right, .left, .up, .down, [.left, .right], [.up, .down], [.right, .up], [.left, .right, .up, .down]]
      let touches = 1 + s.drawWeighted([85, 15])
      return .swipe(directions: directions[s.drawIndex(count: directions.count)], touches: allows(.touchCount) ? touches : 1)
    case .pinch: return .pinch
    default: return .rotation
    }
  }

  /// cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded: drawn, or off when not claimed.
  func drawFlags(into g: inout Recognizer, _ s: inout ChoiceSource) {
    let keepsTouches = s.drawBool(trueProbability: 0.2)
    let delaysBegan = s.drawBool(trueProbability: 0.2)
    let endsAtOnce = s.drawBool(trueProbability: 0.2)
    g.cancelsTouchesInView = allows(.cancelsTouchesInView) && !keepsTouches
    g.delaysTouchesBegan = allows(.delaysTouchesBegan) && delaysBegan
    g.delaysTouchesEnded = allows(.delaysTouchesEnded) && !endsAtOnce
  }

  /// Enabled state, delegate answers, a require-to-fail link and a simultaneous pair, each only when claimed.
  func drawConflicts(into g: inout Recognizer, _ s: inout ChoiceSource) {
    let disabled = s.drawBool(trueProbability: 0.05)
    let refusesToBegin = s.drawBool(trueProbability: 0.05)
    let refusesTouches = s.drawBool(trueProbability: 0.05)
    let count = scene.recognizers.count
    let requires = s.drawBool(trueProbability: 0.3) ? s.drawIndex(count: max(1, count)) : nil
    let simultaneous = s.drawBool(trueProbability: 0.2) ? s.drawIndex(count: max(1, count)) : nil
    g.isEnabled = !(disabled && allows(.disabledRecognizers))
    g.shouldBegin = !(refusesToBegin && allows(.delegateShouldBegin))
    g.shouldReceive = !(refusesTouches && allows(.delegateShouldReceive))
    if let r = requires, r < count, allows(.requireToFail) { g.requiresFailureOf = [r] }
    if let r = simultaneous, r < count, allows(.simultaneousRecognition) { g.simultaneousWith = [r] }
  }

  /// Now and then a view from a recognizer's view down refuses it in its own `gestureRecognizerShouldBegin`.
  ///
  /// Drawn after the whole case, so claiming `.viewShouldBegin` leaves every earlier choice where it was.
  mutating func generateViewRefusals(_ s: inout ChoiceSource) {
    guard !scene.recognizers.isEmpty, s.drawBool(trueProbability: 0.2) else { return }
    let g = s.drawIndex(count: scene.recognizers.count)
    var below: [Int] = []
    func walk(_ v: Int) {
      below.append(v)
      for sub in scene.views[v].subviews { walk(sub) }
    }
    walk(scene.recognizers[g].view)
    scene.views[below[s.drawIndex(count: below.count)]].refusesRecognizers.append(g)
  }
}
