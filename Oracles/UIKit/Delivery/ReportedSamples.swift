import TouchModel

extension OracleRules {
  /// The samples of a frame as the device reports them: fingers past its limit cancel every touch and are ignored
  /// until they lift (DEL-012); a move that kept its location has the phase DEL-011 gives it.
  func samplesAsReported(_ samples: [TouchSample]) -> [TouchSample] {
    var tracked = samplesWithinTouchLimit(samples)
    state.movedInPlace = []
    for k in tracked.indices where tracked[k].phase == .moved {
      let record = state.touches[tracked[k].touch]
      guard record.isActive, record.location == tracked[k].location else { continue }
      tracked[k].phase = phaseOfMoveInPlace(tracked[k])
      if tracked[k].phase == .moved { state.movedInPlace.append(tracked[k].touch) }
    }
    return tracked
  }

  /// DEL-011: a move in place is a move (UIKit reports one when the location or force changes); with
  /// `zeroMovementMoveIsStationary` it is stationary, as the phase page's "hasn’t moved" reads.
  package func literalPhaseOfMoveInPlace(_ sample: TouchSample) -> TouchPhase {
    state.fire(.del011)
    return state.profile.zeroMovementMoveIsStationary ? .stationary : .moved
  }

  /// DEL-012: the frame's samples once fingers past the device's limit are dropped. A finger landing while as many as
  /// the device tracks are down (those lifting in this frame included) makes the system cancel every touch (DEL-009);
  /// every finger then down, the new ones too, is ignored until it lifts.
  func samplesWithinTouchLimit(_ samples: [TouchSample]) -> [TouchSample] {
    for sample in samples where sample.phase == .ended && state.ignoredUntilLift[sample.touch] {
      state.ignoredUntilLift[sample.touch] = false
      state.omit(.touches, touch: sample.touch, by: .del012)
    }
    let tracked = samples.filter { !state.ignoredUntilLift[$0.touch] && !($0.phase == .ended && !state.touches[$0.touch].isActive) }
    let landing = tracked.filter { $0.phase == .began }
    guard !landing.isEmpty else { return tracked }
    let down = state.touches.members(.active).count + state.ignoredUntilLift.members(.set).count + landing.count
    guard exceedsTouchLimit(down) else { return tracked }
    // The new fingers are never hit-tested: the cancellation takes their frame.
    for sample in landing { state.omit([.hitTest, .visits, .touches, .recognizerTouches], touch: sample.touch, by: .del012) }
    let lifting = Set(tracked.filter { $0.phase == .ended }.map(\.touch))
    let stillDown = state.touches.members(.active).filter { !lifting.contains($0) }
    // As DEL-009's cancellation does: a scroll view dragging stops too.
    cancelScrolling(by: .del012)
    cancelAllTouches()
    for t in stillDown { state.ignoredUntilLift[t] = true }
    for sample in landing { state.ignoredUntilLift[sample.touch] = true }
    return []
  }

  /// DEL-012: more fingers than `maximumSimultaneousTouches` are past what the device tracks.
  package func literalExceedsTouchLimit(_ fingersDown: Int) -> Bool {
    let exceeds = Double(fingersDown) > state.profile.maximumSimultaneousTouches
    if exceeds { state.fire(.del012) }
    return exceeds
  }
}
