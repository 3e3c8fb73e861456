import TouchModel
import UIKitOracle

/// GRD-002: recognition does not cancel the view's touches.
final class CancelsTouchesIgnored: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func cancelTouchesOnRecognition(_ g: Int) {}
}

/// GRD-003: delaysTouchesBegan is ignored.
final class DelaysBeganIgnored: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func delaysBegan(_ touch: Int) -> Bool { false }
}

/// GRD-004: delaysTouchesEnded is ignored.
final class DelaysEndedIgnored: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func delaysEnded(_ touch: Int) -> Bool { false }
}

/// GRC-001: every pair of recognizers may recognize together.
final class NoRecognizerExclusivity: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func recognizeSimultaneously(_ a: Int, _ b: Int) -> Bool { true }
}

/// GRC-003: require(toFail:) is ignored.
final class RequireToFailIgnored: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func failureRequirement(_ g: Int) -> FailureRequirement { .proceed }
}

/// GES-001: the window's recognizers see a touch first.
final class RecognizersOutermostFirst: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func recognizers(seeingTouchOn hit: Int) -> [Int] {
    var levels: [[Int]] = []
    var current: Int? = hit
    while let view = current {
      levels.append(state.scene.recognizers.indices.filter { g in
        let spec = state.scene.recognizers[g]
        return spec.view == view && spec.isEnabled && spec.shouldReceive
      })
      current = state.superviews[view]
    }
    return levels.reversed().flatMap { $0 }
  }
}

/// IOS-001: controls never refuse a parent's recognizer.
final class ControlsDoNotRefuse: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func controlRefuses(_ control: Int, recognizer g: Int) -> Bool { false }
}

/// IOS-005: custom controls refuse a parent's single tap too.
final class CustomControlsProtected: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func controlRefuses(_ control: Int, recognizer g: Int) -> Bool {
    if state.scene.views[control].kind == .customControl, state.scene.recognizers[g].view != control,
      case .tap(1, 1) = state.scene.recognizers[g].kind
    {
      return true
    }
    return LiteralOracle(state: state).controlRefuses(control, recognizer: g)
  }
}

/// CTL-003: no touchDragEnter or touchDragExit, only inside and outside.
final class NoDragEnterExit: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func dragEvent(wasInside: Bool, isInside: Bool) -> ControlEvent { isInside ? .touchDragInside : .touchDragOutside }
}

/// CTL-008: nil-target actions always start at the control, ignoring the first responder.
final class NilTargetIgnoresFirstResponder: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func nilTargetReceiver(_ action: String, from control: Int) -> ResponderRef? {
    let saved = state.firstResponder
    state.firstResponder = nil
    defer { state.firstResponder = saved }
    return LiteralOracle(state: state).nilTargetReceiver(action, from: control)
  }
}
