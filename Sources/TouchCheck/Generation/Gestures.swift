import PropertyTesting
import TouchModel

extension StreamBuilder {
  /// One gesture-shaped piece of input; raw 0 is the shortest, a finger that touches down.
  mutating func gesture(_ s: inout ChoiceSource) {
    let multi = allows(.severalFingers)
    switch s.drawWeighted([10, 30, 20, 10, 10, 10, multi ? 5 : 0, multi ? 10 : 0]) {
    case 1: tap(at: location(&s), &s)
    case 2: drag(&s, stepLengths: [10, 5, 20, 49, 51, 80])
    case 3: hold(&s)
    case 4: doubleTap(&s)
    case 5: drag(&s, stepLengths: [60, 49, 51, 80])
    case 6: pinch(&s)
    case 7: fingers(&s)
    default: frame(.touches([sample(newTouch(), .began, location(&s))]))
    }
  }

  /// Down and up, with durations and movements just under and over the tap thresholds.
  mutating func tap(at start: Point, _ s: inout ChoiceSource) {
    let t = newTouch()
    frame(.touches([sample(t, .began, start)]))
    wait([0.1, 0.74, 0.76][s.drawWeighted([80, 10, 10])])
    frame(.touches([sample(t, .ended, Point(x: start.x + [0, 9, 11][s.drawWeighted([80, 10, 10])], y: start.y))]))
  }

  /// Two taps, the second within or beyond the multi-tap interval and slop.
  mutating func doubleTap(_ s: inout ChoiceSource) {
    let start = location(&s)
    tap(at: start, &s)
    wait([0.1, 0.34, 0.36][s.drawWeighted([70, 15, 15])])
    tap(at: Point(x: start.x + [0, 29, 31][s.drawWeighted([70, 15, 15])], y: start.y), &s)
  }

  /// Down, then moves in one direction (pans, swipes, drags out of a view), sometimes a system cancellation, then up.
  mutating func drag(_ s: inout ChoiceSource, stepLengths: [Double]) {
    let t = newTouch()
    var at = location(&s)
    frame(.touches([sample(t, .began, at)]))
    let direction = s.drawIndex(count: 4)
    let length = stepLengths[s.drawWeighted([60] + Array(repeating: 10, count: stepLengths.count - 1))]
    var first = true
    while first || s.another(SpanLabel.step, probability: stream.items.count < 40 ? 0.5 : 0) {
      wait(0.05)
      at = moved(at, by: length, direction)
      frame(.touches([sample(t, .moved, at)]))
      if !first { s.endSpan() }
      first = false
    }
    wait(0.05)
    if allows(.systemCancel), s.drawBool(trueProbability: 0.1) { frame(.systemCancel) } else { frame(.touches([sample(t, .ended, at)])) }
  }

  /// Down, time passes just under or over the long-press duration, maybe a move, then up.
  mutating func hold(_ s: inout ChoiceSource) {
    let t = newTouch()
    let at = location(&s)
    frame(.touches([sample(t, .began, at)]))
    wait([0.51, 0.49, 0.6][s.drawWeighted([60, 20, 20])])
    frame(.idle)
    var end = at
    if s.drawBool(trueProbability: 0.3) {
      wait(0.05)
      end = moved(at, by: [11, 9, 30][s.drawIndex(count: 3)], s.drawIndex(count: 4))
      frame(.touches([sample(t, .moved, end)]))
    }
    wait(0.05)
    frame(.touches([sample(t, .ended, end)]))
  }

  /// Two fingers moving apart (or turning), the other sometimes stationary.
  mutating func pinch(_ s: inout ChoiceSource) {
    let a = newTouch()
    let b = newTouch()
    let pa = location(&s)
    var pb = Point(x: pa.x + 60, y: pa.y)
    frame(.touches([sample(a, .began, pa), sample(b, .began, pb)]))
    let turn = s.drawBool(trueProbability: 0.3)
    var first = true
    while first || s.another(SpanLabel.step, probability: stream.items.count < 40 ? 0.6 : 0) {
      wait(0.05)
      pb = turn ? Point(x: pb.x, y: pb.y + 10) : Point(x: pb.x + 10, y: pb.y)
      frame(.touches(s.drawBool(trueProbability: 0.5) ? [sample(a, .stationary, pa), sample(b, .moved, pb)] : [sample(b, .moved, pb)]))
      if !first { s.endSpan() }
      first = false
    }
    wait(0.05)
    frame(.touches([sample(a, .ended, pa), sample(b, .ended, pb)]))
  }

  /// Two or three fingers, each beginning, moving or lifting frame by frame (multiple and exclusive touch).
  mutating func fingers(_ s: inout ChoiceSource) {
    let count = 2 + s.drawIndex(count: 2)
    var ids: [Int] = []
    var at: [Point] = []
    var phase: [Int] = []  // 0 not begun, 1 down, 2 lifted
    for _ in 0..<count {
      ids.append(newTouch())
      at.append(location(&s))
      phase.append(0)
    }
    var frames = 0
    while phase.contains(where: { $0 < 2 }), frames < 8 {
      var samples: [TouchSample] = []
      for k in 0..<count {
        switch phase[k] {
        case 0 where k == 0 || s.drawBool(trueProbability: 0.6):
          samples.append(sample(ids[k], .began, at[k]))
          phase[k] = 1
        case 1:
          switch s.drawWeighted([40, 30, 30]) {
          case 1:
            at[k] = moved(at[k], by: 10, s.drawIndex(count: 4))
            samples.append(sample(ids[k], .moved, at[k]))
          case 2:
            samples.append(sample(ids[k], .ended, at[k]))
            phase[k] = 2
          default:
            samples.append(sample(ids[k], .stationary, at[k]))
          }
        default: break
        }
      }
      if !samples.isEmpty { frame(.touches(samples)) }
      wait(0.05)
      frames += 1
    }
    let still = (0..<count).filter { phase[$0] == 1 }.map { sample(ids[$0], .ended, at[$0]) }
    if !still.isEmpty { frame(.touches(still)) }
  }
}
