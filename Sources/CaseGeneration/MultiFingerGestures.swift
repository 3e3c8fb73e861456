import PropertyTesting
import TouchModel

extension StreamBuilder {
  /// Two fingers (now and then on one point) moving apart or together, or the line between them turning: in steps,
  /// or in one move on, just under or just over the pinch scale or rotation angle; one finger listed as stationary,
  /// or left out of the frame, or moving too.
  mutating func pinch(_ s: inout ChoiceSource, at point: Point? = nil, coincident: Bool = false, stagedLift: Bool = false) {
    let a = newTouch()
    let b = newTouch()
    var pa = point ?? location(&s)
    let d0: Double = s.drawBool(trueProbability: 0.1) || coincident ? 0 : 60
    var pb = Point(x: pa.x + d0, y: pa.y)
    frame(.touches(shuffled([sample(a, .began, pa), sample(b, .began, pb)], &s)))
    let shape = s.drawWeighted([30, 30, 15, 15, 10])
    var first = true
    while first || s.another(SpanLabel.step, probability: stream.items.count < 40 ? 0.6 : 0) {
      wait(0.05)
      switch shape {
      case 1: pb = Point(x: pb.x, y: pb.y + [10, 4, 3][s.drawIndex(count: 3)])
      case 2: pb = scaled(pa, d0, &s)
      case 3: pb = turned(pa, d0, &s)
      case 4: pb = Point(x: max(pa.x, pb.x - 10), y: pb.y)
      default: pb = Point(x: pb.x + 10, y: pb.y)
      }
      var samples = [sample(b, .moved, pb)]
      switch s.drawWeighted([40, 40, 20]) {
      case 1: samples.append(sample(a, .stationary, pa))
      case 2: samples.append(sample(a, .moved, pa))
      default: break
      }
      frame(.touches(shuffled(samples, &s)))
      if !first { s.endSpan() }
      first = false
    }
    wait(0.05)
    // Both fingers lift together, or (under a pinch or rotation template) one first: the other then moves (a pinch goes on changing, a rotation waits,
    // GES-011 and GES-012), maybe a finger lands again beside it, and the last lift ends the gesture.
    guard stagedLift, s.drawBool(trueProbability: 0.35) else {
      frame(.touches(shuffled([sample(a, .ended, pa), sample(b, .ended, pb)], &s)))
      return
    }
    frame(.touches([sample(b, .ended, pb)]))
    wait(0.05)
    pa = Point(x: pa.x - [10, 3, 30][s.drawIndex(count: 3)], y: pa.y)
    frame(.touches([sample(a, .moved, pa)]))
    var last = [sample(a, .ended, pa)]
    if s.drawBool(trueProbability: 0.4) {
      let c = newTouch()
      let pc = Point(x: pa.x + 50, y: pa.y + 20)
      wait(0.05)
      frame(.touches([sample(c, .began, pc)]))
      wait(0.05)
      frame(.touches([sample(c, .moved, Point(x: pc.x + 12, y: pc.y + 12))]))
      last.append(sample(c, .ended, Point(x: pc.x + 12, y: pc.y + 12)))
    }
    wait(0.05)
    frame(.touches(shuffled(last, &s)))
  }

  /// The second finger moved along the line from the first so the pair's distance changed by a profile scale,
  /// exactly or on the nearest value either side, as the oracle computes it.
  func scaled(_ pa: Point, _ d0: Double, _ s: inout ChoiceSource) -> Point {
    let c = s.drawFromPool(boundaries.scales, probability: 0.9) { _ in 0.1 }
    let side = Side.draw(&s)
    let start = distance(pa, Point(x: pa.x + d0, y: pa.y))
    guard start > 0 else { return Point(x: pa.x + 6, y: pa.y) }
    let x = Crossing.input(near: pa.x + d0 * (1 + c), c, side) { x in abs(distance(pa, Point(x: x, y: pa.y)) / start - 1) }
    return Point(x: x, y: pa.y)
  }

  /// The second finger moved across the line from the first so the line turned by a profile angle, exactly (as the
  /// oracle compares squared cross and dot products through a tangent) or on the nearest value either side.
  func turned(_ pa: Point, _ d0: Double, _ s: inout ChoiceSource) -> Point {
    let angle = s.drawFromPool(boundaries.angles, probability: 0.9) { _ in 0.1 }
    let side = Side.draw(&s)
    guard d0 > 0 else { return Point(x: pa.x, y: pa.y + 6) }
    let t = tangent(angle)
    let v0x = (pa.x + d0) - pa.x
    let dot = v0x * v0x
    let threshold = t * t * dot * dot
    let y = Crossing.input(near: pa.y + d0 * t, threshold, side) { y in
      let cross = v0x * (y - pa.y)
      return cross * cross
    }
    return Point(x: pa.x + d0, y: y)
  }

  /// Two or three fingers (now and then landing on one point), each beginning, moving (sometimes by nothing),
  /// staying or lifting frame by frame (multiple and exclusive touch); samples listed in any order.
  mutating func fingers(_ s: inout ChoiceSource, at points: [Point] = []) {
    let count = 2 + s.drawIndex(count: 2)
    var ids: [Int] = []
    var at: [Point] = []
    var phase: [Int] = []  // 0 not begun, 1 down, 2 lifted
    for k in 0..<count {
      ids.append(newTouch())
      at.append(k > 0 && s.drawBool(trueProbability: 0.25) ? at[0] : k < points.count ? points[k] : location(&s))
      phase.append(0)
    }
    var frames = 0
    while phase.contains(where: { $0 < 2 }), frames < 8 {
      var samples: [TouchSample] = []
      for k in 0..<count {
        // Raw 0 lands a finger that has not begun and lifts one that is down, so the shortest gesture is every finger
        // down together, then up.
        switch phase[k] {
        case 0 where k == 0 || !s.drawBool(trueProbability: 0.4):
          samples.append(sample(ids[k], .began, at[k]))
          phase[k] = 1
        case 1:
          switch s.drawWeighted([30, 30, 40]) {
          case 1:
            at[k] = moved(at[k], by: [10, 0][s.drawWeighted([85, 15])], s.drawIndex(count: 4))
            samples.append(sample(ids[k], .moved, at[k]))
          case 2:
            samples.append(sample(ids[k], .stationary, at[k]))
          default:
            samples.append(sample(ids[k], .ended, at[k]))
            phase[k] = 2
          }
        default: break
        }
      }
      if !samples.isEmpty { frame(.touches(shuffled(samples, &s))) }
      wait(0.05)
      frames += 1
    }
    let still = (0..<count).filter { phase[$0] == 1 }.map { sample(ids[$0], .ended, at[$0]) }
    if !still.isEmpty { frame(.touches(still)) }
  }
}
