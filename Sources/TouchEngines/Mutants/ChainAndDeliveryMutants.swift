import TouchModel
import UIKitOracle

/// CHN-001: a view controller's root view passes straight to its superview.
final class ViewControllerSkipped: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func nextResponder(_ responder: ResponderRef) -> ResponderRef? {
    if case .view(let v) = responder, state.scene.views[v].kind != .window { return state.superviews[v].map { .view($0) } }
    return LiteralOracle(state: state).nextResponder(responder)
  }
}

/// CHN-007: the app delegate is the application's next responder whatever its class.
final class AppDelegateAlwaysNext: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func nextResponder(_ responder: ResponderRef) -> ResponderRef? {
    if responder == .application { return state.scene.appDelegate == nil ? nil : .appDelegate }
    return LiteralOracle(state: state).nextResponder(responder)
  }
}

/// CHN-005: a presented view controller passes to its view's superview instead of its presenter.
final class PresentedSkipsPresenter: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func nextResponder(_ responder: ResponderRef) -> ResponderRef? {
    if case .viewController(let c) = responder, state.scene.viewControllers[c].presentedBy != nil {
      return state.superviews[state.scene.viewControllers[c].view].map { .view($0) }
    }
    return LiteralOracle(state: state).nextResponder(responder)
  }
}

/// DEL-004: stationary touches are delivered as moved.
final class StationaryDelivered: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func messageGroups(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] {
    let adjusted = phase == .moved ? samples.map { s in s.phase == .stationary ? TouchSample(touch: s.touch, phase: .moved, location: s.location) : s } : samples
    return LiteralOracle(state: state).messageGroups(adjusted, phase: phase)
  }
}

/// DEL-002: a touch goes to whatever view is under the finger now.
final class TouchFollowsFinger: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func messageGroups(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] {
    var groups: [(view: Int, touches: [Int])] = []
    for sample in samples where sample.phase == phase && state.touches[sample.touch].isDelivered {
      let view = phase == .began ? state.touches[sample.touch].view : hitTestWindows(at: sample.location)
      guard let v = view else { continue }
      if let k = groups.firstIndex(where: { $0.view == v }) { groups[k].touches.append(sample.touch) } else { groups.append((v, [sample.touch])) }
    }
    return groups
  }
}

/// DEL-003: a frame's ended touches are delivered before its began touches.
final class EndedBeforeBegan: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func phaseOrder() -> [(TouchPhase, TouchMessage)] { [(.ended, .ended), (.moved, .moved), (.began, .began)] }
}

/// MTC-001: multiple touch is ignored, so every finger reaches the view.
final class MultipleTouchIgnored: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func refusedByMultipleTouch(_ view: Int) -> Bool { false }
}

/// MTC-003: exclusive touch is ignored.
final class ExclusiveTouchIgnored: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func refusedByExclusiveTouch(_ view: Int, window: Int) -> Bool { false }
}
