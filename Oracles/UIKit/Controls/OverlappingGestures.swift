import TouchModel

extension OracleRules {
  /// IOS-001…005: whether a control's gestureRecognizerShouldBegin refuses a recognizer that overlaps its default action;
  /// the rule that answered is the decision.
  public func literalControlRefuses(_ control: Int, recognizer g: Int) -> Bool {
    let spec = state.scene.recognizers[g]
    // IOS-004: a recognizer on the control itself is never refused.
    if spec.view == control {
      state.decide(.ios004)
      return false
    }
    let v = state.scene.views[control]
    guard let touch = state.recognizers[g].touches.first else { return false }
    let onKnob = rectContains(v.control?.knob ?? v.bounds, location(of: state.touches[touch].start, in: control))
    let d = displacement(g)
    let parallel = abs(d.x) >= abs(d.y)
    switch (v.kind, spec.kind) {
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
}
