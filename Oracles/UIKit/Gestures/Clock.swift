import TouchModel

extension OracleRules {
  /// GES-006: fires every timer whose deadline the clock has reached, earliest first (ties by recognizer order).
  func fireTimers(upTo time: Double) {
    while true {
      var next: Int?
      for g in state.recognizers.members(.timed) {
        guard let d = state.recognizers[g].deadline, d <= time else { continue }
        if let n = next, let nd = state.recognizers[n].deadline, nd <= d { continue }
        next = g
      }
      guard let g = next else { return }
      state.recognizers[g].deadline = nil
      timerFired(g)
    }
  }

  /// GES-005: with no finger down, undecided recognizers waiting for nothing fail; once none is undecided, participants reset.
  func settleGestureSequence() {
    guard state.touches.members(.active).isEmpty else { return }
    for g in state.recognizers(in: .participating) {
      let r = state.recognizers[g]
      if r.participating, r.state == .possible, r.held == nil, r.deadline == nil {
        state.fire(.ges005)
        fail(g, by: .ges005)
      }
    }
    guard !state.recognizers.members(.participating).contains(where: { state.recognizers[$0].state == .possible }) else { return }
    for g in state.recognizers(in: .participating) {
      state.recognizers[g] = RecognizerRecord()
      state.emit(.recognizerReset(recognizer: g), by: .ges005)
    }
  }

  /// GES-006: a recognizer's timer fired; the recognizer's own rule decides what that means (a tap's in `tapTimedOut`).
  func timerFired(_ g: Int) {
    state.fire(.ges006)
    guard state.recognizers[g].held == nil else { return }
    if case .tap = state.scene.recognizers[g].kind { return tapTimedOut(g) }
    guard state.recognizers[g].state == .possible else { return }
    switch state.scene.recognizers[g].kind {
    case .longPress(_, _, let fingers, _):
      longPressTimedOut(g, fingers: fingers)
    default:
      fail(g, by: gestureRule(g), because: .ges006)
    }
  }

  /// The rule of a recognizer's own analysis (GES-007…012), which decides its timeouts.
  func gestureRule(_ g: Int) -> RuleID {
    switch state.scene.recognizers[g].kind {
    case .tap: .ges007
    case .longPress: .ges008
    case .swipe: .ges009
    case .pan: .ges010
    case .pinch: .ges011
    case .rotation: .ges012
    }
  }
}
