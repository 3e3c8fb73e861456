import PropertyTesting
import TouchModel

extension StreamBuilder {
  /// One gesture-shaped piece of input; raw 0 is the shortest, a finger that touches down.
  ///
  /// The gesture is drawn whole, then a draw keeps it (almost always) or keeps only its first finger touching down
  /// (raw 0), so a shrink can reduce any gesture to one touch without shifting a choice.
  mutating func gesture(_ s: inout ChoiceSource) {
    let multi = allows(.severalFingers)
    // The gesture is built in place and rewound when dropped: a copy of the builder per gesture copied the stream.
    // `location` reads the scene alone, so it draws the same point before or after a new touch is named.
    let before = mark
    switch s.drawWeighted([10, 25, 15, 10, 10, 10, 10, multi ? 5 : 0, multi ? 10 : 0]) {
    case 1: tap(at: location(&s), &s)
    case 2: drag(&s, stepLengths: [10, 5, 20, 49, 51, 80, 0])
    case 3: hold(&s)
    case 4: doubleTap(&s)
    case 5: drag(&s, stepLengths: [60, 49, 51, 80])
    case 6: swipe(&s)
    case 7: pinch(&s)
    case 8: fingers(&s)
    default: land(at: location(&s))
    }
    keepOrReduce(since: before, &s)
  }

  /// Down and up: a duration and a movement just under, exactly at or just over the tap thresholds, or ordinary.
  mutating func tap(at start: Point, _ s: inout ChoiceSource) {
    let t = newTouch()
    frame(.touches([sample(t, .began, start)]))
    let began = lastTime
    if s.drawBool(trueProbability: 0.2) {
      wait(boundaries.drawDuration(&s, otherwise: boundaries.durations.first ?? 0.75), after: began, Side.draw(&s))
    } else {
      wait([0.1, 0.74, 0.76][s.drawWeighted([80, 10, 10])])
    }
    var end = start
    if s.drawBool(trueProbability: 0.3) {
      end = Crossing.end(from: start, along: Direction.draw(&s), length: boundaries.drawLength(&s, otherwise: 9), Side.draw(&s))
    }
    frame(.touches([sample(t, .ended, end)]))
  }

  /// Two taps, the second within, exactly at or beyond the multi-tap interval and slop of the first.
  mutating func doubleTap(_ s: inout ChoiceSource, at point: Point? = nil) {
    let start = point ?? location(&s)
    tap(at: start, &s)
    waitForNextTap(&s)
    var second = start
    if s.drawBool(trueProbability: 0.4) {
      second = Crossing.end(from: fingers[stream.touchNames.count - 1].at, along: Direction.draw(&s), length: boundaries.drawLength(&s, otherwise: 29), Side.draw(&s))
    }
    tap(at: second, &s)
  }

  /// After a tap's lift: a gap within, exactly at or beyond the multi-tap interval.
  mutating func waitForNextTap(_ s: inout ChoiceSource) {
    let ended = lastTime
    if s.drawBool(trueProbability: 0.4) {
      wait(boundaries.drawDuration(&s, otherwise: 0.35), after: ended, Side.draw(&s))
    } else {
      wait([0.1, 0.34, 0.36][s.drawWeighted([70, 15, 15])])
    }
  }

  /// Down, then moves along one direction (pans, drags out of a view; a step may be zero), sometimes a system
  /// cancellation, then up.
  mutating func drag(_ s: inout ChoiceSource, stepLengths: [Double], from start: Point? = nil, direction chosen: Direction? = nil) {
    let t = newTouch()
    var at = start ?? location(&s)
    frame(.touches([sample(t, .began, at)]))
    let direction = chosen ?? Direction.draw(&s)
    let length = s.drawFromPool(boundaries.lengths, probability: 0.3) { s in
      stepLengths[s.drawWeighted([60] + Array(repeating: 10, count: stepLengths.count - 1))]
    }
    let side = Side.draw(&s)
    // Steps in spans, the first too (a drag may have none: a press and a lift where it landed).
    var steps = 0
    while s.another(SpanLabel.step, probability: stream.items.count < 40 ? (steps == 0 ? 0.95 : 0.5) : 0) {
      steps += 1
      wait(0.05)
      if abs(direction.dx) == abs(direction.dy) {
        // At 45°, equal whole offsets on both axes, so the motion is exactly as far along one axis as the other.
        let d = max(1, (length * abs(direction.dx)).rounded())
        at = Point(x: at.x + (direction.dx < 0 ? -d : d), y: at.y + (direction.dy < 0 ? -d : d))
      } else {
        at = Crossing.end(from: at, along: direction, length: length, side)
      }
      frame(.touches([sample(t, .moved, at)]))
      s.endSpan()
    }
    wait(0.05)
    if allows(.systemCancel), s.drawBool(trueProbability: 0.1) { frame(.systemCancel) } else { frame(.touches([sample(t, .ended, at)])) }
  }

  /// One straight move: forward travel on, just under or just over a length (the swipe distance), sideways travel
  /// on or next to a ratio of it (the swipe deviation), at a time on or next to a duration; then up.
  mutating func swipe(_ s: inout ChoiceSource, from point: Point? = nil, horizontal: Bool = false) {
    let t = newTouch()
    let start = point ?? location(&s)
    frame(.touches([sample(t, .began, start)]))
    let began = lastTime
    // Mostly along a direction some swipe recognizer of the scene permits.
    let permitted = scene.recognizers.compactMap { g -> SwipeDirections? in if case .swipe(let d, _) = g.kind { d } else { nil } }
    var vertical = s.drawBool() && !horizontal
    var backwards = s.drawBool()
    if !permitted.isEmpty, s.drawBool(trueProbability: 0.7) {
      let chosen = permitted[s.drawIndex(count: permitted.count)]
      let named = SwipeDirections.named.filter { chosen.contains($0.1) }.map(\.1)
      let d = named.isEmpty ? SwipeDirections.right : named[s.drawIndex(count: named.count)]
      (vertical, backwards) = (d == .up || d == .down, d == .left || d == .up)
    }
    let sideways = s.drawBool()
    let (a0, c0) = vertical ? (start.y, start.x) : (start.x, start.y)
    let a = Crossing.offset(from: a0, by: boundaries.drawLength(&s, otherwise: 60), negative: backwards, Side.draw(&s))
    let ratio = s.drawFromPool(boundaries.ratios, probability: 0.6) { _ in 0 }
    let c = Crossing.offset(from: c0, by: ratio * abs(a - a0), negative: sideways, ratio == 0 ? .at : Side.drawLeaningOn(&s))
    let end = vertical ? Point(x: c, y: a) : Point(x: a, y: c)
    if s.drawBool(trueProbability: 0.3) { wait(boundaries.drawDuration(&s, otherwise: 0.5), after: began, Side.draw(&s)) } else { wait(0.05) }
    frame(.touches([sample(t, .moved, end)]))
    wait(0.05)
    frame(.touches([sample(t, .ended, end)]))
  }

  /// Down, maybe a move on or next to a length (the allowable movement), time passes on, just under or just over a
  /// duration (the press duration), maybe a move, then up. When the scene has long presses that take taps first,
  /// mostly the taps come before, where the press lands.
  mutating func hold(_ s: inout ChoiceSource, at point: Point? = nil, moving: Double = 0.3) {
    let at = point ?? location(&s)
    let taps = tapsBeforePress
    if taps > 0, s.drawBool(trueProbability: 0.7) {
      for _ in 0..<taps {
        tap(at: at, &s)
        waitForNextTap(&s)
      }
    }
    let t = newTouch()
    frame(.touches([sample(t, .began, at)]))
    let began = lastTime
    var end = at
    if s.drawBool(trueProbability: moving) {
      wait(0.05)
      // The scene's own allowable movements first, then the profile's lengths.
      let own = pressMovements
      let lengths = !own.isEmpty && s.drawBool(trueProbability: 0.7) ? own : boundaries.pressLengths
      end = Crossing.end(from: at, along: Direction.draw(&s), length: lengths[s.drawIndex(count: lengths.count)], Side.draw(&s))
      frame(.touches([sample(t, .moved, end)]))
    }
    let durations = !pressDurations.isEmpty && s.drawBool(trueProbability: 0.7) ? pressDurations : boundaries.durations
    if s.drawBool(trueProbability: 0.5) {
      wait(durations[s.drawIndex(count: durations.count)], after: began, Side.draw(&s))
    } else {
      milliseconds = Int((began * 1000).rounded()) + [510, 490, 600][s.drawWeighted([60, 20, 20])]
    }
    frame(.idle)
    if s.drawBool(trueProbability: 0.3) {
      wait(0.05)
      end = moved(end, by: [11, 9, 30][s.drawIndex(count: 3)], s.drawIndex(count: 4))
      frame(.touches([sample(t, .moved, end)]))
    }
    wait(0.05)
    frame(.touches([sample(t, .ended, end)]))
  }

  /// The allowable movements of the scene's long-press recognizers.
  var pressMovements: [Double] {
    scene.recognizers.compactMap { g in if case .longPress(_, let m, _, _) = g.kind { m } else { nil } }
  }

  /// The most taps a long press of the scene takes before its press.
  var tapsBeforePress: Int {
    scene.recognizers.compactMap { g in if case .longPress(_, _, _, let taps) = g.kind { taps } else { nil } }.max() ?? 0
  }

  /// The long-press durations of the scene's recognizers.
  var pressDurations: [Double] {
    scene.recognizers.compactMap { g in if case .longPress(let d, _, _, _) = g.kind { d } else { nil } }
  }
}
