import TouchModel

extension FeatureChecker {
  /// Touches landing (hit testing), moves, stationary fingers and idle time (delivery), cancellation, events, and
  /// a finger landing while another is down (several fingers).
  static func streamFeatures(_ stream: TouchStream) -> Capabilities {
    var used: Capabilities = []
    var isDown = [Bool](repeating: false, count: stream.touchNames.count)
    for item in stream.items {
      switch item.kind {
      case .touches(let samples):
        let landing = samples.filter { $0.phase == .began }.count
        if landing > 0 { used.insert(.hitTesting) }
        // A frame's new fingers meet the fingers already down, even those lifting in the same frame.
        if landing > 0, landing + isDown.filter({ $0 }).count > 1 { used.insert(.severalFingers) }
        for sample in samples {
          switch sample.phase {
          case .moved, .stationary: used.insert(.delivery)
          case .began, .ended: break
          }
          if sample.touch < isDown.count { isDown[sample.touch] = sample.phase != .ended }
        }
      case .idle:
        used.insert(.delivery)
      case .systemCancel:
        used.insert(.systemCancel)
        isDown = isDown.map { _ in false }
      case .event:
        used.insert(.events)
      }
    }
    return used
  }

  /// The most fingers down at once when one lands: the frame's new fingers with those already down, even those lifting
  /// in the same frame (the device's count, DEL-012).
  public static func peakFingersDown(_ stream: TouchStream) -> Int {
    // The fingers down are counted as they change, without a list per frame: every generated case asks.
    var isDown = [Bool](repeating: false, count: stream.touchNames.count)
    var down = 0
    var peak = 0
    for item in stream.items {
      switch item.kind {
      case .touches(let samples):
        var landing = 0
        for sample in samples where sample.phase == .began { landing += 1 }
        if landing > 0 { peak = max(peak, landing + down) }
        for sample in samples where sample.touch < isDown.count {
          let nowDown = sample.phase != .ended
          if nowDown != isDown[sample.touch] {
            down += nowDown ? 1 : -1
            isDown[sample.touch] = nowDown
          }
        }
      case .systemCancel:
        for t in isDown.indices { isDown[t] = false }
        down = 0
      case .idle, .event:
        break
      }
    }
    return peak
  }
}
