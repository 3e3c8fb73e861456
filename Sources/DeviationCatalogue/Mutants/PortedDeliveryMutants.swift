import TouchModel
import UIKitOracle

extension OracleRules {
  /// DEL-003, DEL-004: for each changed touch of a frame, that touch's view gets the frame's whole touch set (every touch
  /// down, on any view, in any phase) in that touch's phase, so a view with two new touches gets touchesBegan twice.
  func wholeTouchSetSentOncePerTouch(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] {
    let everyTouch = state.touches.indices.filter { state.touches[$0].isActive && state.touches[$0].isDelivered }
    var groups: [(view: Int, touches: [Int])] = []
    for sample in samples where sample.phase == phase {
      let record = state.touches[sample.touch]
      guard record.isDelivered, let view = record.view else { continue }
      groups.append((view, everyTouch))
    }
    return groups
  }

  /// DEL-003: the application hands each touch frame to every window, and each window delivers every touch whatever window
  /// it is in, so with N windows each view gets each message N times (window after window).
  func everyWindowRedeliversEveryTouch() -> [(TouchPhase, TouchMessage)] {
    let once = literalPhaseOrder()
    return (0..<max(1, state.scene.windows.count)).flatMap { _ in once }
  }

  /// DEL-004: a view's touchesMoved carries all of that view's current touches, the stationary ones included (a frame in
  /// which none of its touches moved still sends it nothing).
  func movedDeliversStationaryTouches(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] {
    var groups = literalMessageGroups(samples, phase: phase)
    guard phase == .moved else { return groups }
    let changing = Set(state.currentSamples.filter { $0.phase != .stationary }.map(\.touch))
    for k in groups.indices {
      for (t, r) in state.touches.enumerated() where r.view == groups[k].view && !changing.contains(t) && isQuietlyHeld(r) {
        groups[k].touches.append(t)
      }
      groups[k].touches.sort()
    }
    return groups
  }

  /// A touch its view is tracking: delivered, bound, began received and no end yet, not held or taken by a scroll view.
  func isQuietlyHeld(_ r: TouchRecord) -> Bool {
    r.isActive && r.isDelivered && r.isBound && r.viewGotBegan && !r.viewGotEnd && !r.pendingBegan && r.takenByScroll == nil
      && r.refusedByScroll == nil
  }

  /// DEL-002, DEL-008: each move and lift is hit-tested again and dropped when no view is under the finger: the touch's
  /// view never gets that touchesMoved, nor its touchesEnded when the finger lifts over nothing.
  /// `silent` keeps, for the run, the same scene hit-tested without recording, so the extra hit tests leave the trace
  /// alone.
  func touchLostWhenFingerLeavesAllViews(
    _ samples: [TouchSample], phase: TouchPhase, silent: RunMemory<OracleRules?>
  ) -> [(view: Int, touches: [Int])] {
    guard phase == .moved || phase == .ended else { return literalMessageGroups(samples, phase: phase) }
    let hitTests = silent.value ?? OracleRules(state: OracleState(state.touchCase, recording: []))
    silent.value = hitTests
    let found = samples.filter { $0.phase != phase || hitTests.hitTestWindows(at: $0.location) != nil }
    return literalMessageGroups(found, phase: phase)
  }

  /// EVT-002: a non-touch event goes to the first responder; with none it is dropped without a trace, never reaching the
  /// key window.
  func responderEventsDroppedWithoutFirstResponder(_ event: NonTouchEvent) {
    guard state.firstResponder != nil else { return }
    literalDeliverEvent(event)
  }
}
