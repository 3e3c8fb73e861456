import TouchModel

extension OracleRules {
  /// CTL-001: an enabled control tracks one touch inside its touch methods and stops the message; CTL-009: a disabled one forwards it.
  func controlHandles(_ control: Int, _ message: TouchMessage, _ touches: [Int]) -> Bool {
    guard state.scene.views[control].control?.isEnabled ?? true else {
      state.fire(.ctl009)
      return false
    }
    let kind = state.scene.views[control].kind
    let tracked = state.controls[control].trackedTouch
    switch message {
    case .began:
      guard tracked == nil, let t = touches.first else { return true }
      state.controls[control] = ControlRecord(trackedTouch: t, wasInside: true)
      state.emit(.tracking(.beginTracking, control: control, touch: t), by: .ctl001)
      sendControlEvent(.touchDown, from: control, by: .ctl002)
      if state.touches[t].tapCount > 1 {
        // A tap counted at the interval or slop boundary is CTL-010's decision.
        sendControlEvent(.touchDownRepeat, from: control, by: .ctl002, decidedBy: tapCountOnBoundary(t) ? .ctl010 : nil)
      }
      if kind == .stepper { sendControlEvent(.valueChanged, from: control, by: .ctl006) }
    case .moved:
      guard let t = tracked, touches.contains(t) else { return true }
      state.emit(.tracking(.continueTracking, control: control, touch: t), by: .ctl001)
      let inside = isInsideControl(control, touch: t)
      sendControlEvent(dragEvent(wasInside: state.controls[control].wasInside, isInside: inside), from: control, by: .ctl003)
      state.controls[control].wasInside = inside
      if kind == .slider { sendControlEvent(.valueChanged, from: control, by: .ctl006) }
    case .ended:
      guard let t = tracked, touches.contains(t) else { return true }
      state.emit(.tracking(.endTracking, control: control, touch: t), by: .ctl001)
      state.controls[control].trackedTouch = nil
      let inside = isInsideControl(control, touch: t)
      sendControlEvent(inside ? .touchUpInside : .touchUpOutside, from: control, by: .ctl004)
      guard inside else { return true }
      switch kind {
      case .switch, .segmentedControl, .pageControl: sendControlEvent(.valueChanged, from: control, by: .ctl006)
      case .button: sendControlEvent(.primaryActionTriggered, from: control, by: .ctl006)
      default: break
      }
    case .cancelled:
      guard let t = tracked, touches.contains(t) else { return true }
      state.emit(.tracking(.cancelTracking, control: control, touch: nil), by: .ctl001)
      state.controls[control].trackedTouch = nil
      sendControlEvent(.touchCancel, from: control, by: .ctl005)
    }
    return true
  }

  /// CTL-003: one drag event per move, by where the touch was and is.
  public func literalDragEvent(wasInside: Bool, isInside: Bool) -> ControlEvent {
    switch (wasInside, isInside) {
    case (true, true): .touchDragInside
    case (false, false): .touchDragOutside
    case (false, true): .touchDragEnter
    case (true, false): .touchDragExit
    }
  }

  /// CTL-003, CTL-004: inside the control's bounds grown by the drag margin.
  func isInsideControl(_ control: Int, touch: Int) -> Bool {
    let margin = state.profile.controlDragMargin
    let grown = EdgeInsets(top: -margin, left: -margin, bottom: -margin, right: -margin).inset(state.scene.views[control].bounds)
    return rectContains(grown, location(of: state.touches[touch].location, in: control))
  }

  /// A point in screen coordinates converted down the hierarchy into a view's bounds coordinates (HIT-008 at each step).
  public func location(of point: Point, in view: Int) -> Point {
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
