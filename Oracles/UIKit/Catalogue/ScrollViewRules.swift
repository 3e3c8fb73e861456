import TouchModel

/// The pages and public records the scroll-view rules cite.
enum ScrollSource {
  static let docs = Source.docs + "uiscrollview"
  static let overview = docs
  static let delays = docs + "/delayscontenttouches"
  static let canCancel = docs + "/cancancelcontenttouches"
  static let shouldBegin = docs + "/touchesshouldbegin(_:with:in:)"
  static let shouldCancel = docs + "/touchesshouldcancel(in:)"
  static let pan = docs + "/pangesturerecognizer"
  static let nesting =
    "https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/UIScrollView_pg/NestedScrollViews/NestedScrollViews.html"
  /// Godot's emulation of UIKit's delaying recognizer, with the value and the lift behaviour it copies.
  static let godot =
    "https://github.com/godotengine/godot/blob/e46159ab4d0300ca514121f7844888bbfe4a8875/platform/iphone/godot_view_gesture_recognizer.h"
  /// The iOS 8.4 SDK's UIPanGestureRecognizer.h, mirrored: the pan's documented start and its private per-axis flags.
  static let panHeader =
    "https://github.com/okanon/iPhoneOS.sdk/blob/54163a3a68003e2b221cc38a72c52160012f72df/iPhoneOS8.4.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPanGestureRecognizer.h"
  /// A widely used extension library's scroll view that overrides touchesShouldCancel so drags on buttons scroll.
  static let buttonOverride =
    "https://github.com/APUtils/APExtensions/blob/4d74de213b79d8810c6c0662174e5c06b4f81f4e/APExtensions/Classes/ScrollView.swift"
}

extension RuleCatalogue {
  static let scrollViews: [Rule] = [
    Rule(.scr001, "Scroll views", "A scroll view's content offset is its bounds origin: points reach its content through the same conversion as any subview's (HIT-008), shifted by the offset.",
      cites: [.apple(ScrollSource.overview, "A scroll view is a view with an origin that’s adjustable over the content view.")],
      decision: "The oracle reports scrolling but does not move the content: how far content travels (translation, bouncing, deceleration, paging) is physics the documents leave open, so the offset stays the case's bounds origin for the whole case, and a touch that lands after a scroll is hit-tested at that offset."),
    Rule(.scr002, "Scroll views", "A touch delivered to a view on or in a scroll view (a refused one is not) is tracked by it and by each scroll view around it that has not finished or declined in the sequence; with delaysContentTouches (the default) a scroll view holds the began of the touches it tracks for the delay after its first touch-down, then delivers it, with a follow-up touchesMoved when the finger is away from where it landed.",
      cites: [.apple(ScrollSource.delays, "If the value of this property is true, the scroll view delays handling the touch-down gesture until it can determine if scrolling is the intent."),
              .observed(ScrollSource.godot, "It catches all gestures incoming to UIView and delays them for 150ms"),
              .observed(ScrollSource.godot, "(the same value used by UIScrollViewDelayedTouchesBeganGestureRecognizer)")],
      decision: "Apple gives no duration; scrollDelayDuration is 150 ms, the value a reimplementation names for UIKit's delaying recognizer and write-ups observe. Since UIKit holds touch-downs with a delaysTouchesBegan recognizer, the release reads as GRD-003 (a follow-up touchesMoved when the finger moved), the delay runs once per sequence from the scroll view's first touch-down (fingers landing after it are not held), and a touch on the scroll view itself is held like one in its content. A system cancellation discards a held began (DEL-009). A scroll view that is scrolling takes a landing touch (SCR-009), and the scroll views around it do not track that touch. A delay ending at the same moment as a recognizer's timer ends after it.",
      profile: ["scrollDelayDuration"]),
    Rule(.scr003, "Scroll views", "A finger that lifts while a scroll view tracking it holds touch-downs ends the delays of the scroll views tracking it: every held began that nothing else holds goes to its view, touch by touch with its follow-up move, then the lifting finger's view, if its began went out then, gets its touchesEnded (unless delaysTouchesEnded withholds it), before the frame's other view messages.",
      cites: [.observed(ScrollSource.godot, "If touch cancellation or end message is fired it fires delayed begin touch immediately as well as last touch signal"),
              .apple(ScrollSource.delays, "the scroll view delays handling the touch-down gesture until it can determine if scrolling is the intent")],
      decision: "Apple only says the touch-down waits until the intent is known; a lift settles it (no scroll), so the content gets began then ended in the lift's frame, delivered together as the delaying-recognizer emulation above does, which is why a quick tap on a button in a table view still sends touchUpInside."),
    Rule(.scr004, "Scroll views", "Before a touch's began reaches a view in a scroll view's content, the scroll view asks touchesShouldBegin(_:with:in:) for that view (at touch-down without a delay, when its delay ends with one); no keeps every phase of the touch from the view, and the scroll view may still scroll with it.",
      cites: [.apple(ScrollSource.shouldBegin, "Return false if you don’t want the scroll view to send event messages to view."),
              .apple(ScrollSource.delays, "If the value is false, the scroll view immediately calls touchesShouldBegin(_:with:in:).")],
      decision: "The default answers yes, as documented; a case gives overrides for every content view or per view. Nested scroll views each ask, innermost first, and the first no decides; a touch on the scroll view itself is not asked about (the method is about content views)."),
    Rule(.scr005, "Scroll views", "A scroll view starts scrolling (scroll V began) when the average movement of its fingers from where they landed reaches the scroll distance along the axes it scrolls (the distance for both axes, one component for one axis); touches on the scroll view itself are then cancelled there; its dragging ends (scroll V ended) when its last finger lifts, a system cancellation cancels it, and it starts afresh when no finger is down.",
      cites: [.observed(ScrollSource.panHeader, "Begins:  when at least minimumNumberOfTouches have moved enough to be considered a pan"),
              .observed(ScrollSource.panHeader, "unsigned int    _canPanVertically:1;"),
              .apple(ScrollSource.canCancel, "if the user drags the finger enough to initiate a scroll")],
      decision: "Apple gives no distance; scrollStartDistance is 10 pt, as the pan's panMinimumDistance, reached at equality as a pan. Which axes a scroll view scrolls along stands for its content size (larger than the bounds along an axis, or always bouncing), stated directly as scrollAxes; the scroll pan's private per-axis flags show it measures only those axes. Scroll views see each frame after the recognizers.",
      profile: ["scrollStartDistance"]),
    Rule(.scr006, "Scroll views", "When scrolling starts while a touch's began is still held, the held phases are discarded: the content never sees that touch.",
      cites: [.apple(ScrollSource.delays, "the scroll view delays handling the touch-down gesture until it can determine if scrolling is the intent"),
              .apple(Source.cancelsTouches, "the touches of that gesture that are pending aren’t delivered to the view")],
      decision: "A held touch-down is pending for the scroll view's pan, a recognizer with cancelsTouchesInView, so it is dropped when the pan recognizes; write-ups observe that a table row touched and dragged at once never highlights."),
  ] + scrollTakingTouches
}
