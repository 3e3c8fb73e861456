import PropertyTesting
import TouchModel

extension ScenarioTemplates {
  /// Scroll views meeting recognizers of other fingers and of large steps (issue 20's first two input classes).
  static let scrollFingerTemplates: [ScenarioTemplate] = [
    ScenarioTemplate(
      name: "a finger landing on another view's recognizer during a scroll", requires: [.hitTesting, .delivery, .scrollViews, .severalFingers],
      oneOf: .recognizerKinds, build: landingOnAnotherRecognizer, matches: { $0.landsOnAnotherRecognizerDuringScroll }, weight: 2),
    ScenarioTemplate(
      name: "one large step in a scroll view past its content's recognizer", requires: [.hitTesting, .delivery, .scrollViews],
      oneOf: [.swipe, .tap, .longPress, .pan], build: largeStepPastRecognizer, matches: { $0.takesLargeStepPastContentRecognizer }, weight: 2),
  ]

  /// Two rows in a scroll view, a recognizer of a claimed kind on the second (and now and then one on the first); a
  /// finger drags the first row far enough to scroll, then another lands on the second row and taps, holds or moves.
  static func landingOnAnotherRecognizer(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let scroll = t.scrollContainer(Rect(x: 0, y: 40, width: 320, height: 400), in: window, &s)
    let first = t.optionalView(.view, Rect(x: 20, y: 40, width: 280, height: 80), in: scroll, &s)
    let second = t.optionalView(.view, Rect(x: 20, y: 200, width: 280, height: 80), in: scroll, &s)
    t.optionally(&s, 0.97) { t, s in
      if let kind = t.drawKind(&s, among: [(.tap, 40), (.longPress, 20), (.pan, 20), (.swipe, 20)]) { t.recognizer(kind, on: second, &s) }
    }
    t.optionally(&s, 0.25) { t, s in if let kind = t.drawKind(&s) { t.recognizer(kind, on: first, &s) } }
    t.scene.makeScrollView(scroll, ScrollDraw(&s))
    let (from, landing) = (t.scene.absoluteFrames[first].mid, t.scene.absoluteFrames[second].mid)
    var stream = t.stream()
    stream.repeated(&s) { stream, s in stream.landDuringScroll(&s, from: from, landing: landing) }
    return stream
  }

  /// A row in a scroll view with a recognizer (a swipe mostly) on it, touched and moved in one step of at least the
  /// swipe distance (50 pt by default), so the recognizer decides in the frame where the scroll view may scroll.
  static func largeStepPastRecognizer(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let scroll = t.scrollContainer(Rect(x: 0, y: 40, width: 320, height: 400), in: window, &s)
    let row = t.optionalView(.view, Rect(x: 20, y: 120, width: 280, height: 160), in: scroll, &s)
    t.optionally(&s, 0.97) { t, s in
      if let kind = t.drawKind(&s, among: [(.swipe, 55), (.tap, 15), (.longPress, 15), (.pan, 15)]) { t.recognizer(kind, on: row, &s) }
    }
    t.scene.makeScrollView(scroll, ScrollDraw(&s))
    let centre = t.scene.absoluteFrames[row].mid
    var stream = t.stream()
    stream.repeated(&s) { stream, s in stream.largeStep(&s, from: centre) }
    return stream
  }
}

extension StreamBuilder {
  /// A finger lands, waits (before the scroll delay or past it) and moves three scroll distances in one or two steps
  /// (diagonally, so along any axes a scroll view scrolls); another finger lands elsewhere meanwhile and lifts at once,
  /// holds past a long press, or moves; then both lift, the first or the second first.
  mutating func landDuringScroll(_ s: inout ChoiceSource, from start: Point, landing: Point) {
    let t = newTouch()
    frame(.touches([sample(t, .began, start)]))
    let began = lastTime
    if s.drawBool(trueProbability: 0.5) { wait(boundaries.scrollDelay, after: began, Side.draw(&s)) } else { wait(0.05) }
    let direction = Direction.diagonals[s.drawIndex(count: Direction.diagonals.count)]
    // Equal whole offsets on both axes, each past the scroll distance at the last step.
    let reach = 3 * max(boundaries.scrollDistance, 1)
    let steps = 1 + s.drawIndex(count: 2)
    var at = start
    for k in 1...steps {
      let d = (reach * Double(k) / Double(steps)).rounded(.up)
      at = Grid.snap(Point(x: start.x + (direction.dx < 0 ? -d : d), y: start.y + (direction.dy < 0 ? -d : d)))
      frame(.touches([sample(t, .moved, at)]))
      wait(0.05)
    }
    let u = newTouch()
    frame(.touches([sample(u, .began, landing)]))
    switch s.drawWeighted([40, 20, 20, 20]) {
    case 1:
      wait(0.6)
      frame(.idle)
    case 2:
      wait(0.05)
      frame(.touches([sample(u, .moved, Point(x: landing.x + 20, y: landing.y))]))
    case 3:
      wait(0.05)
      frame(.touches([sample(u, .moved, Crossing.end(from: landing, along: Direction(1, 0), length: max(boundaries.swipeDistance, 1), .above))]))
    default:
      break
    }
    wait(0.05)
    if s.drawBool(trueProbability: 0.3) {
      frame(.touches([sample(t, .ended, at)]))
      wait(0.05)
    }
    liftFingers()
  }

  /// A finger lands (before the scroll delay or past it) and moves in one step of at least 50 pt, on, just under or
  /// just over the swipe distance or beyond, along a direction some swipe recognizer permits (mostly) or an axis;
  /// maybe moves on; then lifts.
  mutating func largeStep(_ s: inout ChoiceSource, from start: Point) {
    let t = newTouch()
    frame(.touches([sample(t, .began, start)]))
    let began = lastTime
    if s.drawBool(trueProbability: 0.4) { wait(boundaries.scrollDelay, after: began, Side.draw(&s)) } else { wait(0.05) }
    let permitted = scene.recognizers.compactMap { g -> SwipeDirections? in if case .swipe(let d, _) = g.kind { d } else { nil } }
    var direction = Direction.axes[s.drawIndex(count: Direction.axes.count)]
    if !permitted.isEmpty, s.drawBool(trueProbability: 0.8) {
      let chosen = permitted[s.drawIndex(count: permitted.count)]
      let named = SwipeDirections.named.filter { chosen.contains($0.1) }.map(\.1)
      let d = named.isEmpty ? SwipeDirections.right : named[s.drawIndex(count: named.count)]
      direction = d == .right ? Direction(1, 0) : d == .left ? Direction(-1, 0) : d == .down ? Direction(0, 1) : Direction(0, -1)
    }
    let length = [max(boundaries.swipeDistance, 50), 50, 80][s.drawWeighted([60, 20, 20])]
    var at = Crossing.end(from: start, along: direction, length: length, Side.drawLeaningOn(&s))
    frame(.touches([sample(t, .moved, at)]))
    if s.drawBool(trueProbability: 0.3) {
      wait(0.05)
      at = Grid.snap(direction.point(from: at, at: 20))
      frame(.touches([sample(t, .moved, at)]))
    }
    wait(0.05)
    frame(.touches([sample(t, .ended, at)]))
  }
}

extension CaseReading {
  /// Whether a finger lands in a scroll view, on another view than a finger already down there that has moved, and
  /// the view it lands on carries a recognizer (read from frames; the oracle decides whether a scroll really began).
  var landsOnAnotherRecognizerDuringScroll: Bool {
    let scrolls = scene.views.indices.filter { scene.views[$0].kind == .scrollView }
    guard !scrolls.isEmpty, !scene.recognizers.isEmpty, stream.touchNames.count > 1 else { return false }
    let fingers = self.fingers
    for b in fingers {
      guard let view = deepestView(at: b.start), hasRecognizer(view), let sv = scrolls.first(where: { isDescendant(view, of: $0) && view != $0 }) else { continue }
      for a in fingers where a.beganItem < b.beganItem && a.endItem > b.beganItem && a.steps.contains(where: { $0.item < b.beganItem }) {
        if let other = deepestView(at: a.start), other != view, isDescendant(other, of: sv) { return true }
      }
    }
    return false
  }

  /// Whether a finger that begins on a view with a recognizer inside a scroll view moves at least 50 pt in one step.
  var takesLargeStepPastContentRecognizer: Bool {
    guard scene.views.indices.contains(where: { scene.views[$0].kind == .scrollView }), !scene.recognizers.isEmpty else { return false }
    return fingers.contains { f in
      guard f.steps.contains(where: { distance($0.from, $0.to) >= 50 }), let view = deepestView(at: f.start), hasRecognizer(view) else { return false }
      return scene.views.indices.contains { scene.views[$0].kind == .scrollView && $0 != view && isDescendant(view, of: $0) }
    }
  }
}
