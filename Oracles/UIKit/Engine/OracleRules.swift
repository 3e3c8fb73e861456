import TouchModel

/// The oracle's rule hooks: each requirement is one documented step, named after its rule.
///
/// The default implementations (in the files beside this one) are the literal reading of the documents; `LiteralOracle`
/// uses them all. A mutant engine is a class that re-implements exactly one requirement, so the oracle's own paths
/// never carry switches for bugs.
public protocol OracleRules: AnyObject {
  /// The run's state and recording.
  var state: OracleState { get }

  // MARK: - Hit testing

  /// HIT-001: the view hit by a point in screen coordinates, asking windows last to first.
  func hitTestWindows(at point: Point) -> Int?
  /// UIView.hitTest: HIT-015 visit, HIT-002…004 skips, HIT-006 inside check, HIT-007 subviews, HIT-009 itself.
  func hitTest(_ view: Int, at point: Point) -> Int?
  /// HIT-002: whether hit testing ignores the view because it is hidden.
  func isHiddenForHitTest(_ view: Int) -> Bool
  /// HIT-003, HIT-005: whether user interaction is disabled, explicitly or by the kind's default.
  func isInteractionDisabled(_ view: Int) -> Bool
  /// HIT-004: whether alpha is below the threshold.
  func isTooTransparent(_ view: Int) -> Bool
  /// point(inside:with:): the view's hit-area rule applied to a point in its bounds coordinates.
  func pointInside(_ view: Int, _ point: Point) -> Bool
  /// HIT-010: half-open containment.
  func rectContains(_ rect: Rect, _ point: Point) -> Bool
  /// HIT-012: the bounds grown to a minimum size.
  func minimumSizeArea(_ bounds: Rect, _ minimum: Size) -> Rect
  /// HIT-013: the inscribed circle, edge included.
  func circleContains(_ bounds: Rect, _ point: Point) -> Bool
  /// HIT-007: the subviews in the order hitTest asks them.
  func subviewsInHitTestOrder(_ view: Int) -> [Int]
  /// HIT-008: a point in a view's superview coordinates (screen for a window) converted to the view's bounds coordinates.
  func convert(_ point: Point, into view: Int) -> Point

  // MARK: - Responder chain

  /// CHN-001…007: the next responder, or nil at the end of the chain.
  func nextResponder(_ responder: ResponderRef) -> ResponderRef?

  // MARK: - Touch delivery

  /// DEL-001, DEL-008: a new touch is hit-tested once and, unless refused, starts being delivered.
  func beginTouch(_ sample: TouchSample)
  /// MTC-001, MTC-002: whether a view with multiple touch disabled refuses a new touch.
  func refusedByMultipleTouch(_ view: Int) -> Bool
  /// MTC-003, MTC-004: whether exclusive touch refuses a new touch on a view of a window.
  func refusedByExclusiveTouch(_ view: Int, window: Int) -> Bool
  /// DEL-003, DEL-004: one group per view for a phase, with the touches of that view in that phase.
  func messageGroups(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])]
  /// DEL-005…007, CHN-008: a touch message travels from a responder up the chain until handled or dropped.
  func deliver(_ message: TouchMessage, _ touches: [Int], to start: ResponderRef)
  /// DEL-009: the system cancels every active touch.
  func cancelAllTouches()
  /// DEL-011: the phase of a moved sample that kept its finger's location.
  func phaseOfMoveInPlace(_ sample: TouchSample) -> TouchPhase
  /// DEL-012: whether this many fingers down at once exceed what the device tracks.
  func exceedsTouchLimit(_ fingersDown: Int) -> Bool
  /// DEL-003: the order in which the phases of one frame are delivered to views.
  func phaseOrder() -> [(TouchPhase, TouchMessage)]

  // MARK: - Gesture recognizers

  /// GES-001, GES-002: the recognizers that see a touch on a hit-test view, in order.
  func recognizers(seeingTouchOn hit: Int) -> [Int]
  /// GRD-002: recognition takes the gesture's touches from their views.
  func cancelTouchesOnRecognition(_ g: Int)
  /// GRD-005: whether a recognition cancels the view's touches before its action (else just after it).
  func cancelsBeforeAction(_ g: Int) -> Bool
  /// GRD-003: whether a touch's began is withheld from its view.
  func delaysBegan(_ touch: Int) -> Bool
  /// GRD-004: whether a touch's end is withheld from its view.
  func delaysEnded(_ touch: Int) -> Bool
  /// GRC-003: what the recognizer's failure requirements say.
  func failureRequirement(_ g: Int) -> FailureRequirement
  /// GRC-002: whether two recognizers may recognize together.
  func recognizeSimultaneously(_ a: Int, _ b: Int) -> Bool
  /// GES-004: a recognizer's action message, sent in its current state (`order`: the rule that placed it in its frame).
  func sendGestureAction(_ g: Int, order: RuleID?)
  /// GES-003, GES-004: a continuous gesture that has begun changes with a move: changed, then its action.
  func changeGesture(_ g: Int, by rule: RuleID)
  /// GES-003, GES-004: a continuous gesture that has begun ends with its lift: ended, then its action.
  func finishGesture(_ g: Int, by rule: RuleID)
  /// GES-007: a finger of a tap touches down (multi-tap slop, the maximum duration's timer, the fingers required).
  func tapTouchDown(_ g: Int, _ touches: [Int], taps: Int, fingers: Int)
  /// GES-007: whether a tap's finger, on a move or at its lift, moved beyond the movement tolerance.
  func tapMovedTooFar(_ g: Int, _ message: TouchMessage, _ touches: [Int]) -> Bool
  /// GES-006, GES-007: a tap's timer ran out (its maximum duration, or the multi-tap interval between taps).
  func tapTimedOut(_ g: Int)
  /// GES-007: a tap that broke one of its limits fails.
  func tapFails(_ g: Int, because cause: RuleID?)
  /// GES-008: how long after a tap before a press the next finger may land, in seconds.
  func longPressTapGap(_ g: Int) -> Double
  /// GES-010: whether a pan's fingers have moved the pan distance.
  func panMovedPanDistance(_ g: Int) -> Bool
  /// GRC-005: the views asked gestureRecognizerShouldBegin before a recognizer leaves possible, in order.
  func viewsAskedShouldBegin(_ g: Int, from hit: Int) -> [Int]

  // MARK: - Controls

  /// IOS-001…005: whether a control refuses a recognizer that overlaps its default action.
  func controlRefuses(_ control: Int, recognizer g: Int) -> Bool
  /// CTL-003: the drag event for a move.
  func dragEvent(wasInside: Bool, isInside: Bool) -> ControlEvent
  /// CTL-011: the registrations that send a control event, in sending order.
  func registrations(for event: ControlEvent, of control: Int) -> [TargetAction]
  /// CTL-008: the receiver of a nil-target action.
  func nilTargetReceiver(_ action: String, from control: Int) -> ResponderRef?

  // MARK: - First responder and other events

  /// EVT-003: whether a responder is in a window.
  func isInWindow(_ responder: ResponderRef) -> Bool
  /// EVT-001, EVT-002: a non-touch event travels from the first responder (or key window) up the chain.
  func deliverEvent(_ event: NonTouchEvent)

  // MARK: - Scroll views

  /// SCR-002: the scroll views that track a touch on a view (the view and its scroll-view ancestors), innermost first.
  func scrollViews(tracking view: Int) -> [Int]
  /// SCR-002: whether a scroll view holds touch-downs from its content while it decides (delaysContentTouches).
  func delaysContentTouches(_ scrollView: Int) -> Bool
  /// SCR-003: a finger lifts while scroll views hold touch-downs: their delays end and the held touches go to their views.
  func endDelays(liftingTouch touch: Int)
  /// SCR-004: touchesShouldBegin(_:with:in:) for a content view.
  func touchesShouldBegin(in scrollView: Int, view: Int) -> Bool
  /// SCR-005: whether a scroll view's fingers have moved the scroll distance along an axis it scrolls.
  func hasMovedToScroll(_ scrollView: Int) -> Bool
  /// SCR-006: scrolling starts while a touch's began is held: the held phases are discarded.
  func discardHeldTouch(_ touch: Int, scrolling scrollView: Int)
  /// SCR-007: whether a scroll view may take touches that a content view already tracks (canCancelContentTouches).
  func canCancelContentTouches(_ scrollView: Int) -> Bool
  /// SCR-008: touchesShouldCancel(in:) for a content view.
  func touchesShouldCancel(in scrollView: Int, view: Int) -> Bool
  /// SCR-009: a finger lands in a scroll view that is scrolling: the scroll takes it from its view.
  func takeLandingTouch(_ touch: Int, scrolling scrollView: Int)
  /// SCR-010: scrolling fails the undecided recognizers that see the scroll view's touches.
  func failRecognizers(sharingTouchesWith scrollView: Int)
  /// SCR-011: the order in which scroll views whose touches moved try to scroll: innermost first.
  func scrollOrder(_ scrollViews: [Int]) -> [Int]
  /// SCR-010: whether a recognizer keeps a scroll view that moved far enough from scrolling.
  func recognizerKeepsFromScrolling(_ g: Int, _ scrollView: Int) -> Bool
}
