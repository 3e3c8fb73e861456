import TouchModel

extension OracleRules {
  /// GES-007: taps and fingers required, movement tolerance, maximum duration, multi-tap interval and slop.
  func evaluateTap(_ g: Int, _ message: TouchMessage, _ touches: [Int], taps: Int, fingers: Int) {
    state.fire(.ges007)
    switch message {
    case .began:
      tapTouchDown(g, touches, taps: taps, fingers: fingers)
    case .moved, .ended:
      if tapMovedTooFar(g, message, touches) { return tapFails(g, because: nil) }
      var r = state.recognizers[g]
      guard message == .ended, r.activeTouches.isEmpty else { return }
      guard r.fingersThisTap == fingers else { return tapFails(g, because: nil) }
      r.tapCount += 1
      r.fingersThisTap = 0
      r.deadline = r.tapCount >= taps ? nil : state.time + state.profile.multiTapInterval
      state.recognizers[g] = r
      if r.tapCount >= taps { attemptToRecognize(g, to: .ended, by: .ges007) }
    case .cancelled:
      break
    }
  }

  /// GES-007: a finger of a tap touches down: a next tap must land within the multi-tap slop of the first, the first
  /// finger of a tap starts its maximum duration, and more fingers than required fail it.
  package func literalTapTouchDown(_ g: Int, _ touches: [Int], taps: Int, fingers: Int) {
    let profile = state.profile
    var r = state.recognizers[g]
    let location = state.touches[touches[0]].start
    if r.tapCount > 0, r.fingersThisTap == 0, let first = r.firstTapLocation, distance(location, first) > profile.multiTapSlop {
      return tapFails(g, because: nil)
    }
    if r.firstTapLocation == nil { r.firstTapLocation = location }
    if r.fingersThisTap == 0 { r.deadline = state.time + profile.tapMaximumDuration }
    r.fingersThisTap = max(r.fingersThisTap, r.activeTouches.count)
    state.recognizers[g] = r
    if r.activeTouches.count > fingers { tapFails(g, because: nil) }
  }

  /// GES-007: whether a finger of a tap, on a move or at its lift, is farther from where it touched down than the
  /// movement tolerance.
  package func literalTapMovedTooFar(_ g: Int, _ message: TouchMessage, _ touches: [Int]) -> Bool {
    touches.contains { state.touches[$0].travel > state.profile.tapMovementTolerance }
  }

  /// GES-006, GES-007: a tap's timer ran out (the maximum duration with fingers down, the multi-tap interval between
  /// taps): the tap fails.
  package func literalTapTimedOut(_ g: Int) {
    tapFails(g, because: .ges006)
  }

  /// GES-007: a tap that broke one of its limits fails (`cause`: the rule that made it fail now, such as its timer).
  package func literalTapFails(_ g: Int, because cause: RuleID?) {
    fail(g, by: .ges007, because: cause)
  }
}
