import PropertyTesting
import TouchModel

/// Builds a stream from choices: touches only (hit-test engines) or gesture-shaped input, biased to the profile's thresholds.
struct StreamBuilder {
  let capabilities: Capabilities
  let frames: [Rect]
  /// The views that are controls, so some touches aim at them.
  let controls: [Int]
  var stream = TouchStream()
  /// The clock in whole milliseconds, so times print exactly.
  var milliseconds = 0
  /// Each finger's last location and whether it is down, indexed like `stream.touchNames`.
  var fingers: [(at: Point, isDown: Bool)] = []

  /// Creates a builder; `frames` are the scene's views in screen coordinates (transforms ignored), from the scene builder.
  init(capabilities: Capabilities, scene: Scene, frames: [Rect]) {
    self.capabilities = capabilities
    self.frames = frames
    controls = scene.views.indices.filter { scene.views[$0].kind.isControl }
  }

  var allows: (Capabilities) -> Bool { { capabilities.isSuperset(of: $0) } }

  mutating func generate(_ s: inout ChoiceSource) {
    guard allows(.delivery) else {
      var first = true
      while first || (stream.touchNames.count < Names.touches.count && s.another(SpanLabel.touch, probability: stream.touchNames.count < 4 ? 0.4 : 0)) {
        if !allows(.severalFingers) { liftFingers() }
        frame(.touches([sample(newTouch(), .began, location(&s))]))
        if !first { s.endSpan() }
        first = false
        wait(0.1)
      }
      return
    }
    var first = true
    while first || (stream.touchNames.count < Names.touches.count - 3 && s.another(SpanLabel.gesture, probability: stream.items.count < 30 ? 0.45 : 0)) {
      if !first { wait([1.0, 0.2, 0.34, 0.36, 2.0][s.drawWeighted([60, 10, 10, 10, 10])]) }
      if !allows(.severalFingers) { liftFingers() }
      if allows(.events), s.drawBool(trueProbability: 0.08) {
        frame(.event([NonTouchEvent.motion, .remoteControl, .press][s.drawIndex(count: 3)]))
      }
      gesture(&s)
      if !first { s.endSpan() }
      first = false
    }
  }

  /// Appends an item at the current time and follows the fingers it moves.
  mutating func frame(_ kind: StreamItem.Kind) {
    stream.items.append(StreamItem(time: Double(milliseconds) / 1000, kind: kind))
    switch kind {
    case .touches(let samples):
      for sample in samples { fingers[sample.touch] = (sample.location, sample.phase != .ended) }
    case .systemCancel:
      for t in fingers.indices { fingers[t].isDown = false }
    case .idle, .event:
      break
    }
  }

  /// Lifts every finger still down where it is, in one frame (without several fingers, before the next one lands).
  mutating func liftFingers() {
    let down = fingers.indices.filter { fingers[$0].isDown }.map { sample($0, .ended, fingers[$0].at) }
    if !down.isEmpty { frame(.touches(down)) }
  }

  /// Advances the clock by seconds (rounded to milliseconds).
  mutating func wait(_ seconds: Double) { milliseconds += Int((seconds * 1000).rounded()) }

  mutating func newTouch() -> Int {
    stream.touchNames.append(Names.touches[stream.touchNames.count])
    fingers.append((.zero, false))
    return stream.touchNames.count - 1
  }

  func sample(_ t: Int, _ phase: TouchPhase, _ at: Point) -> TouchSample { TouchSample(touch: t, phase: phase, location: at) }

  /// A grid point (raw 0: the origin), or a point on, just inside or just outside an edge of some view.
  func location(_ s: inout ChoiceSource) -> Point {
    if !controls.isEmpty, s.drawBool(trueProbability: 0.3) {
      let f = frames[controls[s.drawIndex(count: controls.count)]]
      return Point(x: f.minX + f.size.width / 2, y: f.minY + f.size.height / 2)
    }
    if !s.drawBool(trueProbability: 0.65) {
      return Point(x: Double(5 * s.drawInt(in: 0...64)), y: Double(5 * s.drawInt(in: 0...96)))
    }
    let f = frames[s.drawIndex(count: frames.count)]
    func offset(_ length: Double, _ s: inout ChoiceSource) -> Double {
      [length / 2, 0, length, length - 0.5, -0.5, -12, length + 12][s.drawWeighted([40, 15, 15, 10, 10, 5, 5])]
    }
    return Point(x: f.minX + offset(f.size.width, &s), y: f.minY + offset(f.size.height, &s))
  }

  /// Moves a point by a distance in one of four directions (raw 0: rightwards).
  func moved(_ p: Point, by distance: Double, _ direction: Int) -> Point {
    switch direction {
    case 1: Point(x: p.x - distance, y: p.y)
    case 2: Point(x: p.x, y: p.y + distance)
    case 3: Point(x: p.x, y: p.y - distance)
    default: Point(x: p.x + distance, y: p.y)
    }
  }
}
