import TouchModel
import UIKitOracle

extension OracleRules {
  /// EVT-001: motion, remote-control and press events start at the key window even when there is a first responder.
  func eventsIgnoreFirstResponder(_ event: NonTouchEvent) {
    let saved = state.firstResponder
    state.firstResponder = nil
    defer { state.firstResponder = saved }
    literalDeliverEvent(event)
  }

  /// EVT-002: without a first responder, an event starts at the first window in the list, not the key window.
  func eventsStartAtFirstWindow() -> ResponderRef? {
    guard state.firstResponder == nil else { return literalEventStart() }
    state.decide(.evt002)
    return state.scene.windows.first.map { .view($0) } ?? .application
  }

  /// EVT-003: any responder may become first responder, the application and views outside every window included.
  func anyResponderFirst(_ responder: ResponderRef) -> Bool { true }

  /// EVT-004: touch messages go to the first responder (a view, or a view controller's view) when there is one.
  func touchesToFirstResponder(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] {
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
