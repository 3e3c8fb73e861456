import TouchModel
import UIKitOracle

extension Capabilities {
  /// Delivery through scroll views (no application, so the chain is compared up to the window).
  static let scrollEngine: Capabilities = [.hitTesting, .delivery, .scrollViews]
}

extension Mutant {
  /// Scroll views (SCR): the mistakes a port of UIScrollView's touch handling makes.
  static let scrollViews: [Mutant] = [
    Mutant(name: "content-offset-ignored", rule: "SCR-001", bug: "a scroll view's content offset is left out of point conversion", capabilities: [.hitTesting, .transforms, .scrollViews]) { ContentOffsetIgnored(state: $0) },
    Mutant(name: "no-content-delay", rule: "SCR-002", bug: "delaysContentTouches is ignored: content gets touch-downs at once", capabilities: .scrollEngine) { NoContentDelay(state: $0) },
    Mutant(name: "held-touch-dropped-on-lift", rule: "SCR-003", bug: "a lift during the delay drops the held touch instead of delivering it", capabilities: .scrollEngine) { HeldTouchDroppedOnLift(state: $0) },
    Mutant(name: "touches-should-begin-ignored", rule: "SCR-004", bug: "touchesShouldBegin is never asked", capabilities: .scrollEngine) { TouchesShouldBeginIgnored(state: $0) },
    Mutant(name: "scroll-axes-ignored", rule: "SCR-005", bug: "a drag in any direction scrolls, whatever axes the scroll view scrolls along", capabilities: .scrollEngine) { ScrollAxesIgnored(state: $0) },
    Mutant(name: "held-began-flushed-on-scroll", rule: "SCR-006", bug: "a held touch-down is delivered, then cancelled, when scrolling starts", capabilities: .scrollEngine) { HeldBeganFlushedOnScroll(state: $0) },
    Mutant(name: "can-cancel-content-ignored", rule: "SCR-007", bug: "canCancelContentTouches is ignored: scrolling always takes tracked touches", capabilities: .scrollEngine) { CanCancelIgnored(state: $0) },
    Mutant(name: "controls-cancelled-by-scroll", rule: "SCR-008", bug: "touchesShouldCancel answers yes for controls too", capabilities: Capabilities.scrollEngine.union(.controls)) { ControlsCancelledByScroll(state: $0) },
    Mutant(name: "landing-touch-reaches-content", rule: "SCR-009", bug: "a finger landing during a scroll reaches its content view", capabilities: Capabilities.scrollEngine.union(.severalFingers)) { LandingTouchesReachContent(state: $0) },
    Mutant(name: "landing-finger-recognizers-left", rule: "SCR-010", bug: "a finger landing during a scroll is taken but its recognizers stay undecided", capabilities: Capabilities.scrollEngine.union(.severalFingers).union(.recognizerKinds)) { LandingFingerRecognizersLeft(state: $0) },
    Mutant(name: "scroll-leaves-recognizers", rule: "SCR-010", bug: "scrolling does not fail the recognizers that share its touches", capabilities: Capabilities.scrollEngine.union(.recognizerKinds)) { ScrollLeavesRecognizers(state: $0) },
    Mutant(name: "recognized-gesture-lets-scroll", rule: "SCR-010", bug: "a recognizer that has recognized (a swipe whose finger is still down) does not keep the scroll view from scrolling", capabilities: Capabilities.scrollEngine.union(.recognizerKinds)) { RecognizedGestureLetsScroll(state: $0) },
    Mutant(name: "outer-scroll-view-first", rule: "SCR-011", bug: "nested scroll views try to scroll outermost first", capabilities: .scrollEngine) { OuterScrollViewFirst(state: $0) },
  ]
}
