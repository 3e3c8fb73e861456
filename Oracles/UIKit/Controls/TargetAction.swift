import TouchModel

extension OracleRules {
  /// CTL-007: a control event, then the action of every registration for it in the order added; `decision` names the
  /// rule that decided the event when another than the one sending it.
  func sendControlEvent(_ event: ControlEvent, from control: Int, by rule: RuleID, decidedBy decision: RuleID? = nil) {
    state.emit(.controlEvent(control: control, event), by: rule, decidedBy: decision.map { Decision($0) })
    for registration in state.scene.views[control].control?.targets ?? [] where registration.events.contains(event) {
      if let target = registration.target {
        state.emit(.actionSent(control: control, action: registration.action, receiver: target), by: .ctl007)
      } else {
        state.emit(.actionSent(control: control, action: registration.action, receiver: nilTargetReceiver(registration.action, from: control)), by: .ctl008)
      }
    }
  }

  /// CTL-008: from the first responder (else the control) up the chain, the first responder that implements the action.
  public func nilTargetReceiver(_ action: String, from control: Int) -> ResponderRef? {
    var current: ResponderRef? = state.firstResponder ?? .view(control)
    while let responder = current {
      if behaviour(of: responder).actions.contains(action) { return responder }
      current = nextResponder(responder)
    }
    return nil
  }
}
