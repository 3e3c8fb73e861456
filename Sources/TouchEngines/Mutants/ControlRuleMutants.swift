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
    portedControlRefuses(control, recognizer: g, knobTouchPoint: { state.scene.views[control].kind == .slider ? $0.location : $0.start })
  }

  /// IOS-003: a pan counts as parallel to a switch only when it moved strictly more along than across (`>` for `>=`).
  func diagonalPanNotParallel(_ control: Int, recognizer g: Int) -> Bool {
    portedControlRefuses(control, recognizer: g, parallel: { d in state.scene.views[control].kind == .switch ? abs(d.x) > abs(d.y) : abs(d.x) >= abs(d.y) })
  }

  /// IOS-004: a recognizer attached to the control itself is refused like a parent's.
  func ownRecognizersRefused(_ control: Int, recognizer g: Int) -> Bool { portedControlRefuses(control, recognizer: g, exemptsOwn: false) }

  /// IOS-005: custom controls refuse a parent's single tap too.
  func customControlsProtected(_ control: Int, recognizer g: Int) -> Bool {
    if state.scene.views[control].kind == .customControl, state.scene.recognizers[g].view != control,
      case .tap(1, 1) = state.scene.recognizers[g].kind
    {
      return true
    }
    return literalControlRefuses(control, recognizer: g)
  }

  /// IOS-001…005, ported: whether a control refuses a recognizer that overlaps its default action, with the point the
  /// knob is tested at, the parallel test, and whether the control's own recognizers are exempt given by the caller.
  func portedControlRefuses(
    _ control: Int, recognizer g: Int, knobTouchPoint: (TouchRecord) -> Point = { $0.start },
    parallel: (Point) -> Bool = { abs($0.x) >= abs($0.y) }, exemptsOwn: Bool = true
  ) -> Bool {
    let spec = state.scene.recognizers[g]
    if exemptsOwn, spec.view == control {
      state.decide(.ios004)
      return false
    }
    let v = state.scene.views[control]
    guard let touch = state.recognizers[g].touches.first else { return false }
    let onKnob = rectContains(v.control?.knob ?? v.bounds, location(of: knobTouchPoint(state.touches[touch]), in: control))
    let isParallel = parallel(displacement(g))
    switch (v.kind, spec.kind) {
    case (.button, .tap(1, 1)), (.switch, .tap(1, 1)), (.stepper, .tap(1, 1)), (.segmentedControl, .tap(1, 1)), (.pageControl, .tap(1, 1)):
      state.decide(.ios001)
      return true
    case (.slider, .swipe(_, 1)) where onKnob && isParallel:
      state.decide(.ios002)
      return true
    case (.switch, .pan) where state.recognizers[g].activeTouches.count == 1 && onKnob && isParallel:
      state.decide(.ios003)
      return true
    default:
      state.decide(.ios005)
      return false
    }
  }
}
