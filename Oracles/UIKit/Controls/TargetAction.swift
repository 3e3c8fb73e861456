import TouchModel

extension OracleRules {
  /// CTL-007: a control event, then the action of every registration for it in the order added (CTL-011); `decision`
  /// names the rule that decided the event when another than the one sending it.
  package func sendControlEvent(_ event: ControlEvent, from control: Int, by rule: RuleID, decidedBy decision: RuleID? = nil) {
    state.emit(.controlEvent(control: control, event), by: rule, decidedBy: decision.map { Decision($0) })
    let sending = registrations(for: event, of: control)
    // When repeated adds were merged, CTL-011 decided which registrations send and in what order.
    let merged = sending.count < (state.scene.views[control].control?.targets ?? []).filter { $0.events.contains(event) }.count
    for registration in sending { sendAction(registration, from: control, merged: merged) }
  }

  /// CTL-007, CTL-008: one registration's action, to its target, or (nil target) to the responder the chain finds;
  /// `merged`: CTL-011 decided which registrations send.
  package func literalSendAction(_ registration: TargetAction, from control: Int, merged: Bool) {
    if let target = registration.target {
      state.emit(.actionSent(control: control, action: registration.action, receiver: target), by: .ctl007, decidedBy: merged ? Decision(.ctl011) : nil)
    } else {
      let receiver = nilTargetReceiver(registration.action, from: control)
      state.emit(.actionSent(control: control, action: registration.action, receiver: receiver), by: .ctl008, decidedBy: merged ? Decision(.ctl011) : nil)
    }
  }

  /// CTL-008: from the first responder (else the control) up the chain, the first responder that implements the action.
  package func literalNilTargetReceiver(_ action: String, from control: Int) -> ResponderRef? {
    var current: ResponderRef? = state.firstResponder ?? .view(control)
    while let responder = current {
      if behaviour(of: responder).actions.contains(action) { return responder }
      current = nextResponder(responder)
    }
    return nil
  }

  /// CTL-011: the registrations that send an event, in the order added; a target and action added again for the event
  /// count once, at the place of their last add (each add counts with `repeatedTargetActionSentTwice`).
  package func literalRegistrations(for event: ControlEvent, of control: Int) -> [TargetAction] {
    let all = (state.scene.views[control].control?.targets ?? []).filter { $0.events.contains(event) }
    guard !state.profile.repeatedTargetActionSentTwice else { return all }
    var kept: [TargetAction] = []
    for (k, registration) in all.enumerated() {
      if all[(k + 1)...].contains(where: { $0.target == registration.target && $0.action == registration.action }) {
        state.fire(.ctl011)
        continue
      }
      kept.append(registration)
    }
    // An earlier add that a later one replaced sends nothing while this event's actions go out.
    if kept.count < all.count { state.omit(.controls, lasting: all.count, by: .ctl011) }
    return kept
  }
}
