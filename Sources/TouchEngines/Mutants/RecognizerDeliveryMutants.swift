import TouchModel
import UIKitOracle

/// GRD-001: a view gets touchesBegan as soon as its touch is hit-tested, before the recognizers see the frame.
///
/// Two hooks carry the one bug: the touch's began goes to its view right after the hit test, and the frame's own
/// delivery of it is then left out.
final class ViewsBeforeRecognizers: OracleRules {
  let state: OracleState
  private var early: [Int] = []
  init(state: OracleState) { self.state = state }

  func beginTouch(_ sample: TouchSample) {
    literalBeginTouch(sample)
    let record = state.touches[sample.touch]
    guard record.isDelivered, !record.recognizers.isEmpty, let view = record.view else { return }
    early.append(sample.touch)
    state.touches[sample.touch].viewGotBegan = true
    state.decide(.del003)
    deliver(.began, [sample.touch], to: .view(view))
  }

  func messageGroups(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] {
    let groups = literalMessageGroups(samples, phase: phase)
    guard phase == .began else { return groups }
    for t in early {
      state.touches[t].pendingBegan = false
      state.touches[t].pendingMoved = false
    }
    return groups.compactMap { group in
      let rest = group.touches.filter { !early.contains($0) }
      return rest.isEmpty ? nil : (group.view, rest)
    }
  }
}

/// GRD-002: recognition does not cancel the view's touches.
final class CancelsTouchesIgnored: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func cancelTouchesOnRecognition(_ g: Int) {}
}

/// GRD-003: delaysTouchesBegan is ignored.
final class DelaysBeganIgnored: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func delaysBegan(_ touch: Int) -> Bool { false }
}

/// GRD-004: delaysTouchesEnded is ignored.
final class DelaysEndedIgnored: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func delaysEnded(_ touch: Int) -> Bool { false }
}

/// GRD-005: every recognizer sends its action before the view's cancellation, as the seeds' tap logs show, so a pan
/// that begins on a move runs its action while the view still holds the touch.
final class ActionFirstForEveryRecognizer: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func cancelsBeforeAction(_ g: Int) -> Bool { false }
}
