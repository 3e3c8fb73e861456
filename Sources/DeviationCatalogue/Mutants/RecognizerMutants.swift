import TouchModel
import UIKitOracle

extension OracleRules {
  /// GES-001: the window's recognizers see a touch first.
  func recognizersOutermostFirst(seeingTouchOn hit: Int) -> [Int] {
    var levels: [[Int]] = []
    var current: Int? = hit
    while let view = current {
      levels.append(state.scene.recognizers.indices.filter { g in
        let spec = state.scene.recognizers[g]
        return spec.view == view && spec.isEnabled && spec.shouldReceive
      })
      current = state.superviews[view]
    }
    return levels.reversed().flatMap { $0 }
  }
}

/// GES-002: `isEnabled` is checked only before recognizing, so a disabled recognizer still sees touches (and may recognize).
enum DisabledRecognizersSeeTouches {
  /// The case as the engine reads it: every recognizer enabled.
  static func misread(_ c: TouchCase) -> TouchCase { c.changingRecognizers { $0.isEnabled = true } }
}

extension OracleRules {
  /// GES-003: a system cancellation cancels every recognizer, even one that has not begun (possible → cancelled).
  func possibleCancelled(_ g: Int) {
    guard case .possible = state.recognizers[g].state else { return literalCancelBySystem(g) }
    // The illegal transition GES-003 forbids, so written without `setState`'s check.
    state.recognizers[g].deadline = nil
    state.recognizers[g].held = nil
    state.recognizers[g].state = .cancelled
    state.emit(.recognizerState(recognizer: g, .cancelled), by: .ges003, decidedBy: Decision(.del009))
    sendGestureAction(g, order: nil)
  }

  /// GES-004: a continuous gesture cancelled by the system gets no final action.
  func noFinalAction(_ g: Int) {
    switch state.recognizers[g].state {
    case .began, .changed: setState(g, .cancelled, by: .del009)
    default: literalCancelBySystem(g)
    }
  }

  /// GES-005: a recognizer that recognized is never reset (reset is called on failure only), so it sees no later gesture.
  ///
  /// The oracle resets participants when the sequence settles, right after the frame whose lift ends it; the mutant
  /// forgets its recognized recognizers there, in the one step every touch frame calls after the recognizers.
  func recognizedNeverReset() -> [(TouchPhase, TouchMessage)] {
    let lifting = Set(state.currentSamples.filter { $0.phase == .ended }.map(\.touch))
    if state.touches.indices.allSatisfy({ !state.touches[$0].isActive || lifting.contains($0) }) {
      for g in state.recognizers.indices where state.recognizers[g].state == .ended { state.recognizers[g].participating = false }
    }
    return literalPhaseOrder()
  }

  /// GES-006: a timer fires only once the clock has passed its deadline, not at an item exactly on it.
  ///
  /// Deadlines are set while the recognizers see a touch frame; the mutant moves each one that an item of the stream
  /// lands on exactly to the next representable time, in the step every touch frame calls after the recognizers.
  func timersFireAfterDeadline() -> [(TouchPhase, TouchMessage)] {
    for g in state.recognizers.indices {
      guard let d = state.recognizers[g].deadline, state.touchCase.stream.items.contains(where: { $0.time == d }) else { continue }
      state.recognizers[g].deadline = d.nextUp
    }
    return literalPhaseOrder()
  }

  /// GES-013: a failed recognizer is still handed the touches it has seen (and does nothing with them).
  ///
  /// The oracle hands touches to recognizers inside its frame step; the mutant hands the failed ones theirs in the step
  /// every touch frame calls right after the recognizers, before the views, as a port's loop would.
  func failedKeepReceiving() -> [(TouchPhase, TouchMessage)] {
    let samples = state.currentSamples
    for g in state.recognizers.indices where state.recognizers[g].state == .failed && state.recognizers[g].participating {
      // Failed before this frame (the oracle skipped it); one that failed on this frame's touches already had them.
      guard !state.trace.contains(where: { $0.frame == state.frame && $0.kind == .recognizerState(recognizer: g, .failed) }) else { continue }
      for (phase, message) in [(TouchPhase.moved, TouchMessage.moved), (.ended, .ended)] {
        let touches = samples.filter { $0.phase == phase && state.recognizers[g].touches.contains($0.touch) }.map(\.touch).sorted()
        if !touches.isEmpty { state.emit(.recognizerTouches(recognizer: g, message, touches), by: .grd001) }
      }
    }
    return literalPhaseOrder()
  }
}
