import TouchModel

extension OracleRules {
  /// EVT-003: the scene's first responder is accepted only when it is in a window.
  func becomeFirstResponderAtSetup() {
    guard let candidate = state.scene.firstResponder else { return }
    if isInWindow(candidate) {
      state.firstResponder = candidate
      state.emit(.firstResponder(candidate), by: .evt003)
    } else {
      state.emit(.firstResponderRefused(candidate), by: .evt003)
    }
  }

  /// EVT-003: views (and windows) in a window's hierarchy, and view controllers whose view is, are in a window.
  package func literalIsInWindow(_ responder: ResponderRef) -> Bool {
    switch responder {
    case .view(let v): windowContaining(v).map { state.scene.windows.contains($0) } ?? false
    case .viewController(let c): isInWindow(.view(state.scene.viewControllers[c].view))
    case .application, .appDelegate: false
    }
  }

  /// EVT-001: from the first responder up its chain; EVT-002: without one, from the key window; CHN-008: dropped at the end.
  /// Each event is recorded with why it went there: EVT-001 or EVT-002 first, then the chain step (CHN-001…007).
  package func literalDeliverEvent(_ event: NonTouchEvent) {
    var current = eventStart()
    var sentBy = state.decision
    while let responder = current {
      state.emit(.event(event, responder), by: .evt001, decidedBy: sentBy)
      guard behaviour(of: responder).handling(of: event).forwards else { return }
      current = nextResponder(responder)
      sentBy = Decision(state.decision.rule, cause: .evt001)
    }
    state.emit(.droppedEvent(event), by: .chn008, decidedBy: Decision(sentBy.rule, cause: .chn008))
  }

  /// EVT-001: a non-touch event starts at the first responder; EVT-002: without one, at the key window (else the
  /// front window, else the application).
  package func literalEventStart() -> ResponderRef? {
    if let first = state.firstResponder {
      state.decide(.evt001)
      return first
    }
    state.decide(.evt002)
    let scene = state.scene
    return (scene.keyWindow ?? scene.windows.last).map { .view($0) } ?? .application
  }
}
