import TouchModel

extension FeatureChecker {
  /// The most fingers down at once when one lands: the frame's new fingers with those already down, even those lifting
  /// in the same frame (the device's count, DEL-012).
  public static func peakFingersDown(_ stream: TouchStream) -> Int { read(stream).peak }

  /// The stream's features, with its peak of fingers down, in one pass (every generated case is read so): touches
  /// landing (hit testing), moves, stationary fingers and idle time (delivery), cancellation, events, and a finger
  /// landing while another is down (several fingers).
  static func read(_ stream: TouchStream) -> (used: Capabilities, peak: Int) {
    var used: Capabilities = []
    var peak = 0
    var fingers = FingersDown(stream)
    for item in stream.items {
      switch item.kind {
      case .touches(let samples):
        let landing = FingersDown.landing(samples)
        if landing > 0 {
          used.insert(.hitTesting)
          peak = max(peak, landing + fingers.count)
          // A frame's new fingers meet the fingers already down, even those lifting in the same frame.
          if landing + fingers.count > 1 { used.insert(.severalFingers) }
        }
        for sample in samples where sample.phase == .moved || sample.phase == .stationary { used.insert(.delivery) }
        fingers.apply(samples)
      case .idle:
        used.insert(.delivery)
      case .systemCancel:
        used.insert(.systemCancel)
        fingers.liftAll()
      case .event:
        used.insert(.events)
      }
    }
    return (used, peak)
  }
}

/// The fingers down as a stream is read, counted as they change (no list per frame: every generated case is read so).
struct FingersDown {
  private var isDown: [Bool]
  /// How many fingers are down.
  private(set) var count = 0

  /// None of the stream's fingers down.
  init(_ stream: TouchStream) { isDown = [Bool](copies: false, count: stream.touchNames.count) }

  /// The fingers a frame lands.
  static func landing(_ samples: [TouchSample]) -> Int {
    var landing = 0
    for sample in samples where sample.phase == .began { landing += 1 }
    return landing
  }

  /// A frame's samples: a finger that ends is up, any other is down.
  mutating func apply(_ samples: [TouchSample]) {
    for sample in samples where sample.touch < isDown.count {
      let nowDown = sample.phase != .ended
      if nowDown != isDown[sample.touch] {
        count += nowDown ? 1 : -1
        isDown[sample.touch] = nowDown
      }
    }
  }

  /// A system cancellation: every finger up.
  mutating func liftAll() {
    for t in isDown.indices { isDown[t] = false }
    count = 0
  }
}
