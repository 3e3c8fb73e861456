import TouchModel

extension FeatureChecker {
  /// The most fingers down at once when one lands: the frame's new fingers with those already down, even those lifting
  /// in the same frame (the device's count, DEL-012).
  package static func peakFingersDown(_ stream: TouchStream) -> Int { read(stream).peak }

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
  /// Fingers 0 to 63 as bits (a generated stream has at most 32): no array to allocate for every stream read.
  private var low: UInt64 = 0
  /// Fingers from 64 on (only streams from elsewhere have so many), at `touch - 64`.
  private var high: [Bool]
  /// How many fingers the stream names.
  private let touches: Int
  /// How many fingers are down.
  private(set) var count = 0

  /// None of the stream's fingers down.
  init(_ stream: TouchStream) {
    touches = stream.touchNames.count
    high = touches > 64 ? [Bool](copies: false, count: touches - 64) : []
  }

  /// The fingers a frame lands.
  static func landing(_ samples: [TouchSample]) -> Int {
    var landing = 0
    for sample in samples where sample.phase == .began { landing += 1 }
    return landing
  }

  /// A frame's samples: a finger that ends is up, any other is down.
  mutating func apply(_ samples: [TouchSample]) {
    for sample in samples where sample.touch >= 0 && sample.touch < touches {
      let nowDown = sample.phase != .ended
      if sample.touch < 64 {
        let bit: UInt64 = 1 << UInt64(sample.touch)
        if nowDown != (low & bit != 0) {
          count += nowDown ? 1 : -1
          low ^= bit
        }
      } else if nowDown != high[sample.touch - 64] {
        count += nowDown ? 1 : -1
        high[sample.touch - 64] = nowDown
      }
    }
  }

  /// A system cancellation: every finger up.
  mutating func liftAll() {
    low = 0
    for t in high.indices { high[t] = false }
    count = 0
  }
}
