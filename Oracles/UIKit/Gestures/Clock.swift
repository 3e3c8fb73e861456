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
}
