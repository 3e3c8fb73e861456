import TouchModel

extension OracleRules {
  /// GES-008: a long press takes first the full taps it requires (`numberOfTapsRequired`), then the press, which begins
  /// after its duration without too much movement, changes with moves and ends on a lift.
  func evaluateLongPress(_ g: Int, _ message: TouchMessage, _ touches: [Int], duration: Double, movement: Double, fingers: Int) {
    state.fire(.ges008)
    let r = state.recognizers[g]
    if r.state == .possible, r.tapCount < longPressTapsBeforePress(g) {
      return evaluateTapBeforePress(g, message, touches, movement: movement, fingers: fingers)
    }
    switch (message, r.state) {
    case (.began, .possible):
      pressTouchDown(g, duration: duration, fingers: fingers)
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

  /// GES-008: a finger of the press touches down: more than the fingers required fail it; after taps, its first finger
  /// lands within the multi-tap slop of the first tap; with all its fingers down, the press duration starts (it
  /// replaces the interval left after the last tap).
  func pressTouchDown(_ g: Int, duration: Double, fingers: Int) {
    let r = state.recognizers[g]
    if r.activeTouches.count > fingers { return fail(g, by: .ges008) }
    if r.tapCount > 0, landedBeyondSlop(g, r.activeTouches[0]) { return fail(g, by: .ges008) }
    if r.activeTouches.count == fingers { state.recognizers[g].deadline = state.time + duration }
  }

  /// GES-008, GES-007: a touch of a tap before the press. Each tap keeps GES-007's limits (its fingers, its maximum
  /// duration, the multi-tap slop) and the long press's allowable movement; a full tap counts and leaves the gap
  /// (`longPressTapGap`) for the next finger to land.
  func evaluateTapBeforePress(_ g: Int, _ message: TouchMessage, _ touches: [Int], movement: Double, fingers: Int) {
    var r = state.recognizers[g]
    switch message {
    case .began:
      if r.activeTouches.count > fingers { return fail(g, by: .ges008) }
      if r.fingersThisTap == 0 {
        let first = r.activeTouches[0]
        if r.tapCount > 0, landedBeyondSlop(g, first) { return fail(g, by: .ges008) }
        if r.firstTapLocation == nil { r.firstTapLocation = state.touches[first].start }
        r.deadline = state.time + state.profile.tapMaximumDuration
      }
      r.fingersThisTap = max(r.fingersThisTap, r.activeTouches.count)
    case .moved, .ended:
      if (r.activeTouches + touches).contains(where: { state.touches[$0].travel > movement }) { return fail(g, by: .ges008) }
      guard message == .ended, r.activeTouches.isEmpty else { return }
      guard r.fingersThisTap == fingers else { return fail(g, by: .ges008) }
      r.tapCount += 1
      r.fingersThisTap = 0
      r.deadline = state.time + longPressTapGap(g)
    case .cancelled:
      return
    }
    state.recognizers[g] = r
  }

  /// GES-008, GES-007: whether a touch after the first tap landed farther than the multi-tap slop from the first tap.
  func landedBeyondSlop(_ g: Int, _ touch: Int) -> Bool {
    guard let first = state.recognizers[g].firstTapLocation else { return false }
    return distance(state.touches[touch].start, first) > state.profile.multiTapSlop
  }

  /// GES-008: a long press's timer fired: with its taps done and its fingers down it begins; otherwise a tap was held
  /// too long, the gap after a tap ran out, or the press's fingers did not all land: it fails.
  func longPressTimedOut(_ g: Int, fingers: Int) {
    let r = state.recognizers[g]
    if r.tapCount >= longPressTapsBeforePress(g), r.activeTouches.count == fingers {
      attemptToRecognize(g, to: .began, by: .ges008, because: .ges006)
    } else {
      fail(g, by: .ges008, because: .ges006)
    }
  }

  /// GES-008: the taps required before the press, as the scene declares them.
  func longPressTapsBeforePress(_ g: Int) -> Int {
    guard case .longPress(_, _, _, let taps) = state.scene.recognizers[g].kind else { return 0 }
    return taps
  }

  /// GES-008, GES-007: after a tap before the press, the next finger lands within the multi-tap interval.
  package func literalLongPressTapGap(_ g: Int) -> Double {
    state.profile.multiTapInterval
  }
}
