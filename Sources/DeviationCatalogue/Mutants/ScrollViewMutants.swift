import TouchModel
import UIKitOracle

extension OracleRules {
  /// SCR-001: a scroll view's content offset is kept apart from its bounds and left out of point conversion.
  func contentOffsetIgnored(_ point: Point, into view: Int) -> Point {
    let v = state.scene.views[view]
    guard v.kind == .scrollView else { return literalConvert(point, into: view) }
    let centre = v.frame.mid
    let offset = v.transform.inverted.apply(Point(x: point.x - centre.x, y: point.y - centre.y))
    return Point(x: v.frame.size.width / 2 + offset.x, y: v.frame.size.height / 2 + offset.y)
  }

  /// SCR-002: delaysContentTouches is ignored: content views get their touch-downs at once.
  func noContentDelay(_ scrollView: Int) -> Bool { false }

  /// SCR-003: a lift during the delay cancels the delay's timer and throws the held touch away with it.
  func heldTouchDroppedOnLift(liftingTouch touch: Int) {
    if state.touches[touch].pendingBegan {
      state.touches[touch].pendingBegan = false
      state.touches[touch].pendingMoved = false
      state.touches[touch].isBound = false
    }
    literalEndDelays(liftingTouch: touch)
  }

  /// SCR-004: touchesShouldBegin is never asked: content views always get their touches.
  func touchesShouldBeginIgnored(in scrollView: Int, view: Int) -> Bool { true }

  /// SCR-005: the scroll distance is measured in any direction, whatever axes the scroll view scrolls along.
  func scrollAxesIgnored(_ scrollView: Int) -> Bool {
    let active = state.scrolls[scrollView].activeTouches
    guard !active.isEmpty else { return false }
    return distance(averageDisplacement(of: active), .zero) >= state.profile.scrollStartDistance
  }

  /// SCR-006: a held touch-down is flushed to its view when scrolling starts, then cancelled (as a delayed-touch emulation does).
  func heldBeganFlushedOnScroll(_ touch: Int, scrolling scrollView: Int) {
    let record = state.touches[touch]
    literalDiscardHeldTouch(touch, scrolling: scrollView)
    guard record.isBound, let view = record.view else { return }
    state.touches[touch].viewGotBegan = true
    state.touches[touch].viewGotEnd = true
    state.decide(.scr006)
    deliver(.began, [touch], to: .view(view))
    state.decide(.scr006)
    deliver(.cancelled, [touch], to: .view(view))
  }

  /// SCR-007: canCancelContentTouches is ignored: scrolling always may take tracked touches.
  func canCancelIgnored(_ scrollView: Int) -> Bool { true }

  /// SCR-008: touchesShouldCancel answers yes for controls too (the UIControl default is forgotten).
  func controlsCancelledByScroll(in scrollView: Int, view: Int) -> Bool {
    state.scene.views[scrollView].scroll?.touchesShouldCancel.answer(for: view) ?? true
  }

  /// SCR-009: a finger landing during a scroll reaches its content view as if nothing scrolled.
  func landingTouchesReachContent(_ touch: Int, scrolling scrollView: Int) {}

  /// SCR-010: scrolling leaves the recognizers that share its touches undecided.
  func scrollLeavesRecognizers(sharingTouchesWith scrollView: Int) {}

  /// SCR-011: nested scroll views try to scroll outermost first.
  func outerScrollViewFirst(_ scrollViews: [Int]) -> [Int] { scrollViews.reversed() }

  /// SCR-010 (by way of SCR-009): a finger landing during a scroll is taken, but the recognizers that see it stay undecided: recognizers fail
  /// only when scrolling begins, so one on another content view that sees only the landing finger goes on.
  /// `landing`: whether a landing finger is being taken, this run.
  func landingFingerRecognizersLeftTakeLandingTouch(_ touch: Int, scrolling scrollView: Int, landing: RunMemory<Bool>) {
    landing.value = true
    literalTakeLandingTouch(touch, scrolling: scrollView)
    landing.value = false
  }
  func landingFingerRecognizersLeftFailRecognizers(sharingTouchesWith scrollView: Int, landing: RunMemory<Bool>) {
    if !landing.value { literalFailRecognizers(sharingTouchesWith: scrollView) }
  }

  /// SCR-010: only a gesture under way (began, changed) keeps a scroll view from scrolling; one that has recognized
  /// (a swipe that ended while its finger is still down) does not.
  func recognizedGestureLetsScroll(_ g: Int, _ scrollView: Int) -> Bool {
    state.recognizers[g].state != .ended && literalRecognizerKeepsFromScrolling(g, scrollView)
  }
}
