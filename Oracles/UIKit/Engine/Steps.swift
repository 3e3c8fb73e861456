import TouchModel

/// The oracle's steps that a run replaces, each by a function of the run's rules; a step left nil runs as documented.
///
/// The oracle reads a replacement and nothing else: what replaces a step, and why, is the business of whoever builds
/// the run (TouchCheck's deviations, `Sources/DeviationCatalogue`).
public struct Steps {
  // MARK: - Hit testing

  /// HIT-001: the view hit by a point in screen coordinates, asking windows last to first.
  public var hitTestWindows: ((OracleRules, Point) -> Int?)?
  /// UIView.hitTest: HIT-015 visit, HIT-002…004 skips, HIT-006 inside check, HIT-007 subviews, HIT-009 itself.
  public var hitTest: ((OracleRules, Int, Point) -> Int?)?
  /// HIT-002: whether hit testing ignores the view because it is hidden.
  public var isHiddenForHitTest: ((OracleRules, Int) -> Bool)?
  /// HIT-003, HIT-005: whether user interaction is disabled, explicitly or by the kind's default.
  public var isInteractionDisabled: ((OracleRules, Int) -> Bool)?
  /// HIT-004: whether alpha is below the threshold.
  public var isTooTransparent: ((OracleRules, Int) -> Bool)?
  /// point(inside:with:): the view's hit-area rule applied to a point in its bounds coordinates.
  public var pointInside: ((OracleRules, Int, Point) -> Bool)?
  /// HIT-010: half-open containment.
  public var rectContains: ((OracleRules, Rect, Point) -> Bool)?
  /// HIT-012: the bounds grown to a minimum size.
  public var minimumSizeArea: ((OracleRules, Rect, Size) -> Rect)?
  /// HIT-013: the inscribed circle, edge included.
  public var circleContains: ((OracleRules, Rect, Point) -> Bool)?
  /// HIT-007: the subviews in the order hitTest asks them.
  public var subviewsInHitTestOrder: ((OracleRules, Int) -> [Int])?
  /// HIT-008: a point in a view's superview coordinates (screen for a window) converted to the view's bounds coordinates.
  public var convert: ((OracleRules, Point, Int) -> Point)?

  // MARK: - Responder chain

  /// CHN-001…007: the next responder, or nil at the end of the chain.
  public var nextResponder: ((OracleRules, ResponderRef) -> ResponderRef?)?

  // MARK: - Touch delivery

  /// DEL-001, DEL-008: a new touch is hit-tested once and, unless refused, starts being delivered.
  public var beginTouch: ((OracleRules, TouchSample) -> Void)?
  /// MTC-001, MTC-002: whether a view with multiple touch disabled refuses a new touch.
  public var refusedByMultipleTouch: ((OracleRules, Int) -> Bool)?
  /// MTC-003, MTC-004: whether exclusive touch refuses a new touch on a view of a window.
  public var refusedByExclusiveTouch: ((OracleRules, Int, Int) -> Bool)?
  /// DEL-003, DEL-004: one group per view for a phase, with the touches of that view in that phase.
  public var messageGroups: ((OracleRules, [TouchSample], TouchPhase) -> [(view: Int, touches: [Int])])?
  /// DEL-005…007, CHN-008: a touch message travels from a responder up the chain until handled or dropped.
  public var deliver: ((OracleRules, TouchMessage, [Int], ResponderRef) -> Void)?
  /// DEL-005…007: what a responder that is not a control does with a touch message.
  public var handling: ((OracleRules, TouchMessage, ResponderRef) -> Handling)?
  /// CHN-008: a touch message falls off the end of the chain (`sentBy`: the decision that sent it last).
  public var dropTouches: ((OracleRules, TouchMessage, [Int], Decision) -> Void)?
  /// DEL-009: the system cancels every active touch.
  public var cancelAllTouches: ((OracleRules) -> Void)?
  /// GES-003, GES-004: a recognizer whose touches the system took is cancelled, or fails if it had not begun.
  public var cancelBySystem: ((OracleRules, Int) -> Void)?
  /// DEL-009: the message views get for the touches the system cancels (nil: none).
  public var systemCancelMessage: ((OracleRules) -> TouchMessage?)?
  /// DEL-011: the phase of a moved sample that kept its finger's location.
  public var phaseOfMoveInPlace: ((OracleRules, TouchSample) -> TouchPhase)?
  /// DEL-012: whether this many fingers down at once exceed what the device tracks.
  public var exceedsTouchLimit: ((OracleRules, Int) -> Bool)?
  /// DEL-003: the order in which the phases of one frame are delivered to views.
  public var phaseOrder: ((OracleRules) -> [(TouchPhase, TouchMessage)])?

  // MARK: - Gesture recognizers

  /// GES-001, GES-002: the recognizers that see a touch on a hit-test view, in order.
  public var recognizers: ((OracleRules, Int) -> [Int])?
  /// GRD-002: recognition takes the gesture's touches from their views.
  public var cancelTouchesOnRecognition: ((OracleRules, Int) -> Void)?
  /// GRD-005: whether a recognition cancels the view's touches before its action (else just after it).
  public var cancelsBeforeAction: ((OracleRules, Int) -> Bool)?
  /// GRD-003: whether a touch's began is withheld from its view.
  public var delaysBegan: ((OracleRules, Int) -> Bool)?
  /// GRD-004: whether a touch's end is withheld from its view.
  public var delaysEnded: ((OracleRules, Int) -> Bool)?
  /// GRC-003: what the recognizer's failure requirements say.
  public var failureRequirement: ((OracleRules, Int) -> FailureRequirement)?
  /// GRC-002: whether two recognizers may recognize together.
  public var recognizeSimultaneously: ((OracleRules, Int, Int) -> Bool)?
  /// GES-004: a recognizer's action message, sent in its current state (`order`: the rule that placed it in its frame).
  public var sendGestureAction: ((OracleRules, Int, RuleID?) -> Void)?
  /// GES-003, GES-004: a continuous gesture that has begun changes with a move: changed, then its action.
  public var changeGesture: ((OracleRules, Int, RuleID) -> Void)?
  /// GES-003, GES-004: a continuous gesture that has begun ends with its lift: ended, then its action.
  public var finishGesture: ((OracleRules, Int, RuleID) -> Void)?
  /// GES-007: a finger of a tap touches down (multi-tap slop, the maximum duration's timer, the fingers required).
  public var tapTouchDown: ((OracleRules, Int, [Int], Int, Int) -> Void)?
  /// GES-007: whether a tap's finger, on a move or at its lift, moved beyond the movement tolerance.
  public var tapMovedTooFar: ((OracleRules, Int, TouchMessage, [Int]) -> Bool)?
  /// GES-006, GES-007: a tap's timer ran out (its maximum duration, or the multi-tap interval between taps).
  public var tapTimedOut: ((OracleRules, Int) -> Void)?
  /// GES-007: a tap that broke one of its limits fails.
  public var tapFails: ((OracleRules, Int, RuleID?) -> Void)?
  /// GES-008: how long after a tap before a press the next finger may land, in seconds.
  public var longPressTapGap: ((OracleRules, Int) -> Double)?
  /// GES-010: whether a pan's fingers have moved the pan distance.
  public var panMovedPanDistance: ((OracleRules, Int) -> Bool)?
  /// GRC-005: the views asked gestureRecognizerShouldBegin before a recognizer leaves possible, in order.
  public var viewsAskedShouldBegin: ((OracleRules, Int, Int) -> [Int])?

  // MARK: - Controls

  /// IOS-001…005: whether a control refuses a recognizer that overlaps its default action.
  public var controlRefuses: ((OracleRules, Int, Int) -> Bool)?
  /// IOS-002, IOS-003: whether the recognizer's first touch started on the control's knob.
  public var isOnKnob: ((OracleRules, Int, Int) -> Bool)?
  /// IOS-002, IOS-003: whether a displacement runs along the control.
  public var isParallel: ((OracleRules, Int, Point) -> Bool)?
  /// CTL-003: the drag event for a move.
  public var dragEvent: ((OracleRules, Bool, Bool) -> ControlEvent)?
  /// CTL-011: the registrations that send a control event, in sending order.
  public var registrations: ((OracleRules, ControlEvent, Int) -> [TargetAction])?
  /// CTL-008: the receiver of a nil-target action.
  public var nilTargetReceiver: ((OracleRules, String, Int) -> ResponderRef?)?
  /// CTL-001, CTL-002, CTL-006: a control begins tracking a touch.
  public var beginTracking: ((OracleRules, Int, Int) -> Void)?
  /// CTL-001, CTL-003, CTL-006: a control's tracked touch moves.
  public var continueTracking: ((OracleRules, Int, Int) -> Void)?
  /// CTL-001, CTL-004, CTL-006: a control's tracked touch lifts.
  public var endTracking: ((OracleRules, Int, Int) -> Void)?
  /// CTL-001, CTL-005: a control's tracked touch is cancelled.
  public var cancelTracking: ((OracleRules, Int, Int) -> Void)?
  /// CTL-002: whether a touch-down repeats a tap.
  public var isRepeatedTouchDown: ((OracleRules, Int) -> Bool)?
  /// CTL-006: the events a control's kind sends itself in a phase.
  public var kindEvents: ((OracleRules, Int, TouchMessage) -> [ControlEvent])?
  /// CTL-003, CTL-004: whether the tracked touch is inside, for a drag or (`lifting`) a touch-up.
  public var isInsideControl: ((OracleRules, Int, Int, Bool) -> Bool)?
  /// CTL-007, CTL-008: one registration's action sent to its receiver.
  public var sendAction: ((OracleRules, TargetAction, Int, Bool) -> Void)?

  // MARK: - First responder and other events

  /// EVT-003: whether a responder is in a window.
  public var isInWindow: ((OracleRules, ResponderRef) -> Bool)?
  /// EVT-001, EVT-002: a non-touch event travels from the first responder (or key window) up the chain.
  public var deliverEvent: ((OracleRules, NonTouchEvent) -> Void)?

  // MARK: - Scroll views

  /// SCR-002: the scroll views that track a touch on a view (the view and its scroll-view ancestors), innermost first.
  public var scrollViews: ((OracleRules, Int) -> [Int])?
  /// SCR-002: whether a scroll view holds touch-downs from its content while it decides (delaysContentTouches).
  public var delaysContentTouches: ((OracleRules, Int) -> Bool)?
  /// SCR-003: a finger lifts while scroll views hold touch-downs: their delays end and the held touches go to their views.
  public var endDelays: ((OracleRules, Int) -> Void)?
  /// SCR-004: touchesShouldBegin(_:with:in:) for a content view.
  public var touchesShouldBegin: ((OracleRules, Int, Int) -> Bool)?
  /// SCR-005: whether a scroll view's fingers have moved the scroll distance along an axis it scrolls.
  public var hasMovedToScroll: ((OracleRules, Int) -> Bool)?
  /// SCR-006: scrolling starts while a touch's began is held: the held phases are discarded.
  public var discardHeldTouch: ((OracleRules, Int, Int) -> Void)?
  /// SCR-007: whether a scroll view may take touches that a content view already tracks (canCancelContentTouches).
  public var canCancelContentTouches: ((OracleRules, Int) -> Bool)?
  /// SCR-008: touchesShouldCancel(in:) for a content view.
  public var touchesShouldCancel: ((OracleRules, Int, Int) -> Bool)?
  /// SCR-009: a finger lands in a scroll view that is scrolling: the scroll takes it from its view.
  public var takeLandingTouch: ((OracleRules, Int, Int) -> Void)?
  /// SCR-010: scrolling fails the undecided recognizers that see the scroll view's touches.
  public var failRecognizers: ((OracleRules, Int) -> Void)?
  /// SCR-011: the order in which scroll views whose touches moved try to scroll: innermost first.
  public var scrollOrder: ((OracleRules, [Int]) -> [Int])?
  /// SCR-010: whether a recognizer keeps a scroll view that moved far enough from scrolling.
  public var recognizerKeepsFromScrolling: ((OracleRules, Int, Int) -> Bool)?

  /// No step replaced: the oracle itself.
  public init() {}
}
