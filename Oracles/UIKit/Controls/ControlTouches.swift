import TouchModel

extension OracleRules {
  /// CTL-001: an enabled control tracks one touch inside its touch methods and stops the message; CTL-009: a disabled
  /// one forwards it.
  func controlHandles(_ control: Int, _ message: TouchMessage, _ touches: [Int]) -> Bool {
    guard state.scene.views[control].control?.isEnabled ?? true else {
      state.fire(.ctl009)
      return false
    }
    let tracked = state.controls[control].trackedTouch
    switch message {
    case .began:
      guard tracked == nil, let t = touches.first else { return true }
      state.controls[control] = ControlRecord(trackedTouch: t, wasInside: true)
      beginTracking(control, touch: t)
    case .moved:
      guard let t = tracked, touches.contains(t) else { return true }
      continueTracking(control, touch: t)
    case .ended:
      guard let t = tracked, touches.contains(t) else { return true }
      endTracking(control, touch: t)
    case .cancelled:
      guard let t = tracked, touches.contains(t) else { return true }
      cancelTracking(control, touch: t)
    }
    return true
  }

  /// CTL-001, CTL-002, CTL-006: beginTracking, touchDown, touchDownRepeat for a repeated tap, then the kind's own events.
  package func literalBeginTracking(_ control: Int, touch t: Int) {
    state.emit(.tracking(.beginTracking, control: control, touch: t), by: .ctl001)
    sendControlEvent(.touchDown, from: control, by: .ctl002)
    if isRepeatedTouchDown(t) {
      // A tap counted at the interval or slop boundary is CTL-010's decision.
      sendControlEvent(.touchDownRepeat, from: control, by: .ctl002, decidedBy: tapCountOnBoundary(t) ? .ctl010 : nil)
    }
    for event in kindEvents(of: control, on: .began) { sendControlEvent(event, from: control, by: .ctl006) }
  }

  /// CTL-001, CTL-003, CTL-006: continueTracking, the drag event by where the touch was and is, then the kind's events.
  package func literalContinueTracking(_ control: Int, touch t: Int) {
    state.emit(.tracking(.continueTracking, control: control, touch: t), by: .ctl001)
    let inside = isInsideControl(control, touch: t, lifting: false)
    sendControlEvent(dragEvent(wasInside: state.controls[control].wasInside, isInside: inside), from: control, by: .ctl003)
    state.controls[control].wasInside = inside
    for event in kindEvents(of: control, on: .moved) { sendControlEvent(event, from: control, by: .ctl006) }
  }

  /// CTL-001, CTL-004, CTL-006: endTracking, touchUpInside or touchUpOutside, then (inside) the kind's events.
  package func literalEndTracking(_ control: Int, touch t: Int) {
    state.emit(.tracking(.endTracking, control: control, touch: t), by: .ctl001)
    state.controls[control].trackedTouch = nil
    let inside = isInsideControl(control, touch: t, lifting: true)
    sendControlEvent(inside ? .touchUpInside : .touchUpOutside, from: control, by: .ctl004)
    guard inside else { return }
    for event in kindEvents(of: control, on: .ended) { sendControlEvent(event, from: control, by: .ctl006) }
  }

  /// CTL-001, CTL-005: cancelTracking, then touchCancel; the control no longer tracks the touch.
  package func literalCancelTracking(_ control: Int, touch t: Int) {
    state.emit(.tracking(.cancelTracking, control: control, touch: nil), by: .ctl001)
    state.controls[control].trackedTouch = nil
    sendControlEvent(.touchCancel, from: control, by: .ctl005)
  }

  /// CTL-002: whether a touch-down repeats a tap (its tap count is above one).
  package func literalIsRepeatedTouchDown(_ touch: Int) -> Bool { state.touches[touch].tapCount > 1 }

  /// CTL-006: the events a control's kind sends itself in a phase: a stepper's valueChanged at touch-down, a slider's
  /// on every move, a switch's, segmented control's and page control's valueChanged and a button's
  /// primaryActionTriggered at a touch-up inside.
  package func literalKindEvents(of control: Int, on message: TouchMessage) -> [ControlEvent] {
    switch (state.scene.views[control].kind, message) {
    case (.stepper, .began), (.slider, .moved): [.valueChanged]
    case (.switch, .ended), (.segmentedControl, .ended), (.pageControl, .ended): [.valueChanged]
    case (.button, .ended): [.primaryActionTriggered]
    default: []
    }
  }

  /// CTL-003: one drag event per move, by where the touch was and is.
  package func literalDragEvent(wasInside: Bool, isInside: Bool) -> ControlEvent {
    switch (wasInside, isInside) {
    case (true, true): .touchDragInside
    case (false, false): .touchDragOutside
    case (false, true): .touchDragEnter
    case (true, false): .touchDragExit
    }
  }

  /// CTL-003, CTL-004: whether the tracked touch is inside, for a drag or (`lifting`) a touch-up: within the drag
  /// margin of the bounds for both.
  package func literalIsInsideControl(_ control: Int, touch: Int, lifting: Bool) -> Bool {
    isTouch(touch, within: state.profile.controlDragMargin, of: control)
  }

  /// Whether a touch is inside a control's bounds grown by `margin` on every side.
  package func isTouch(_ touch: Int, within margin: Double, of control: Int) -> Bool {
    isTouch(touch, within: EdgeInsets(top: -margin, left: -margin, bottom: -margin, right: -margin), of: control)
  }

  /// Whether a touch is inside a control's bounds changed by `insets` (negative insets grow them).
  package func isTouch(_ touch: Int, within insets: EdgeInsets, of control: Int) -> Bool {
    rectContains(insets.inset(state.scene.views[control].bounds), location(of: state.touches[touch].location, in: control))
  }

  /// A point in screen coordinates converted down the hierarchy into a view's bounds coordinates (HIT-008 at each step).
  package func location(of point: Point, in view: Int) -> Point {
    var path: [Int] = []
    var current: Int? = view
    while let v = current {
      path.append(v)
      current = state.superviews[v]
    }
    var p = point
    for v in path.reversed() { p = convert(p, into: v) }
    return p
  }
}
