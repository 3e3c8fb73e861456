import TouchModel
import UIKitOracle

extension Capabilities {
  /// Delivery through scroll views (no application, so the chain is compared up to the window).
  static let scrollEngine: Capabilities = [.hitTesting, .delivery, .scrollViews]
}

extension Deviation {
  /// Scroll views (SCR): the mistakes a port of UIScrollView's touch handling makes.
  static let scrollViews: [Deviation] = [
    Deviation(name: "content-offset-ignored", rule: .scr001, bug: "a scroll view's content offset is left out of point conversion", capabilities: [.hitTesting, .transforms, .scrollViews]) { $0.convert = { $0.contentOffsetIgnored($1, into: $2) } },
    Deviation(name: "no-content-delay", rule: .scr002, bug: "delaysContentTouches is ignored: content gets touch-downs at once", capabilities: .scrollEngine) { $0.delaysContentTouches = { $0.noContentDelay($1) } },
    Deviation(name: "held-touch-dropped-on-lift", rule: .scr003, bug: "a lift during the delay drops the held touch instead of delivering it", capabilities: .scrollEngine) { $0.endDelays = { $0.heldTouchDroppedOnLift(liftingTouch: $1) } },
    Deviation(name: "touches-should-begin-ignored", rule: .scr004, bug: "touchesShouldBegin is never asked", capabilities: .scrollEngine) { $0.touchesShouldBegin = { $0.touchesShouldBeginIgnored(in: $1, view: $2) } },
    Deviation(name: "scroll-axes-ignored", rule: .scr005, bug: "a drag in any direction scrolls, whatever axes the scroll view scrolls along", capabilities: .scrollEngine) { $0.hasMovedToScroll = { $0.scrollAxesIgnored($1) } },
    Deviation(name: "held-began-flushed-on-scroll", rule: .scr006, bug: "a held touch-down is delivered, then cancelled, when scrolling starts", capabilities: .scrollEngine) { $0.discardHeldTouch = { $0.heldBeganFlushedOnScroll($1, scrolling: $2) } },
    Deviation(name: "can-cancel-content-ignored", rule: .scr007, bug: "canCancelContentTouches is ignored: scrolling always takes tracked touches", capabilities: .scrollEngine) { $0.canCancelContentTouches = { $0.canCancelIgnored($1) } },
    Deviation(name: "controls-cancelled-by-scroll", rule: .scr008, bug: "touchesShouldCancel answers yes for controls too", capabilities: Capabilities.scrollEngine.union(.controls)) { $0.touchesShouldCancel = { $0.controlsCancelledByScroll(in: $1, view: $2) } },
    Deviation(name: "landing-touch-reaches-content", rule: .scr009, bug: "a finger landing during a scroll reaches its content view", capabilities: Capabilities.scrollEngine.union(.severalFingers)) { $0.takeLandingTouch = { $0.landingTouchesReachContent($1, scrolling: $2) } },
    Deviation(name: "landing-finger-recognizers-left", rule: .scr010, bug: "a finger landing during a scroll is taken but its recognizers stay undecided", capabilities: Capabilities.scrollEngine.union(.severalFingers).union(.recognizerKinds)) { steps in
      let landing = RunMemory(false)
      steps.takeLandingTouch = { $0.landingFingerRecognizersLeftTakeLandingTouch($1, scrolling: $2, landing: landing) }
      steps.failRecognizers = { $0.landingFingerRecognizersLeftFailRecognizers(sharingTouchesWith: $1, landing: landing) }
    },
    Deviation(name: "scroll-leaves-recognizers", rule: .scr010, bug: "scrolling does not fail the recognizers that share its touches", capabilities: Capabilities.scrollEngine.union(.recognizerKinds)) { $0.failRecognizers = { $0.scrollLeavesRecognizers(sharingTouchesWith: $1) } },
    Deviation(name: "recognized-gesture-lets-scroll", rule: .scr010, bug: "a recognizer that has recognized (a swipe whose finger is still down) does not keep the scroll view from scrolling", capabilities: Capabilities.scrollEngine.union(.recognizerKinds)) { $0.recognizerKeepsFromScrolling = { $0.recognizedGestureLetsScroll($1, $2) } },
    Deviation(name: "outer-scroll-view-first", rule: .scr011, bug: "nested scroll views try to scroll outermost first", capabilities: .scrollEngine) { $0.scrollOrder = { $0.outerScrollViewFirst($1) } },
  ]
}
