import TouchModel

extension RuleCatalogue {
  static let scrollTakingTouches: [Rule] = [
    Rule(.scr007, "Scroll views", "A scroll view with canCancelContentTouches off whose fingers have moved far enough does not scroll in that sequence if, at that moment, a content view is tracking one of its fingers still down (got touchesBegan and no end or cancellation yet); content touches that have already ended do not stop it.",
      cites: [.apple(ScrollSource.canCancel, "If the value of this property is false, the scroll view doesn’t scroll regardless of finger movement once the content view starts tracking."),
              .apple(ScrollSource.shouldCancel, "The scroll view doesn’t call this method if the value of the canCancelContentTouches property is false.")]),
    Rule(.scr008, "Scroll views", "With canCancelContentTouches on, a scroll view whose fingers moved far enough asks touchesShouldCancel(in:) for each content view that tracks one of its touches: when every answer is yes those views get touchesCancelled and it scrolls; a no, and it does not scroll in that sequence and the view keeps the touch. The default answers no for a UIControl (buttons included) and yes for any other view.",
      cites: [.apple(ScrollSource.shouldCancel, "The default returned value is true if view is not a UIControl object; otherwise, it returns false."),
              .apple(ScrollSource.shouldCancel, "If it receives false from this method, it stops dragging and forwards the touch events to the content subview."),
              .apple(ScrollSource.canCancel, "the view receives a touchesCancelled(_:with:) message and the scroll view handles the touch as a scroll"),
              .observed(ScrollSource.buttonOverride, "if view is UIButton {")],
      decision: "Issue 12 reads the default as sparing buttons; Apple's page names every UIControl, and apps override the method to answer yes for UIButton so drags that start on buttons scroll, which confirms that buttons refuse by default. The oracle follows the page; a case gives overrides for every content view or per view."),
    Rule(.scr009, "Scroll views", "A finger that lands in a scroll view while it scrolls is the scroll's at once: its view never gets it, and recognizers that see it fail (SCR-010).",
      cites: [.apple(Source.recognizer, "If a gesture recognizer recognizes its gesture, it unbinds the remaining touches of that gesture from their view"),
              .apple(ScrollSource.pan, "The underlying gesture recognizer for pan gestures.")],
      decision: "Apple is silent on fingers that land during a scroll; the scroll view's pan has recognized and cancels touches in its view, so touches it receives afterwards are not delivered."),
    Rule(.scr010, "Scroll views", "Scrolling and recognizers exclude each other: a scroll view does not scroll in a sequence once a recognizer that saw one of its touches has recognized (began, changed or ended), and when it starts scrolling every undecided recognizer that sees one of its touches fails.",
      cites: [.apple(Source.stateMachine, "UIKit normally permits only one gesture recognizer at a time to notify its client."),
              .apple(ScrollSource.pan, "Your application accesses this property when it wants to more precisely control which pan gestures are recognized by the scroll view."),
              .observed("https://learn.microsoft.com/en-us/xamarin/xamarin-forms/platform/ios/application-pan-gesture",
                        "all of the pan gestures are captured by the PanGestureRecognizer and aren't passed to the scrolling view")],
      decision: "The scroll view's pan takes part in GRC-001's exclusion with no simultaneous-recognition answers (a delegate letting it recognize beside others is not modelled); scroll views see each frame after the recognizers, so a recognizer that recognizes in the same frame wins."),
    Rule(.scr011, "Scroll views", "Nested scroll views try to scroll innermost first: the first that scrolls takes the touch, and the others around it do not scroll in that sequence; with crossed axes a movement along the outer one's axis alone scrolls the outer one.",
      cites: [.apple(ScrollSource.nesting, "In iOS 3.0, this functionality is fully supported and works automatically."),
              .apple(ScrollSource.nesting, "Cross-directional scrolling is the term used when a scroll view that is a subview of another scroll view scrolls at a 90 degree angle")],
      decision: "Apple does not say which of two nested scroll views takes a drag both could scroll with; the innermost tries first, as recognizers are asked from the hit-test view outwards (GES-001) and as reimplementations make an outer scroll view's pan wait for its descendants'."),
  ]
}
