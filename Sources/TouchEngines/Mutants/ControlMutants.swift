import TouchModel
import UIKitOracle

extension OracleRules {
  /// CTL-003: no touchDragEnter or touchDragExit, only inside and outside.
  func noDragEnterExit(wasInside: Bool, isInside: Bool) -> ControlEvent { isInside ? .touchDragInside : .touchDragOutside }

  /// CTL-008: nil-target actions always start at the control, ignoring the first responder.
  func nilTargetIgnoresFirstResponder(_ action: String, from control: Int) -> ResponderRef? {
    let saved = state.firstResponder
    state.firstResponder = nil
    defer { state.firstResponder = saved }
    return literalNilTargetReceiver(action, from: control)
  }
}

/// CTL-009: `isEnabled` is ignored: a disabled control still tracks and sends its events.
enum DisabledControlsTrack {
  /// The case as the engine reads it: every control enabled.
  static func misread(_ c: TouchCase) -> TouchCase { c.changingViews { $0.control?.isEnabled = true } }
}

extension OracleRules {
  /// CTL-010: a tap exactly the multi-tap interval or slop after the previous one starts a new count (`<` for `<=`).
  func tapCountBoundsExclusive(_ sample: TouchSample) {
    literalBeginTouch(sample)
    guard let view = state.touches[sample.touch].view, let last = state.lastTouchEnd[view] else { return }
    let repeats = state.time - last.time < state.profile.multiTapInterval && distance(last.location, sample.location) < state.profile.multiTapSlop
    state.touches[sample.touch].tapCount = repeats ? last.tapCount + 1 : 1
  }

  /// CTL-011: every `addTarget` call is a new registration in a plain list, so a target and action added twice are sent
  /// twice, each at the place it was added.
  func repeatedTargetActionSentTwice(for event: ControlEvent, of control: Int) -> [TargetAction] {
    (state.scene.views[control].control?.targets ?? []).filter { $0.events.contains(event) }
  }
}
