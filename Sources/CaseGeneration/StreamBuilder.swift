import PropertyTesting
import TouchModel

/// Builds a stream from choices: touches only (hit-test engines) or gesture-shaped input, placed exactly on the
/// profile's thresholds and on their nearest neighbours.
struct StreamBuilder {
  let capabilities: Capabilities
  let scene: Scene
  let frames: [Rect]
  let boundaries: Boundaries
  /// The views that are controls, so some touches aim at them or at their knobs.
  let controls: [Int]
  /// The scene's conversions between screen and view coordinates, made once.
  let coordinates: LocalCoordinates
  var stream = TouchStream()
  /// The clock in whole milliseconds, so ordinary times print exactly.
  var milliseconds = 0
  /// An exact time set for the next item (a threshold or its neighbour), instead of the millisecond clock.
  var exactTime: Double?
  /// Each finger's last location and whether it is down, indexed like `stream.touchNames`.
  var fingers: [(at: Point, isDown: Bool)] = []

  /// Creates a builder; `frames` are the scene's views in screen coordinates (transforms ignored), from the scene builder.
  init(capabilities: Capabilities, scene: Scene, frames: [Rect], boundaries: Boundaries) {
    self.capabilities = capabilities
    self.scene = scene
    self.frames = frames
    self.boundaries = boundaries
    controls = scene.views.indices.filter { scene.views[$0].kind.isControl }
    coordinates = LocalCoordinates(scene)
    // Room for a typical stream, so the first frames and fingers do not grow the arrays one reallocation at a time.
    stream.items.reserveCapacity(8)
    stream.touchNames.reserveCapacity(4)
    fingers.reserveCapacity(4)
  }

  /// Whether the capabilities claim all of `c` (a method, not a closure: a closure would copy the builder).
  func allows(_ c: Capabilities) -> Bool { capabilities.isSuperset(of: c) }

  mutating func generate(_ s: inout ChoiceSource) {
    guard allows(.delivery) else {
      parts(&s, SpanLabel.touch, more: { stream in stream.touchNames.count < Names.touches.count && stream.touchNames.count < 4 ? 0.4 : 0 }) { b, s, _ in
        if !b.allows(.severalFingers) { b.liftFingers() }
        b.land(at: b.location(&s))
        b.wait(0.1)
      }
      return
    }
    parts(&s, SpanLabel.gesture, more: { stream in stream.touchNames.count < Names.touches.count - 3 && stream.items.count < 30 ? 0.45 : 0 }) { b, s, k in
      let pause: Double
      switch s.drawWeighted([60, 10, 10, 10, 10]) {
      case 1: pause = 0.2
      case 2: pause = 0.34
      case 3: pause = 0.36
      case 4: pause = 2.0
      default: pause = 1.0
      }
      if k > 0 { b.wait(pause) }
      if !b.allows(.severalFingers) { b.liftFingers() }
      let sendsEvent = s.drawBool(trueProbability: b.allows(.events) ? 0.15 : 0)
      let event: NonTouchEvent
      switch s.drawIndex(count: 3) {
      case 1: event = .remoteControl
      case 2: event = .press
      default: event = .motion
      }
      if sendsEvent, b.allows(.events) { b.frame(.event(event)) }
      b.gesture(&s)
    }
  }

  /// At least one part made by `body`, then more while a draw says so. Every part, the first included, sits in a span
  /// with its "one more?" draw (the first's is drawn and ignored) and draws the same choices whichever it is, so a
  /// shrink can delete any part, the first too, and the next takes its place without shifting a choice. `more` reads
  /// the stream made so far (the stream alone: handing it the whole builder copied the builder at every part).
  mutating func parts(
    _ s: inout ChoiceSource, _ label: UInt32, more: (TouchStream) -> Double, _ body: (inout StreamBuilder, inout ChoiceSource, Int) -> Void
  ) {
    var k = 0
    while true {
      s.beginSpan(label)
      let another = s.drawBool(trueProbability: k == 0 ? 1 : more(stream))
      guard k == 0 || (another && more(stream) > 0) else {
        s.cancelSpan()
        return
      }
      body(&self, &s, k)
      s.endSpan()
      k += 1
    }
  }

  /// Where the builder stands, to come back to with `rewind(to:)` (items and fingers are only ever appended).
  struct Mark {
    var items: Int
    var touches: Int
    var milliseconds: Int
    var exactTime: Double?
    var fingers: [(at: Point, isDown: Bool)]
  }

  /// Where the builder stands now.
  var mark: Mark { Mark(items: stream.items.count, touches: stream.touchNames.count, milliseconds: milliseconds, exactTime: exactTime, fingers: fingers) }

  /// Forgets everything made since `mark` was taken: the builder is as it was then, without copying the stream.
  mutating func rewind(to mark: Mark) {
    stream.items.removeSubrange(mark.items...)
    stream.touchNames.removeSubrange(mark.touches...)
    milliseconds = mark.milliseconds
    exactTime = mark.exactTime
    fingers = mark.fingers
  }

  /// Keeps the gesture made since `before` (a draw, almost always), or only a finger landing where it began (raw 0),
  /// so a shrink can reduce a gesture to one touch without shifting any choice.
  mutating func keepOrReduce(since before: Mark, _ s: inout ChoiceSource) {
    if s.drawBool(trueProbability: 0.97) { return }
    let start = stream.items.dropFirst(before.items).lazy.compactMap(\.firstBegan).first
    rewind(to: before)
    if let start { land(at: start) }
  }

  /// The time of the last item, or 0.
  var lastTime: Double { stream.items.last?.time ?? 0 }

  /// Appends an item at the current time (never before the last item) and follows the fingers it moves.
  mutating func frame(_ kind: StreamItem.Kind) {
    let time = max(exactTime ?? Double(milliseconds) / 1000, lastTime)
    exactTime = nil
    stream.items.append(StreamItem(time: time, kind: kind))
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

  /// Waits until `seconds` after the time of an earlier item, as the oracle adds a duration to that item's time to
  /// set a deadline: the next item lands exactly on that deadline, or on the nearest time below or above it.
  mutating func wait(_ seconds: Double, after start: Double, _ side: Side) {
    let deadline = start + seconds
    let time = side == .at ? deadline : side == .below ? deadline.nextDown : deadline.nextUp
    milliseconds = max(milliseconds, Int((time * 1000).rounded(.up)))
    exactTime = max(time, lastTime)
  }

  mutating func newTouch() -> Int {
    stream.touchNames.append(Names.touches[stream.touchNames.count])
    fingers.append((.zero, false))
    return stream.touchNames.count - 1
  }

  /// A frame where a new finger lands at `point` (one call: `sample(newTouch(), …)` copied the builder, which the
  /// new touch changes while `sample` reads it).
  mutating func land(at point: Point) {
    let t = newTouch()
    frame(.touches([sample(t, .began, point)]))
  }

  /// A sample at the nearest grid point (every location lies on `Grid`).
  func sample(_ t: Int, _ phase: TouchPhase, _ at: Point) -> TouchSample { TouchSample(touch: t, phase: phase, location: Grid.snap(at)) }

  /// Moves a point by a distance in one of four directions (raw 0: rightwards).
  func moved(_ p: Point, by distance: Double, _ direction: Int) -> Point {
    switch direction {
    case 1: Point(x: p.x - distance, y: p.y)
    case 2: Point(x: p.x, y: p.y + distance)
    case 3: Point(x: p.x, y: p.y - distance)
    default: Point(x: p.x + distance, y: p.y)
    }
  }

  /// The samples of a frame, now and then listed in another order than touch order (raw 0 keeps it).
  func shuffled(_ samples: [TouchSample], _ s: inout ChoiceSource) -> [TouchSample] {
    guard samples.count > 1, s.drawBool(trueProbability: 0.3) else { return samples }
    var rest = samples
    var result: [TouchSample] = []
    while !rest.isEmpty { result.append(rest.remove(at: s.drawIndex(count: rest.count))) }
    return result
  }
}
