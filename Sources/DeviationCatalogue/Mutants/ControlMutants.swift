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

  /// CTL-004: touch-up inside is tested against the exact bounds, without the drag margin.
  func upInsideWithoutMargin(_ control: Int, touch: Int, lifting: Bool) -> Bool {
    lifting ? isTouch(touch, within: 0, of: control) : literalIsInsideControl(control, touch: touch, lifting: lifting)
  }

  /// CTL-003: drag events are decided by the exact bounds, without the drag margin; touch-up keeps it.
  func dragEventsAtExactBounds(_ control: Int, touch: Int, lifting: Bool) -> Bool {
    lifting ? literalIsInsideControl(control, touch: touch, lifting: lifting) : isTouch(touch, within: 0, of: control)
  }

  /// CTL-004: every touch-up is inside, wherever the finger lifts.
  func touchUpAlwaysInside(_ control: Int, touch: Int, lifting: Bool) -> Bool {
    lifting || literalIsInsideControl(control, touch: touch, lifting: lifting)
  }

  /// CTL-003, CTL-004: inside means within 20 pt of the bounds (30 pt below them), for drags and touch-up alike: React
  /// Native's default press-rect offsets.
  func pressRetention(_ control: Int, touch: Int) -> Bool {
    isTouch(touch, within: EdgeInsets(top: -20, left: -20, bottom: -30, right: -20), of: control)
  }

  /// CTL-005: cancelled tracking calls cancelTracking but sends no touchCancel.
  func noTouchCancel(_ control: Int, touch: Int) {
    state.emit(.tracking(.cancelTracking, control: control, touch: nil), by: .ctl001)
    state.controls[control].trackedTouch = nil
  }

  /// CTL-001: touchesCancelled sends touchCancel and stops tracking, but cancelTracking is never called.
  func cancelTrackingNeverCalled(_ control: Int, touch: Int) {
    state.controls[control].trackedTouch = nil
    sendControlEvent(.touchCancel, from: control, by: .ctl005)
  }

  /// CTL-006: a stepper sends valueChanged when the touch lifts inside, as a button would, not at touch-down.
  func stepperValueOnLift(of control: Int, on message: TouchMessage) -> [ControlEvent] {
    guard state.scene.views[control].kind == .stepper else { return literalKindEvents(of: control, on: message) }
    return message == .ended ? [.valueChanged] : []
  }

  /// CTL-007: every action walks the responder chain, explicit targets ignored.
  func targetsIgnored(_ registration: TargetAction, from control: Int, merged: Bool) {
    var chained = registration
    chained.target = nil
    literalSendAction(chained, from: control, merged: merged)
  }

  /// CTL-001: a control is a tap, not a tracker (its other tracking steps do nothing): lifting inside the exact bounds
  /// sends touchUpInside and the kind's value or primary event, a stepper's included; no endTracking, no touchUpOutside.
  func buttonPressIsATap(_ control: Int, touch: Int) {
    state.controls[control].trackedTouch = nil
    guard isTouch(touch, within: 0, of: control) else { return }
    sendControlEvent(.touchUpInside, from: control, by: .ctl004)
    let events: [ControlEvent] = state.scene.views[control].kind == .stepper ? [.valueChanged] : kindEvents(of: control, on: .ended)
    for event in events { sendControlEvent(event, from: control, by: .ctl006) }
  }
}

extension Steps {
  /// CTL-001: a control is a tap: it keeps its touch but begins, continues and cancels nothing, and only its lift acts
  /// (`buttonPressIsATap`).
  static func buttonPressIsATap(_ steps: inout Steps) {
    steps.beginTracking = { _, _, _ in }
    steps.continueTracking = { _, _, _ in }
    steps.endTracking = { $0.buttonPressIsATap($1, touch: $2) }
    steps.cancelTracking = { rules, control, _ in rules.state.controls[control].trackedTouch = nil }
  }
}
