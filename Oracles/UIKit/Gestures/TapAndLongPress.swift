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
  public func literalTapTouchDown(_ g: Int, _ touches: [Int], taps: Int, fingers: Int) {
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
  public func literalTapMovedTooFar(_ g: Int, _ message: TouchMessage, _ touches: [Int]) -> Bool {
    touches.contains { state.touches[$0].travel > state.profile.tapMovementTolerance }
  }

  /// GES-006, GES-007: a tap's timer ran out (the maximum duration with fingers down, the multi-tap interval between
  /// taps): the tap fails.
  public func literalTapTimedOut(_ g: Int) {
    tapFails(g, because: .ges006)
  }

  /// GES-007: a tap that broke one of its limits fails (`cause`: the rule that made it fail now, such as its timer).
  public func literalTapFails(_ g: Int, because cause: RuleID?) {
    fail(g, by: .ges007, because: cause)
  }

  /// GES-008: a long press begins after its duration without too much movement, changes with moves, ends on a lift.
  func evaluateLongPress(_ g: Int, _ message: TouchMessage, duration: Double, movement: Double, fingers: Int) {
    state.fire(.ges008)
    let r = state.recognizers[g]
    switch (message, r.state) {
    case (.began, .possible):
      if r.activeTouches.count > fingers { return fail(g, by: .ges008) }
      if r.activeTouches.count == fingers { state.recognizers[g].deadline = state.time + duration }
    case (.moved, .possible):
      if r.activeTouches.contains(where: { state.touches[$0].travel > movement }) { fail(g, by: .ges008) }
    case (.moved, .began), (.moved, .changed):
      changeGesture(g, by: .ges008)
    case (.ended, .possible):
      fail(g, by: .ges008)
    case (.ended, .began), (.ended, .changed):
      finishGesture(g, by: .ges008)
    default:
      break
    }
  }

  /// GES-006: a recognizer's timer fired; the recognizer's own rule decides what that means (a tap's in `tapTimedOut`).
  func timerFired(_ g: Int) {
    state.fire(.ges006)
    guard state.recognizers[g].held == nil else { return }
    if case .tap = state.scene.recognizers[g].kind { return tapTimedOut(g) }
    guard state.recognizers[g].state == .possible else { return }
    switch state.scene.recognizers[g].kind {
    case .longPress(_, _, let fingers, _) where state.recognizers[g].activeTouches.count == fingers:
      attemptToRecognize(g, to: .began, by: .ges008, because: .ges006)
    default:
      fail(g, by: gestureRule(g), because: .ges006)
    }
  }

  /// The rule of a recognizer's own analysis (GES-007…012), which decides its timeouts.
  func gestureRule(_ g: Int) -> RuleID {
    switch state.scene.recognizers[g].kind {
    case .tap: .ges007
    case .longPress: .ges008
    case .swipe: .ges009
    case .pan: .ges010
    case .pinch: .ges011
    case .rotation: .ges012
    }
  }
}
