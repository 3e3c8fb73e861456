import TouchModel

extension OracleRules {
  /// Runs the whole case: set-up, then every stream item in order.
  package func runStream() -> EngineRun {
    becomeFirstResponderAtSetup()
    for (index, item) in state.touchCase.stream.items.enumerated() {
      state.frame = index
      state.time = item.time
      fireTimersAndDelays(upTo: item.time)
      switch item.kind {
      case .touches(let samples):
        // EVT-004: touches go to their hit-test views, never to the first responder.
        state.fire(.evt004)
        handleTouchFrame(samples)
      case .idle:
        break
      case .systemCancel:
        // DEL-012: fingers ignored past the device's limit are cancelled with the rest and never come back.
        for t in state.ignoredUntilLift.members(.set) { state.ignoredUntilLift[t] = false }
        cancelScrolling(by: .del009)
        cancelAllTouches()
      case .event(let event):
        deliverEvent(event)
      }
      settleGestureSequence()
    }
    return state.result
  }
}
