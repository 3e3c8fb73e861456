import TouchModel

extension OracleRules {
  /// SCR-002: a scroll view with delaysContentTouches holds touch-downs from its content for the delay.
  package func literalDelaysContentTouches(_ scrollView: Int) -> Bool {
    let delays = scrollBehaviour(scrollView).delaysContentTouches
    if delays { state.fire(.scr002) }
    return delays
  }

  /// SCR-002: whether a scroll view that tracks the touch is still running its delay.
  func scrollViewsHold(_ t: Int) -> Bool {
    state.touches[t].scrollViews.contains { state.scrolls[$0].delayUntil != nil }
  }

  /// SCR-002: whether scroll views still hold a touch's began, recorded as held back when they do.
  func scrollViewsStillHold(_ t: Int) -> Bool {
    guard scrollViewsHold(t) else { return false }
    state.omit(.touches, touch: t, by: .scr002)
    return true
  }

  /// SCR-003: a lift ends the delays of the scroll views that track the lifting finger; what they held goes to the
  /// views, and the lifting finger's view gets its touchesEnded right after its released began.
  package func literalEndDelays(liftingTouch touch: Int) {
    state.fire(.scr003)
    for sv in state.touches[touch].scrollViews { state.scrolls[sv].delayUntil = nil }
    let released = releaseHeldContentTouches(by: .scr003)
    guard released.contains(touch), let view = state.touches[touch].view else { return }
    guard !delaysEnded(touch) else {
      state.touches[touch].pendingEnded = true
      return state.omit(.touches, touch: touch, by: .grd004)
    }
    state.touches[touch].viewGotEnd = true
    state.decide(.scr003)
    deliver(.ended, [touch], to: .view(view))
  }

  /// Ends one scroll view's delay early (it scrolls or declines): what it held goes to the views.
  func endDelay(of scrollView: Int, by rule: RuleID) {
    guard state.scrolls[scrollView].delayUntil != nil else { return }
    state.scrolls[scrollView].delayUntil = nil
    releaseHeldContentTouches(by: rule)
  }

  /// GES-006 and SCR-002: recognizer timers and scroll-view delays fire in time order, recognizers first at a tie.
  func fireTimersAndDelays(upTo time: Double) {
    while let (sv, deadline) = nextDelayEnding(upTo: time) {
      fireTimers(upTo: deadline)
      guard state.scrolls[sv].delayUntil == deadline else { continue }
      state.scrolls[sv].delayUntil = nil
      releaseHeldContentTouches(by: .scr002, duringFrame: false)
    }
    fireTimers(upTo: time)
  }

  /// The scroll view whose delay ends first by a time (the first in view order at a tie), and when.
  func nextDelayEnding(upTo time: Double) -> (Int, Double)? {
    var next: (Int, Double)?
    for sv in state.scrolls(in: .delaying) {
      guard let deadline = state.scrolls[sv].delayUntil, deadline <= time else { continue }
      if let n = next, n.1 <= deadline { continue }
      next = (sv, deadline)
    }
    return next
  }

  /// SCR-002, SCR-003: touch-downs that nothing holds any longer go to their views (touchesShouldBegin permitting,
  /// SCR-004) one touch at a time, with a follow-up touchesMoved carrying the current location, as a delaying
  /// recognizer's release does (GRD-003). `duringFrame` is false when a delay fires before the frame's own samples.
  @discardableResult
  func releaseHeldContentTouches(by rule: RuleID, duringFrame: Bool = true) -> [Int] {
    var released: [Int] = []
    for t in state.touches(in: .pending) {
      let record = state.touches[t]
      guard record.isDelivered, record.isBound, record.pendingBegan, let view = record.view, !record.scrollViews.isEmpty else { continue }
      guard !scrollViewsStillHold(t) else { continue }
      // A delaysTouchesBegan recognizer may still hold it (GRD-003, recorded as held back), or touchesShouldBegin refuse it.
      guard !delaysBegan(t) else {
        state.omit(.touches, touch: t, by: .grd003)
        continue
      }
      guard contentMayBegin(t) else { continue }
      state.touches[t].pendingBegan = false
      state.touches[t].pendingMoved = false
      state.touches[t].viewGotBegan = true
      released.append(t)
      state.decide(rule)
      deliver(.began, [t], to: .view(view))
      if state.touches[t].location != state.touches[t].start {
        // The follow-up touchesMoved tells the view where the finger is; this frame's own move then adds nothing.
        if duringFrame { state.touches[t].locationReportedInFrame = state.frame }
        state.decide(rule)
        deliver(.moved, [t], to: .view(view))
      }
      if state.touches[t].pendingEnded, !delaysEnded(t) {
        state.touches[t].pendingEnded = false
        state.touches[t].viewGotEnd = true
        state.decide(rule)
        deliver(.ended, [t], to: .view(view))
      }
    }
    return released
  }
}
