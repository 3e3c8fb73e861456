import TouchModel
import UIKitOracle

/// The oracle's recognizer transitions (GES-003, GES-004, GRC-001, GRC-003, GRD-003, GRD-004), ported step for step.
///
/// A mutant whose bug sits inside a step the oracle keeps internal (a system cancellation, a control's tracking)
/// re-implements the public hook around it with these copies, changing only its bug. They call the same public hooks
/// the oracle's own steps call; `PortedStepsTests` checks that a run built from them equals the oracle's.
extension OracleRules {
  /// GES-003: moves a recognizer to a new state and traces it with the rule that decided the move.
  func portedSetState(_ g: Int, _ new: RecognizerState, by rule: RuleID) {
    state.recognizers[g].state = new
    state.emit(.recognizerState(recognizer: g, new), by: .ges003, decidedBy: Decision(rule))
  }

  /// GES-004: the action message, in the current state (GRD-005 placed it when it orders it against a cancellation).
  func portedAction(_ g: Int, order: RuleID? = nil) {
    state.emit(.recognizerAction(recognizer: g, state.recognizers[g].state), by: .ges004, decidedBy: Decision(.ges004, order: order))
  }

  /// Whether a recognition has view touches to cancel, so GRD-005 orders the action and the cancellation.
  func portedCancelsViewTouches(_ g: Int) -> Bool {
    guard state.scene.recognizers[g].cancelsTouchesInView else { return false }
    return state.recognizers[g].touches.contains { t in
      let record = state.touches[t]
      return record.isDelivered && record.isBound && record.viewGotBegan && !record.viewGotEnd
    }
  }

  /// GES-013: whether a recognizer still gets touches.
  func portedReceivesTouches(_ g: Int) -> Bool {
    switch state.recognizers[g].state {
    case .possible, .began, .changed: return true
    case .ended, .failed, .cancelled:
      state.fire(.ges013)
      state.omit(.recognizerTouches, recognizer: g, by: .ges013)
      return false
    }
  }

  /// Recognition: state, action and the view's touches, then the recognizers it blocks and the touches it withheld.
  func portedRecognize(_ g: Int, to target: RecognizerState, by rule: RuleID) {
    state.recognizers[g].deadline = nil
    portedSetState(g, target, by: state.recognizers[g].admittedBy ?? rule)
    if !portedCancelsViewTouches(g) {
      portedAction(g)
      cancelTouchesOnRecognition(g)
    } else if cancelsBeforeAction(g) {
      cancelTouchesOnRecognition(g)
      portedAction(g, order: .grd005)
    } else {
      portedAction(g, order: .grd005)
      cancelTouchesOnRecognition(g)
    }
    portedBlockOthers(g)
    portedReleaseWithheldTouches()
    portedResolveHeldRecognizers()
  }

  /// Failure: no action; withheld touches may go to their views and held recognizers may proceed.
  func portedFail(_ g: Int, by rule: RuleID) {
    guard state.recognizers[g].state == .possible else { return }
    state.recognizers[g].deadline = nil
    state.recognizers[g].held = nil
    portedSetState(g, .failed, by: rule)
    portedReleaseWithheldTouches()
    portedResolveHeldRecognizers()
  }

  /// GRC-001: a recognition fails every other possible recognizer that shares a touch, unless simultaneous.
  func portedBlockOthers(_ g: Int) {
    for other in state.recognizers.indices where other != g && state.recognizers[other].state == .possible && portedSharesTouches(g, other) {
      if recognizeSimultaneously(g, other) { continue }
      state.fire(.grc001)
      portedFail(other, by: .grc001)
    }
  }

  /// Whether two recognizers have seen a common touch.
  func portedSharesTouches(_ a: Int, _ b: Int) -> Bool {
    state.recognizers[a].touches.contains { state.recognizers[b].touches.contains($0) }
  }

  /// GRC-003: held recognizers proceed or fail once what they wait for has decided.
  func portedResolveHeldRecognizers() {
    for g in state.recognizers.indices {
      guard let target = state.recognizers[g].held, state.recognizers[g].state == .possible else { continue }
      switch failureRequirement(g) {
      case .wait: continue
      case .fail: portedFail(g, by: .grc003)
      case .proceed:
        state.recognizers[g].held = nil
        if isBlocked(g) { portedFail(g, by: .grc001) } else { portedRecognize(g, to: target, by: .grc003) }
      }
    }
  }

  /// GRD-003, GRD-004: withheld phases go to the view once nothing delays them, one touch at a time.
  func portedReleaseWithheldTouches() {
    for t in state.touches.indices {
      let record = state.touches[t]
      guard record.isDelivered, record.isBound, let view = record.view, record.pendingBegan || record.pendingEnded else { continue }
      if record.pendingBegan {
        guard !delaysBegan(t) else {
          state.omit(.touches, touch: t, by: .grd003)
          continue
        }
        state.touches[t].pendingBegan = false
        state.touches[t].viewGotBegan = true
        state.decide(.grd003)
        deliver(.began, [t], to: .view(view))
        state.touches[t].pendingMoved = false
        if state.touches[t].location != state.touches[t].start {
          state.touches[t].locationReportedInFrame = state.frame
          state.decide(.grd003)
          deliver(.moved, [t], to: .view(view))
        }
      }
      if state.touches[t].pendingEnded, state.touches[t].isBound {
        guard !delaysEnded(t) else {
          state.omit(.touches, touch: t, by: .grd004)
          continue
        }
        state.touches[t].pendingEnded = false
        state.touches[t].viewGotEnd = true
        state.decide(record.pendingBegan ? .grd003 : .grd004)
        deliver(.ended, [t], to: .view(view))
      }
    }
  }

  /// A finger lifts: it is no longer active, and its view remembers the end for tap counts (CTL-010).
  func portedEndTouch(_ touch: Int) {
    let record = state.touches[touch]
    state.touches[touch].isActive = false
    if let view = record.view { state.lastTouchEnd[view] = (state.time, record.location, record.tapCount) }
  }

  /// DEL-010: the sequence ends when no finger is down.
  func portedEndSequenceIfNoFingerIsDown() {
    if state.sequenceActive, !state.touches.contains(where: \.isActive) {
      state.fire(.del010)
      state.sequenceActive = false
    }
  }
}

/// Adds a touch to its view's group, making the group when the view is new (views keep first-appearance order).
func portedAddToGroups(_ groups: inout [(view: Int, touches: [Int])], view: Int, touch: Int) {
  if let k = groups.firstIndex(where: { $0.view == view }) { groups[k].touches.append(touch) } else { groups.append((view, [touch])) }
}

/// The distance between two points, computed as the oracle computes it.
func portedDistance(_ a: Point, _ b: Point) -> Double {
  let dx = a.x - b.x
  let dy = a.y - b.y
  return (dx * dx + dy * dy).squareRoot()
}
