import TouchModel
import UIKitOracle

extension OracleRules {
  /// IOS-001: buttons, switches, steppers, segmented and page controls do not refuse a parent's single tap.
  func controlsDoNotRefuse(_ control: Int, recognizer g: Int) -> Bool {
    if case .tap(1, 1) = state.scene.recognizers[g].kind, state.scene.views[control].kind != .slider { return false }
    return literalControlRefuses(control, recognizer: g)
  }

  /// IOS-002: the slider tests its knob with where the finger is now, not where the swipe started.
  func knobAtCurrentLocation(_ control: Int, recognizer g: Int) -> Bool {
    guard state.scene.views[control].kind == .slider, let touch = state.recognizers[g].touches.first else {
      return literalIsOnKnob(control, recognizer: g)
    }
    return isOnKnob(control, at: state.touches[touch].location)
  }

  /// IOS-003: a pan counts as parallel to a switch only when it moved strictly more along than across (`>` for `>=`).
  func diagonalPanNotParallel(_ control: Int, _ displacement: Point) -> Bool {
    guard state.scene.views[control].kind == .switch else { return literalIsParallel(control, displacement) }
    return abs(displacement.x) > abs(displacement.y)
  }

  /// IOS-005: custom controls refuse a parent's single tap too.
  func customControlsProtected(_ control: Int, recognizer g: Int) -> Bool {
    if state.scene.views[control].kind == .customControl, state.scene.recognizers[g].view != control,
      case .tap(1, 1) = state.scene.recognizers[g].kind
    {
      return true
    }
    return literalControlRefuses(control, recognizer: g)
  }
}
