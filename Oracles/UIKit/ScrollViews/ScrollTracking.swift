import TouchModel

extension OracleRules {
  /// The scroll views' part of a frame, after the recognizers have it (GRD-001): fingers that land, then fingers
  /// that move, then fingers that lift, in the phase order recognizers take them.
  func trackScrollViews(_ samples: [TouchSample]) {
    for sample in samples where sample.phase == .began { trackLandingTouch(sample.touch) }
    let moved = samples.filter { $0.phase == .moved }.map(\.touch)
    if !moved.isEmpty { tryToScroll(afterMoving: moved) }
    for sample in samples where sample.phase == .ended { trackLiftingTouch(sample.touch) }
    let lifting = samples.filter { $0.phase == .ended }.map(\.touch)
    if !state.touches.members(.active).contains(where: { !lifting.contains($0) }) { resetScrollViews() }
  }

  /// SCR-002: a touch on a scroll view or in its content is tracked by that scroll view and every scroll view around
  /// it, innermost first.
  package func literalScrollViews(tracking view: Int) -> [Int] {
    var list: [Int] = []
    var current: Int? = view
    while let v = current {
      if state.scene.views[v].kind == .scrollView { list.append(v) }
      current = state.superviews[v]
    }
    if !list.isEmpty { state.fire(.scr002) }
    return list
  }

  /// A scroll view's behaviour (UIKit's defaults when the scene gives none).
  func scrollBehaviour(_ scrollView: Int) -> ScrollBehaviour { state.scene.views[scrollView].scroll ?? ScrollBehaviour() }

  /// A finger lands: each scroll view around it that has neither finished nor declined in this sequence tracks it; the
  /// first touch-down starts the delay (SCR-002); a scroll view that is scrolling takes it (SCR-009).
  func trackLandingTouch(_ t: Int) {
    guard state.touches[t].isDelivered, let view = state.touches[t].view else { return }
    for sv in scrollViews(tracking: view) {
      switch state.scrolls[sv].status {
      case .finished, .declined:
        continue
      case .scrolling:
        track(t, in: sv)
        return takeLandingTouch(t, scrolling: sv)
      case .possible:
        track(t, in: sv)
        guard !state.scrolls[sv].delayDecided else { continue }
        state.scrolls[sv].delayDecided = true
        if delaysContentTouches(sv) { state.scrolls[sv].delayUntil = state.time + state.profile.scrollDelayDuration }
      }
    }
  }

  /// Records that a scroll view tracks a touch.
  func track(_ t: Int, in scrollView: Int) {
    state.scrolls[scrollView].touches.append(t)
    state.scrolls[scrollView].activeTouches.append(t)
    state.touches[t].scrollViews.append(scrollView)
  }

  /// A finger lifts: held touch-downs go to their views first (SCR-003); a scroll view whose last finger lifts while
  /// scrolling ends its dragging (SCR-005).
  func trackLiftingTouch(_ t: Int) {
    if state.touches[t].scrollViews.contains(where: { state.scrolls[$0].delayUntil != nil }) { endDelays(liftingTouch: t) }
    for sv in state.touches[t].scrollViews {
      state.scrolls[sv].activeTouches.removeAll { $0 == t }
      guard state.scrolls[sv].status == .scrolling, state.scrolls[sv].activeTouches.isEmpty else { continue }
      state.scrolls[sv].status = .finished
      state.emit(.scroll(view: sv, .ended), by: .scr005)
    }
  }

  /// SCR-005: when no finger is down, every scroll view starts afresh for the next sequence.
  func resetScrollViews() {
    for sv in state.scrolls(in: .inUse) where state.scrolls[sv].status != .possible || !state.scrolls[sv].touches.isEmpty {
      state.scrolls[sv] = ScrollRecord()
    }
  }

  /// DEL-009, DEL-012, SCR-005: a system cancellation (`rule`: the one that cancels) cancels every dragging under way
  /// (before the views' touches are cancelled).
  func cancelScrolling(by rule: RuleID) {
    for sv in state.scrolls(in: .inUse) where state.scrolls[sv].status == .scrolling {
      state.emit(.scroll(view: sv, .cancelled), by: .scr005, decidedBy: Decision(rule))
    }
    resetScrollViews()
  }
}
