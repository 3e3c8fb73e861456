import TouchModel

extension OracleRules {
  /// GES-003: the legal transitions.
  func isLegal(_ from: RecognizerState, _ to: RecognizerState) -> Bool {
    switch (from, to) {
    case (.possible, .began), (.possible, .ended), (.possible, .failed): true
    case (.began, .changed), (.began, .ended), (.began, .cancelled): true
    case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
    default: false
    }
  }

  /// GES-003: moves a recognizer to a new state and traces it, with the rule that decided the new state (and the one
  /// that made it move now, when another).
  package func setState(_ g: Int, _ new: RecognizerState, by rule: RuleID, because cause: RuleID? = nil) {
    precondition(isLegal(state.recognizers[g].state, new), "illegal transition \(state.recognizers[g].state) → \(new)")
    state.recognizers[g].state = new
    state.emit(.recognizerState(recognizer: g, new), by: .ges003, decidedBy: Decision(rule, cause: cause))
  }

  /// GES-004: the action message, in the current state; `order` names the rule that placed it among its frame's events.
  package func literalSendGestureAction(_ g: Int, order: RuleID?) {
    state.emit(.recognizerAction(recognizer: g, state.recognizers[g].state), by: .ges004, decidedBy: Decision(.ges004, order: order))
  }

  /// Recognition: state, then the action and the view's touches in GRD-005's order, then other recognizers and withheld
  /// touches. A control that let the recognizer begin (IOS-004, IOS-005) decided it before the rule that recognized.
  func recognize(_ g: Int, to target: RecognizerState, by rule: RuleID, because cause: RuleID? = nil) {
    state.recognizers[g].deadline = nil
    setState(g, target, by: state.recognizers[g].admittedBy ?? rule, because: cause)
    if !cancelsViewTouches(g) {
      sendGestureAction(g, order: nil)
      cancelTouchesOnRecognition(g)
    } else if cancelsBeforeAction(g) {
      cancelTouchesOnRecognition(g)
      sendGestureAction(g, order: .grd005)
    } else {
      sendGestureAction(g, order: .grd005)
      cancelTouchesOnRecognition(g)
    }
    blockOthers(g)
    releaseWithheldTouches()
    resolveHeldRecognizers()
  }

  /// Failure: no action; withheld touches may go to their views and held recognizers may proceed.
  package func fail(_ g: Int, by rule: RuleID, because cause: RuleID? = nil) {
    guard state.recognizers[g].state == .possible else { return }
    state.recognizers[g].deadline = nil
    state.recognizers[g].held = nil
    setState(g, .failed, by: rule, because: cause)
    releaseWithheldTouches()
    resolveHeldRecognizers()
  }

  /// GES-003, GES-004: a continuous gesture changed (changed → changed re-notifies).
  package func literalChangeGesture(_ g: Int, by rule: RuleID) {
    setState(g, .changed, by: rule)
    sendGestureAction(g, order: nil)
  }

  /// GES-003, GES-004: a continuous gesture ended.
  package func literalFinishGesture(_ g: Int, by rule: RuleID) {
    setState(g, .ended, by: rule)
    sendGestureAction(g, order: nil)
  }

  /// A continuous gesture was cancelled: one final action.
  package func cancelGesture(_ g: Int, by rule: RuleID) {
    setState(g, .cancelled, by: rule)
    sendGestureAction(g, order: nil)
  }
}
