import PropertyTesting
import TouchModel

extension StreamBuilder {
  /// A finger lands, first moves before the scroll delay (raw 0) or on, just under or just over it, in steps whose
  /// distance from the landing point is on, just under or just over a multiple of the scroll distance (or short, or
  /// long), along an axis or slantwise; now and then a second finger lands and moves meanwhile; then it lifts (or,
  /// with system cancellation, the system cancels).
  mutating func scrollDrag(_ s: inout ChoiceSource, from start: Point) {
    let t = newTouch()
    frame(.touches([sample(t, .began, start)]))
    let began = lastTime
    let late = s.drawBool(trueProbability: 0.6)
    let delaySide = Side.draw(&s)
    if late { wait(boundaries.scrollDelay, after: began, delaySide) } else { wait(0.05) }
    let directions = [Direction(0, 1), Direction(1, 0), Direction(0, -1), Direction(-1, 0), Direction(3, 4), Direction(1, 1)]
    let direction = directions[s.drawWeighted([30, 30, 10, 10, 10, 10])]
    let length = [boundaries.scrollDistance, 4, 3 * boundaries.scrollDistance][s.drawWeighted([60, 20, 20])]
    let side = Side.draw(&s)
    let second = s.drawBool(trueProbability: 0.3)
    var at = start
    var steps = 0
    while steps == 0 || s.another(SpanLabel.step, probability: stream.items.count < 40 ? 0.5 : 0) {
      steps += 1
      at = Crossing.end(from: start, along: direction, length: length * Double(steps), side)
      frame(.touches([sample(t, .moved, at)]))
      if steps > 1 { s.endSpan() }
      wait(0.05)
    }
    if second, allows(.severalFingers) {
      // Another finger lands beside the first while it is down (during a scroll, or while the content has it).
      let u = newTouch()
      let landing = Point(x: start.x + 20, y: start.y)
      frame(.touches([sample(u, .began, landing)]))
      wait(0.05)
      frame(.touches([sample(u, .moved, Point(x: landing.x + 20 * direction.dx, y: landing.y + 20 * direction.dy))]))
      wait(0.05)
    }
    if allows(.systemCancel), s.drawBool(trueProbability: 0.1) { frame(.systemCancel) } else { liftFingers() }
  }
}
