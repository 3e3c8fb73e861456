import TouchModel
import UIKitOracle

/// CTL-003: every move of the tracked touch sends touchDragInside, however far the finger is: never outside, enter or exit.
final class DragAlwaysReportedInside: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func dragEvent(wasInside: Bool, isInside: Bool) -> ControlEvent { .touchDragInside }
}

/// CTL-008: a nil-target action goes to the control's next responder, whether or not it implements the action and
/// whatever the first responder is; the chain is not walked.
final class NilTargetGoesToImmediateNextResponder: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func nilTargetReceiver(_ action: String, from control: Int) -> ResponderRef? { nextResponder(.view(control)) }
}
