import TouchModel
import UIKitOracle

/// EVT-001: motion, remote-control and press events start at the key window even when there is a first responder.
final class EventsIgnoreFirstResponder: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func deliverEvent(_ event: NonTouchEvent) {
    let saved = state.firstResponder
    state.firstResponder = nil
    defer { state.firstResponder = saved }
    literalDeliverEvent(event)
  }
}

/// EVT-002: without a first responder, an event starts at the first window in the list, not the key window.
final class EventsStartAtFirstWindow: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func deliverEvent(_ event: NonTouchEvent) {
    guard state.firstResponder == nil else { return literalDeliverEvent(event) }
    var current: ResponderRef? = state.scene.windows.first.map { .view($0) } ?? .application
    while let responder = current {
      state.emit(.event(event, responder), by: .evt001)
      guard behaviour(of: responder).handling(of: event).forwards else { return }
      current = nextResponder(responder)
    }
    state.emit(.droppedEvent(event), by: .chn008)
  }

  func behaviour(of responder: ResponderRef) -> ResponderBehaviour {
    switch responder {
    case .view(let v): state.scene.views[v].behaviour
    case .viewController(let c): state.scene.viewControllers[c].behaviour
    case .application: state.scene.application
    case .appDelegate: state.scene.appDelegate?.behaviour ?? .forwardAll
    }
  }
}

/// EVT-003: any responder may become first responder, the application and views outside every window included.
final class AnyResponderFirst: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func isInWindow(_ responder: ResponderRef) -> Bool { true }
}

/// EVT-004: touch messages go to the first responder (a view, or a view controller's view) when there is one.
final class TouchesToFirstResponder: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func messageGroups(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] {
    let groups = literalMessageGroups(samples, phase: phase)
    let first: Int?
    switch state.firstResponder {
    case .view(let v): first = v
    case .viewController(let c): first = state.scene.viewControllers[c].view
    default: first = nil
    }
    guard let first, !groups.isEmpty else { return groups }
    return [(first, groups.flatMap(\.touches).sorted())]
  }
}
