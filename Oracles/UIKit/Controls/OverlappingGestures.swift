import TouchModel

extension OracleRules {
  /// IOS-001…005: whether a control's gestureRecognizerShouldBegin refuses a recognizer that overlaps its default action;
  /// the rule that answered is the decision.
  package func literalControlRefuses(_ control: Int, recognizer g: Int) -> Bool {
    // IOS-004: a recognizer on the control itself is never refused.
    if state.scene.recognizers[g].view == control {
      state.decide(.ios004)
      return false
    }
    return controlOverlaps(control, recognizer: g)
  }

  /// IOS-001…003, IOS-005: whether a recognizer of another view overlaps the control's default action.
  package func controlOverlaps(_ control: Int, recognizer g: Int) -> Bool {
    guard state.recognizers[g].touches.first != nil else { return false }
    let onKnob = isOnKnob(control, recognizer: g)
    let parallel = isParallel(control, displacement(g))
    switch (state.scene.views[control].kind, state.scene.recognizers[g].kind) {
    case (.button, .tap(1, 1)), (.switch, .tap(1, 1)), (.stepper, .tap(1, 1)), (.segmentedControl, .tap(1, 1)), (.pageControl, .tap(1, 1)):
      state.decide(.ios001)
      return true
    case (.slider, .swipe(_, 1)) where onKnob && parallel:
      state.decide(.ios002)
      return true
    case (.switch, .pan) where state.recognizers[g].activeTouches.count == 1 && onKnob && parallel:
      state.decide(.ios003)
      return true
    default:
      // IOS-005: anything else, a custom control included, is not overlapping.
      state.decide(.ios005)
      return false
    }
  }

  /// IOS-002, IOS-003: whether the recognizer's first touch started on the control's knob (its bounds if it has none).
  package func literalIsOnKnob(_ control: Int, recognizer g: Int) -> Bool {
    guard let touch = state.recognizers[g].touches.first else { return false }
    return isOnKnob(control, at: state.touches[touch].start)
  }

  /// Whether a point in screen coordinates is on the control's knob (its bounds if it has none).
  package func isOnKnob(_ control: Int, at point: Point) -> Bool {
    let v = state.scene.views[control]
    return rectContains(v.control?.knob ?? v.bounds, location(of: point, in: control))
  }

  /// IOS-002, IOS-003: whether a displacement runs along the control: at least as far along x as across.
  package func literalIsParallel(_ control: Int, _ displacement: Point) -> Bool {
    abs(displacement.x) >= abs(displacement.y)
  }
}
