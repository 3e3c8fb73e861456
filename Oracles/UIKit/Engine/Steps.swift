import TouchModel

/// The oracle's steps that a run replaces, each by a function of the run's rules; a step left nil runs as documented.
///
/// The oracle reads a replacement and nothing else: what replaces a step, and why, is the business of whoever builds
/// the run.
package struct Steps {
  // MARK: - Hit testing

  /// HIT-001: the view hit by a point in screen coordinates, asking windows last to first.
  package var hitTestWindows: ((OracleRules, Point) -> Int?)?
  /// UIView.hitTest: HIT-015 visit, HIT-002…004 skips, HIT-006 inside check, HIT-007 subviews, HIT-009 itself.
  package var hitTest: ((OracleRules, Int, Point) -> Int?)?
  /// HIT-002: whether hit testing ignores the view because it is hidden.
  package var isHiddenForHitTest: ((OracleRules, Int) -> Bool)?
  /// HIT-003, HIT-005: whether user interaction is disabled, explicitly or by the kind's default.
  package var isInteractionDisabled: ((OracleRules, Int) -> Bool)?
  /// HIT-004: whether alpha is below the threshold.
  package var isTooTransparent: ((OracleRules, Int) -> Bool)?
  /// point(inside:with:): the view's hit-area rule applied to a point in its bounds coordinates.
  package var pointInside: ((OracleRules, Int, Point) -> Bool)?
  /// HIT-010: half-open containment.
  package var rectContains: ((OracleRules, Rect, Point) -> Bool)?
  /// HIT-012: the bounds grown to a minimum size.
  package var minimumSizeArea: ((OracleRules, Rect, Size) -> Rect)?
  /// HIT-013: the inscribed circle, edge included.
  package var circleContains: ((OracleRules, Rect, Point) -> Bool)?
  /// HIT-007: the subviews in the order hitTest asks them.
  package var subviewsInHitTestOrder: ((OracleRules, Int) -> [Int])?
  /// HIT-008: a point in a view's superview coordinates (screen for a window) converted to the view's bounds coordinates.
  package var convert: ((OracleRules, Point, Int) -> Point)?

  // MARK: - Responder chain

  /// CHN-001…007: the next responder, or nil at the end of the chain.
  package var nextResponder: ((OracleRules, ResponderRef) -> ResponderRef?)?

  // MARK: - Touch delivery

  /// DEL-001, DEL-008: a new touch is hit-tested once and, unless refused, starts being delivered.
  package var beginTouch: ((OracleRules, TouchSample) -> Void)?
  /// MTC-001, MTC-002: whether a view with multiple touch disabled refuses a new touch.
  package var refusedByMultipleTouch: ((OracleRules, Int) -> Bool)?
  /// MTC-003, MTC-004: whether exclusive touch refuses a new touch on a view of a window.
  package var refusedByExclusiveTouch: ((OracleRules, Int, Int) -> Bool)?
  /// DEL-003, DEL-004: one group per view for a phase, with the touches of that view in that phase.
  package var messageGroups: ((OracleRules, [TouchSample], TouchPhase) -> [(view: Int, touches: [Int])])?
  /// DEL-005…007, CHN-008: a touch message travels from a responder up the chain until handled or dropped.
  package var deliver: ((OracleRules, TouchMessage, [Int], ResponderRef) -> Void)?
  /// DEL-005…007: what a responder that is not a control does with a touch message.
  package var handling: ((OracleRules, TouchMessage, ResponderRef) -> Handling)?
  /// CHN-008: a touch message falls off the end of the chain (`sentBy`: the decision that sent it last).
  package var dropTouches: ((OracleRules, TouchMessage, [Int], Decision) -> Void)?
  /// DEL-009: the system cancels every active touch.
  package var cancelAllTouches: ((OracleRules) -> Void)?
  /// GES-003, GES-004: a recognizer whose touches the system took is cancelled, or fails if it had not begun.
  package var cancelBySystem: ((OracleRules, Int) -> Void)?
  /// DEL-009: the message views get for the touches the system cancels (nil: none).
  package var systemCancelMessage: ((OracleRules) -> TouchMessage?)?
  /// DEL-011: the phase of a moved sample that kept its finger's location.
  package var phaseOfMoveInPlace: ((OracleRules, TouchSample) -> TouchPhase)?
  /// DEL-012: whether this many fingers down at once exceed what the device tracks.
  package var exceedsTouchLimit: ((OracleRules, Int) -> Bool)?
  /// DEL-003: the order in which the phases of one frame are delivered to views.
  package var phaseOrder: ((OracleRules) -> [(TouchPhase, TouchMessage)])?

  // MARK: - Gesture recognizers

  /// GES-001, GES-002: the recognizers that see a touch on a hit-test view, in order.
  package var recognizers: ((OracleRules, Int) -> [Int])?
  /// GRD-002: recognition takes the gesture's touches from their views.
  package var cancelTouchesOnRecognition: ((OracleRules, Int) -> Void)?
  /// GRD-005: whether a recognition cancels the view's touches before its action (else just after it).
  package var cancelsBeforeAction: ((OracleRules, Int) -> Bool)?
  /// GRD-003: whether a touch's began is withheld from its view.
  package var delaysBegan: ((OracleRules, Int) -> Bool)?
  /// GRD-004: whether a touch's end is withheld from its view.
  package var delaysEnded: ((OracleRules, Int) -> Bool)?
  /// GRC-003: what the recognizer's failure requirements say.
  package var failureRequirement: ((OracleRules, Int) -> FailureRequirement)?
  /// GRC-002: whether two recognizers may recognize together.
  package var recognizeSimultaneously: ((OracleRules, Int, Int) -> Bool)?
  /// GES-004: a recognizer's action message, sent in its current state (`order`: the rule that placed it in its frame).
  package var sendGestureAction: ((OracleRules, Int, RuleID?) -> Void)?
  /// GES-003, GES-004: a continuous gesture that has begun changes with a move: changed, then its action.
  package var changeGesture: ((OracleRules, Int, RuleID) -> Void)?
  /// GES-003, GES-004: a continuous gesture that has begun ends with its lift: ended, then its action.
  package var finishGesture: ((OracleRules, Int, RuleID) -> Void)?
  /// GES-007: a finger of a tap touches down (multi-tap slop, the maximum duration's timer, the fingers required).
  package var tapTouchDown: ((OracleRules, Int, [Int], Int, Int) -> Void)?
  /// GES-007: whether a tap's finger, on a move or at its lift, moved beyond the movement tolerance.
  package var tapMovedTooFar: ((OracleRules, Int, TouchMessage, [Int]) -> Bool)?
  /// GES-006, GES-007: a tap's timer ran out (its maximum duration, or the multi-tap interval between taps).
  package var tapTimedOut: ((OracleRules, Int) -> Void)?
  /// GES-007: a tap that broke one of its limits fails.
  package var tapFails: ((OracleRules, Int, RuleID?) -> Void)?
  /// GES-008: how long after a tap before a press the next finger may land, in seconds.
  package var longPressTapGap: ((OracleRules, Int) -> Double)?
  /// GES-010: whether a pan's fingers have moved the pan distance.
  package var panMovedPanDistance: ((OracleRules, Int) -> Bool)?
  /// GRC-005: the views asked gestureRecognizerShouldBegin before a recognizer leaves possible, in order.
  package var viewsAskedShouldBegin: ((OracleRules, Int, Int) -> [Int])?

  // MARK: - Controls

  /// IOS-001…005: whether a control refuses a recognizer that overlaps its default action.
  package var controlRefuses: ((OracleRules, Int, Int) -> Bool)?
  /// IOS-002, IOS-003: whether the recognizer's first touch started on the control's knob.
  package var isOnKnob: ((OracleRules, Int, Int) -> Bool)?
  /// IOS-002, IOS-003: whether a displacement runs along the control.
  package var isParallel: ((OracleRules, Int, Point) -> Bool)?
  /// CTL-003: the drag event for a move.
  package var dragEvent: ((OracleRules, Bool, Bool) -> ControlEvent)?
  /// CTL-011: the registrations that send a control event, in sending order.
  package var registrations: ((OracleRules, ControlEvent, Int) -> [TargetAction])?
  /// CTL-008: the receiver of a nil-target action.
  package var nilTargetReceiver: ((OracleRules, String, Int) -> ResponderRef?)?
  /// CTL-001, CTL-002, CTL-006: a control begins tracking a touch.
  package var beginTracking: ((OracleRules, Int, Int) -> Void)?
  /// CTL-001, CTL-003, CTL-006: a control's tracked touch moves.
  package var continueTracking: ((OracleRules, Int, Int) -> Void)?
  /// CTL-001, CTL-004, CTL-006: a control's tracked touch lifts.
  package var endTracking: ((OracleRules, Int, Int) -> Void)?
  /// CTL-001, CTL-005: a control's tracked touch is cancelled.
  package var cancelTracking: ((OracleRules, Int, Int) -> Void)?
  /// CTL-002: whether a touch-down repeats a tap.
  package var isRepeatedTouchDown: ((OracleRules, Int) -> Bool)?
  /// CTL-006: the events a control's kind sends itself in a phase.
  package var kindEvents: ((OracleRules, Int, TouchMessage) -> [ControlEvent])?
  /// CTL-003, CTL-004: whether the tracked touch is inside, for a drag or (`lifting`) a touch-up.
  package var isInsideControl: ((OracleRules, Int, Int, Bool) -> Bool)?
  /// CTL-007, CTL-008: one registration's action sent to its receiver.
  package var sendAction: ((OracleRules, TargetAction, Int, Bool) -> Void)?

  // MARK: - First responder and other events

  /// EVT-003: whether a responder is in a window.
  package var isInWindow: ((OracleRules, ResponderRef) -> Bool)?
  /// EVT-001, EVT-002: a non-touch event travels from the first responder (or key window) up the chain.
  package var deliverEvent: ((OracleRules, NonTouchEvent) -> Void)?
  /// EVT-001, EVT-002: the responder a non-touch event starts at.
  package var eventStart: ((OracleRules) -> ResponderRef?)?

  // MARK: - Scroll views

  /// SCR-002: the scroll views that track a touch on a view (the view and its scroll-view ancestors), innermost first.
  package var scrollViews: ((OracleRules, Int) -> [Int])?
  /// SCR-002: whether a scroll view holds touch-downs from its content while it decides (delaysContentTouches).
  package var delaysContentTouches: ((OracleRules, Int) -> Bool)?
  /// SCR-003: a finger lifts while scroll views hold touch-downs: their delays end and the held touches go to their views.
  package var endDelays: ((OracleRules, Int) -> Void)?
  /// SCR-004: touchesShouldBegin(_:with:in:) for a content view.
  package var touchesShouldBegin: ((OracleRules, Int, Int) -> Bool)?
  /// SCR-005: whether a scroll view's fingers have moved the scroll distance along an axis it scrolls.
  package var hasMovedToScroll: ((OracleRules, Int) -> Bool)?
  /// SCR-006: scrolling starts while a touch's began is held: the held phases are discarded.
  package var discardHeldTouch: ((OracleRules, Int, Int) -> Void)?
  /// SCR-007: whether a scroll view may take touches that a content view already tracks (canCancelContentTouches).
  package var canCancelContentTouches: ((OracleRules, Int) -> Bool)?
  /// SCR-008: touchesShouldCancel(in:) for a content view.
  package var touchesShouldCancel: ((OracleRules, Int, Int) -> Bool)?
  /// SCR-009: a finger lands in a scroll view that is scrolling: the scroll takes it from its view.
  package var takeLandingTouch: ((OracleRules, Int, Int) -> Void)?
  /// SCR-010: scrolling fails the undecided recognizers that see the scroll view's touches.
  package var failRecognizers: ((OracleRules, Int) -> Void)?
  /// SCR-011: the order in which scroll views whose touches moved try to scroll: innermost first.
  package var scrollOrder: ((OracleRules, [Int]) -> [Int])?
  /// SCR-010: whether a recognizer keeps a scroll view that moved far enough from scrolling.
  package var recognizerKeepsFromScrolling: ((OracleRules, Int, Int) -> Bool)?

  /// No step replaced: the oracle itself.
  package init() {}
}
