import TouchModel
import UIKitOracle

/// How a ported control (CTL-001…007) goes wrong, if it does.
enum ControlBug {
  /// The literal reading.
  case none
  /// touchesCancelled is ignored: no cancelTracking, no touchCancel, the touch stays tracked (CTL-001).
  case cancelIgnored
  /// touchDownRepeat only from the third tap on (tapCount > 2) (CTL-002).
  case repeatFromThirdTap
  /// Lifting is inside only within the bounds, without the drag margin (CTL-004).
  case upInsideWithoutMargin
  /// cancelTracking is called but touchCancel is not sent (CTL-005).
  case noTouchCancel
  /// A stepper sends valueChanged when the touch lifts inside, as a button would, not on touch-down (CTL-006).
  case stepperValueOnLift
  /// Every action walks the responder chain, explicit targets ignored (CTL-007).
  case targetsIgnored
  /// Drag events are decided by the exact bounds, without the drag margin; touch-up keeps it (CTL-003).
  case dragWithoutMargin
  /// Every touch-up is inside, wherever the finger lifts (CTL-004).
  case upAlwaysInside
  /// touchesCancelled sends touchCancel and stops tracking, but cancelTracking is never called (CTL-001).
  case cancelTrackingNeverCalled
  /// Inside means within 20 pt of the bounds (30 pt below them), for drags and touch-up alike (CTL-003, CTL-004).
  case pressRetention
  /// The control is a tap: no tracking calls, touchDown, drag, touchUpOutside or touchCancel; lifting inside the exact
  /// bounds sends touchUpInside and the kind's value or primary event (CTL-001).
  case tapOnly
}

extension OracleRules {
  /// DEL-005…007, CHN-008 and CTL-001, ported: a touch message travels up the chain until handled or dropped; a
  /// control tracks with `bug`; `rereading` turns what the scene says a responder other than a control does with the
  /// message into what the mutant does.
  func portedDeliver(
    _ message: TouchMessage, _ touches: [Int], to start: ResponderRef, control bug: ControlBug = .none, tracesDrop: Bool = true,
    rereading: (Handling) -> Handling = { $0 }
  ) {
    var current: ResponderRef? = start
    while let responder = current {
      if case .view(let v) = responder, state.scene.views[v].kind.isControl {
        state.emit(.touches(message, responder, touches), by: .ctl001, decidedBy: state.decision)
        if portedControlHandles(v, message, touches, bug) { return }
        current = nextResponder(responder)
        continue
      }
      let how = rereading(handling(of: message, by: responder))
      let rule: RuleID = how == .forward ? .del005 : how == .handle ? .del006 : .del007
      state.emit(.touches(message, responder, touches), by: rule, decidedBy: state.decision)
      guard how.forwards else { return }
      current = nextResponder(responder)
    }
    if tracesDrop { state.emit(.droppedTouches(message, touches), by: .chn008, decidedBy: state.decision) }
  }

  /// CTL-001…006 and CTL-009, ported: an enabled control tracks one touch and stops the message; a disabled one forwards it.
  func portedControlHandles(_ control: Int, _ message: TouchMessage, _ touches: [Int], _ bug: ControlBug) -> Bool {
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
      if bug == .tapOnly { return true }
      state.emit(.tracking(.beginTracking, control: control, touch: t), by: .ctl001)
      portedSendControlEvent(.touchDown, from: control, by: .ctl002, bug)
      if state.touches[t].tapCount > (bug == .repeatFromThirdTap ? 2 : 1) { portedSendControlEvent(.touchDownRepeat, from: control, by: .ctl002, bug) }
      if kind == .stepper, bug != .stepperValueOnLift { portedSendControlEvent(.valueChanged, from: control, by: .ctl006, bug) }
    case .moved:
      guard let t = tracked, touches.contains(t), bug != .tapOnly else { return true }
      state.emit(.tracking(.continueTracking, control: control, touch: t), by: .ctl001)
      let inside = portedIsInside(control, touch: t, lifting: false, bug)
      portedSendControlEvent(dragEvent(wasInside: state.controls[control].wasInside, isInside: inside), from: control, by: .ctl003, bug)
      state.controls[control].wasInside = inside
      if kind == .slider { portedSendControlEvent(.valueChanged, from: control, by: .ctl006, bug) }
    case .ended:
      guard let t = tracked, touches.contains(t) else { return true }
      if bug != .tapOnly { state.emit(.tracking(.endTracking, control: control, touch: t), by: .ctl001) }
      state.controls[control].trackedTouch = nil
      let inside = portedIsInside(control, touch: t, lifting: true, bug)
      if bug != .tapOnly || inside { portedSendControlEvent(inside ? .touchUpInside : .touchUpOutside, from: control, by: .ctl004, bug) }
      guard inside else { return true }
      switch kind {
      case .switch, .segmentedControl, .pageControl: portedSendControlEvent(.valueChanged, from: control, by: .ctl006, bug)
      case .stepper where bug == .stepperValueOnLift || bug == .tapOnly: portedSendControlEvent(.valueChanged, from: control, by: .ctl006, bug)
      case .button: portedSendControlEvent(.primaryActionTriggered, from: control, by: .ctl006, bug)
      default: break
      }
    case .cancelled:
      guard bug != .cancelIgnored, let t = tracked, touches.contains(t) else { return true }
      if bug != .cancelTrackingNeverCalled, bug != .tapOnly { state.emit(.tracking(.cancelTracking, control: control, touch: nil), by: .ctl001) }
      state.controls[control].trackedTouch = nil
      if bug != .noTouchCancel, bug != .tapOnly { portedSendControlEvent(.touchCancel, from: control, by: .ctl005, bug) }
    }
    return true
  }

  /// CTL-007, CTL-008, ported: a control event, then the action of every registration for it in the order added (CTL-011).
  func portedSendControlEvent(_ event: ControlEvent, from control: Int, by rule: RuleID, _ bug: ControlBug) {
    state.emit(.controlEvent(control: control, event), by: rule)
    let sending = registrations(for: event, of: control)
    let merged = sending.count < (state.scene.views[control].control?.targets ?? []).filter { $0.events.contains(event) }.count
    for registration in sending {
      if let target = registration.target, bug != .targetsIgnored {
        state.emit(.actionSent(control: control, action: registration.action, receiver: target), by: .ctl007, decidedBy: merged ? Decision(.ctl011) : nil)
      } else {
        let receiver = nilTargetReceiver(registration.action, from: control)
        state.emit(.actionSent(control: control, action: registration.action, receiver: receiver), by: .ctl008, decidedBy: merged ? Decision(.ctl011) : nil)
      }
    }
  }

  /// CTL-003, CTL-004, ported: whether the tracked touch is inside for a drag or (`lifting`) a touch-up, as `bug` reads it.
  func portedIsInside(_ control: Int, touch: Int, lifting: Bool, _ bug: ControlBug) -> Bool {
    switch bug {
    case .upAlwaysInside where lifting: return true
    case .upInsideWithoutMargin where lifting, .tapOnly where lifting, .dragWithoutMargin where !lifting:
      return portedIsInsideControl(control, touch: touch, margin: 0)
    case .pressRetention:
      // React Native's default press-rect offsets: 20 pt left, right and top, 30 pt bottom.
      let grown = EdgeInsets(top: -20, left: -20, bottom: -30, right: -20).inset(state.scene.views[control].bounds)
      return rectContains(grown, location(of: state.touches[touch].location, in: control))
    default: return portedIsInsideControl(control, touch: touch, margin: state.profile.controlDragMargin)
    }
  }

  /// CTL-003, CTL-004, ported: inside the control's bounds grown by a margin.
  func portedIsInsideControl(_ control: Int, touch: Int, margin: Double) -> Bool {
    let grown = EdgeInsets(top: -margin, left: -margin, bottom: -margin, right: -margin).inset(state.scene.views[control].bounds)
    return rectContains(grown, location(of: state.touches[touch].location, in: control))
  }
}
