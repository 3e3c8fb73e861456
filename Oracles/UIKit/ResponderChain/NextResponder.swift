import TouchModel

extension OracleRules {
  /// UIResponder.next, as the responder-chain article lists it; the rule of each step is the decision that sends a message on.
  package func literalNextResponder(_ responder: ResponderRef) -> ResponderRef? {
    switch responder {
    case .view(let view):
      if state.scene.views[view].kind == .window {
        state.decide(.chn003)
        return .application
      }
      if let controller = state.scene.viewControllers.firstIndex(where: { $0.view == view }) {
        state.decide(.chn001)
        return .viewController(controller)
      }
      state.decide(.chn002)
      return state.superviews[view].map { .view($0) }
    case .viewController(let controller):
      let c = state.scene.viewControllers[controller]
      if let window = state.scene.windows.first(where: { state.scene.views[$0].rootViewController == controller }) {
        state.decide(.chn004)
        return .view(window)
      }
      if let presenter = c.presentedBy {
        state.decide(.chn005)
        return .viewController(presenter)
      }
      state.decide(.chn006)
      return state.superviews[c.view].map { .view($0) }
    case .application:
      state.decide(.chn007)
      guard let delegate = state.scene.appDelegate, delegate.class == .responder else { return nil }
      return .appDelegate
    case .appDelegate:
      // The app delegate is the last responder (CHN-007).
      state.decide(.chn007)
      return nil
    }
  }

  /// DEL-005…007: how a responder handles a touch message, as the scene says.
  package func literalHandling(of message: TouchMessage, by responder: ResponderRef) -> Handling {
    behaviour(of: responder).handling(of: message)
  }

  /// The behaviour of any responder.
  package func behaviour(of responder: ResponderRef) -> ResponderBehaviour {
    switch responder {
    case .view(let v): return state.scene.views[v].behaviour
    case .viewController(let c): return state.scene.viewControllers[c].behaviour
    case .application: return state.scene.application
    case .appDelegate: return state.scene.appDelegate?.behaviour ?? .forwardAll
    }
  }
}
