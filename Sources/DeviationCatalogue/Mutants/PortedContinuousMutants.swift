import TouchModel
import UIKitOracle

// Ported mistakes in pans, long presses and the action message (GES-003, GES-004, GES-008, GES-010); the catalogue
// entries name the projects.

extension OracleRules {
  /// GES-010: a pan begins on its first move, whatever the distance (no pan distance).
  func panBeginsOnFirstMove(_ g: Int) -> Bool {
    let d = displacement(g)
    return d.x != 0 || d.y != 0
  }

  /// GES-010: a pan begins as soon as its fingers are down, before any movement.
  func panBeginsAtTouchDown(_ g: Int) -> Bool { true }

  /// GES-010: a pan begins once its fingers moved 5 points, not the pan distance.
  func panSlackFivePoints(_ g: Int) -> Bool {
    let d = displacement(g)
    return (d.x * d.x + d.y * d.y).squareRoot() >= 5
  }

  /// GES-008: a long press that has begun is cancelled when a finger moves beyond its allowable movement.
  func longPressCancelledByMovement(_ g: Int, by rule: RuleID) {
    guard case .longPress(_, let movement, _, _) = state.scene.recognizers[g].kind,
      state.recognizers[g].activeTouches.contains(where: { state.touches[$0].travel > movement })
    else { return literalChangeGesture(g, by: rule) }
    cancelGesture(g, by: .ges008)
  }

  /// GES-004: a pan ends without an action: its targets never hear of the end.
  func panEndedActionNeverSent(_ g: Int, by rule: RuleID) {
    guard case .pan = state.scene.recognizers[g].kind else { return literalFinishGesture(g, by: rule) }
    setState(g, .ended, by: rule)
  }

  /// GES-003: a pan whose last finger lifts while it is still in began (no move since it began) fails, an illegal
  /// transition, and sends no action.
  func panBeganToFailed(_ g: Int, by rule: RuleID) {
    guard case .pan = state.scene.recognizers[g].kind, state.recognizers[g].state == .began else {
      return literalFinishGesture(g, by: rule)
    }
    // The transition GES-003 forbids, so written without `setState`'s check.
    state.recognizers[g].state = .failed
    state.emit(.recognizerState(recognizer: g, .failed), by: .ges003, decidedBy: Decision(rule))
  }

  /// GES-004: a pan that began or changed sends its action three times per input event.
  func panActionSentThreeTimes(_ g: Int, order: RuleID?) {
    let r = state.recognizers[g]
    let repeated: Bool
    if case .pan = state.scene.recognizers[g].kind, r.state == .began || r.state == .changed { repeated = true } else { repeated = false }
    for _ in 0..<(repeated ? 3 : 1) { literalSendGestureAction(g, order: order) }
  }

  /// GES-004: a recognized tap's action is sent after the state setter has already reset it to possible, so the action
  /// reports possible, never recognized.
  func actionSentWhilePossible(_ g: Int, order: RuleID?) {
    guard case .tap = state.scene.recognizers[g].kind, state.recognizers[g].state == .ended else {
      return literalSendGestureAction(g, order: order)
    }
    state.emit(.recognizerAction(recognizer: g, .possible), by: .ges004, decidedBy: Decision(.ges004, order: order))
  }

  /// GES-003: a system cancellation leaves a pan where it was: it is neither cancelled nor failed, and sends no action.
  func panIgnoresSystemCancel(_ g: Int) {
    if case .pan = state.scene.recognizers[g].kind { return }
    literalCancelBySystem(g)
  }

  /// GES-011: a pinch ends once fewer than two fingers remain: the one finger left moves, and the pinch ends instead
  /// of changing (Apple's header read alone; devices keep it changing until the last lift).
  func pinchEndsWithOneFinger(_ g: Int, by rule: RuleID) {
    guard state.scene.recognizers[g].kind == .pinch, state.recognizers[g].activeTouches.count < 2 else {
      return literalChangeGesture(g, by: rule)
    }
    finishGesture(g, by: rule)
  }
}
