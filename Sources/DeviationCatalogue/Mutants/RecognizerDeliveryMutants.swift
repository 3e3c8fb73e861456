import TouchModel
import UIKitOracle

extension OracleRules {
  /// GRD-001: a view gets touchesBegan as soon as its touch is hit-tested, before the recognizers see the frame.
  ///
  /// Two replaced steps carry the one bug: the touch's began goes to its view right after the hit test, and the frame's own
  /// delivery of it is then left out.
  /// `early`: the touches whose views got their began at touch-down, this run.
  func viewsBeforeRecognizersBeginTouch(_ sample: TouchSample, early: RunMemory<[Int]>) {
    literalBeginTouch(sample)
    let record = state.touches[sample.touch]
    guard record.isDelivered, !record.recognizers.isEmpty, let view = record.view else { return }
    early.value.append(sample.touch)
    state.touches[sample.touch].viewGotBegan = true
    state.decide(.del003)
    deliver(.began, [sample.touch], to: .view(view))
  }

  func viewsBeforeRecognizersMessageGroups(
    _ samples: [TouchSample], phase: TouchPhase, early: RunMemory<[Int]>
  ) -> [(view: Int, touches: [Int])] {
    let groups = literalMessageGroups(samples, phase: phase)
    guard phase == .began else { return groups }
    for t in early.value {
      state.touches[t].pendingBegan = false
      state.touches[t].pendingMoved = false
    }
    return groups.compactMap { group in
      let rest = group.touches.filter { !early.value.contains($0) }
      return rest.isEmpty ? nil : (group.view, rest)
    }
  }

  /// GRD-002: recognition does not cancel the view's touches.
  func cancelsTouchesIgnored(_ g: Int) {}

  /// GRD-003: delaysTouchesBegan is ignored.
  func delaysBeganIgnored(_ touch: Int) -> Bool { false }

  /// GRD-004: delaysTouchesEnded is ignored.
  func delaysEndedIgnored(_ touch: Int) -> Bool { false }

  /// GRD-005: every recognizer sends its action before the view's cancellation, as the seeds' tap logs show, so a pan
  /// that begins on a move runs its action while the view still holds the touch.
  func actionFirstForEveryRecognizer(_ g: Int) -> Bool { false }
}
