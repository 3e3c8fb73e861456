import TouchModel
import UIKitOracle

extension OracleRules {
  /// CTL-003: every move of the tracked touch sends touchDragInside, however far the finger is: never outside, enter or exit.
  func dragAlwaysReportedInside(wasInside: Bool, isInside: Bool) -> ControlEvent { .touchDragInside }

  /// CTL-008: a nil-target action goes to the control's next responder, whether or not it implements the action and
  /// whatever the first responder is; the chain is not walked.
  func nilTargetGoesToImmediateNextResponder(_ action: String, from control: Int) -> ResponderRef? { nextResponder(.view(control)) }
}
