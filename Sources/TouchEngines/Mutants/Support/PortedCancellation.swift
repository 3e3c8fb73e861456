import TouchModel
import UIKitOracle

/// How a ported system cancellation (DEL-009) goes wrong, if it does.
enum CancellationBug {
  /// The literal reading.
  case none
  /// Views get touchesEnded instead of touchesCancelled (DEL-009).
  case endedForCancelled
  /// A cancelled continuous gesture gets no final action (GES-004).
  case noFinalAction
  /// A recognizer that has not begun is cancelled instead of failed, an illegal transition (GES-003).
  case possibleCancelled
  /// Views are never told: the engine has no cancelled phase, so no touchesCancelled is sent (DEL-009).
  case viewsNotTold
  /// A pan ignores the cancellation: it stays in its state, with no action (GES-003).
  case panIgnoresCancel
}

extension OracleRules {
  /// DEL-009, ported: the oracle's `cancelAllTouches` step for step, through its public steps; `bug` changes one step.
  func portedCancelAllTouches(_ bug: CancellationBug) {
    state.fire(.del009)
    for touch in state.touches.indices where state.touches[touch].isActive {
      if state.touches[touch].pendingBegan || state.touches[touch].pendingEnded { state.omit(.touches, touch: touch, by: .del009) }
      state.touches[touch].pendingBegan = false
      state.touches[touch].pendingMoved = false
      state.touches[touch].pendingEnded = false
    }
    for g in state.recognizers.indices where state.recognizers[g].participating {
      let active = state.recognizers[g].activeTouches
      guard !active.isEmpty, receivesTouches(g) else { continue }
      state.emit(.recognizerTouches(recognizer: g, .cancelled, active.sorted()), by: .grd001, decidedBy: Decision(.del009))
      state.recognizers[g].activeTouches = []
      if bug == .panIgnoresCancel, case .pan = state.scene.recognizers[g].kind { continue }
      switch state.recognizers[g].state {
      case .began, .changed:
        setState(g, .cancelled, by: .del009)
        if bug != .noFinalAction { sendGestureAction(g, order: nil) }
      case .possible where bug == .possibleCancelled:
        // The illegal transition GES-003 forbids, so written without `setState`'s check.
        state.recognizers[g].deadline = nil
        state.recognizers[g].held = nil
        state.recognizers[g].state = .cancelled
        state.emit(.recognizerState(recognizer: g, .cancelled), by: .ges003, decidedBy: Decision(.del009))
        sendGestureAction(g, order: nil)
      case .possible: fail(g, by: .ges003, because: .del009)
      default: break
      }
    }
    var groups: [(view: Int, touches: [Int])] = []
    for (touch, record) in state.touches.enumerated() where record.isActive && record.isDelivered && record.isBound {
      guard let view = record.view, record.viewGotBegan, !record.viewGotEnd else { continue }
      state.touches[touch].viewGotEnd = true
      addToGroups(&groups, view: view, touch: touch)
    }
    for group in groups where bug != .viewsNotTold {
      state.decide(.del009)
      deliver(bug == .endedForCancelled ? .ended : .cancelled, group.touches, to: .view(group.view))
    }
    for touch in state.touches.indices where state.touches[touch].isActive { endTouch(touch) }
    endSequenceIfNoFingerIsDown()
  }
}
