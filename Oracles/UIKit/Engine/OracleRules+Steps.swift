import TouchModel

/// Each step: its replacement in this run if there is one, else its literal reading (the `literal…` step it names).
extension OracleRules {
  // MARK: - Hit testing

  /// HIT-001: the view hit by a point in screen coordinates, asking windows last to first.
  package func hitTestWindows(at point: Point) -> Int? {
    if let replaced = steps.hitTestWindows { return replaced(self, point) }
    return literalHitTestWindows(at: point)
  }

  /// UIView.hitTest: HIT-015 visit, HIT-002…004 skips, HIT-006 inside check, HIT-007 subviews, HIT-009 itself.
  package func hitTest(_ view: Int, at point: Point) -> Int? {
    if let replaced = steps.hitTest { return replaced(self, view, point) }
    return literalHitTest(view, at: point)
  }

  /// HIT-002: whether hit testing ignores the view because it is hidden.
  package func isHiddenForHitTest(_ view: Int) -> Bool {
    if let replaced = steps.isHiddenForHitTest { return replaced(self, view) }
    return literalIsHiddenForHitTest(view)
  }

  /// HIT-003, HIT-005: whether user interaction is disabled, explicitly or by the kind's default.
  package func isInteractionDisabled(_ view: Int) -> Bool {
    if let replaced = steps.isInteractionDisabled { return replaced(self, view) }
    return literalIsInteractionDisabled(view)
  }

  /// HIT-004: whether alpha is below the threshold.
  package func isTooTransparent(_ view: Int) -> Bool {
    if let replaced = steps.isTooTransparent { return replaced(self, view) }
    return literalIsTooTransparent(view)
  }

  /// point(inside:with:): the view's hit-area rule applied to a point in its bounds coordinates.
  package func pointInside(_ view: Int, _ point: Point) -> Bool {
    if let replaced = steps.pointInside { return replaced(self, view, point) }
    return literalPointInside(view, point)
  }

  /// HIT-010: half-open containment.
  package func rectContains(_ rect: Rect, _ point: Point) -> Bool {
    if let replaced = steps.rectContains { return replaced(self, rect, point) }
    return literalRectContains(rect, point)
  }

  /// HIT-012: the bounds grown to a minimum size.
  package func minimumSizeArea(_ bounds: Rect, _ minimum: Size) -> Rect {
    if let replaced = steps.minimumSizeArea { return replaced(self, bounds, minimum) }
    return literalMinimumSizeArea(bounds, minimum)
  }

  /// HIT-013: the inscribed circle, edge included.
  package func circleContains(_ bounds: Rect, _ point: Point) -> Bool {
    if let replaced = steps.circleContains { return replaced(self, bounds, point) }
    return literalCircleContains(bounds, point)
  }

  /// HIT-007: the subviews in the order hitTest asks them.
  package func subviewsInHitTestOrder(_ view: Int) -> [Int] {
    if let replaced = steps.subviewsInHitTestOrder { return replaced(self, view) }
    return literalSubviewsInHitTestOrder(view)
  }

  /// HIT-008: a point in a view's superview coordinates (screen for a window) converted to the view's bounds coordinates.
  package func convert(_ point: Point, into view: Int) -> Point {
    if let replaced = steps.convert { return replaced(self, point, view) }
    return literalConvert(point, into: view)
  }


  // MARK: - Responder chain

  /// CHN-001…007: the next responder, or nil at the end of the chain.
  package func nextResponder(_ responder: ResponderRef) -> ResponderRef? {
    if let replaced = steps.nextResponder { return replaced(self, responder) }
    return literalNextResponder(responder)
  }


  // MARK: - Touch delivery

  /// DEL-001, DEL-008: a new touch is hit-tested once and, unless refused, starts being delivered.
  package func beginTouch(_ sample: TouchSample) {
    if let replaced = steps.beginTouch { return replaced(self, sample) }
    literalBeginTouch(sample)
  }

  /// MTC-001, MTC-002: whether a view with multiple touch disabled refuses a new touch.
  package func refusedByMultipleTouch(_ view: Int) -> Bool {
    if let replaced = steps.refusedByMultipleTouch { return replaced(self, view) }
    return literalRefusedByMultipleTouch(view)
  }

  /// MTC-003, MTC-004: whether exclusive touch refuses a new touch on a view of a window.
  package func refusedByExclusiveTouch(_ view: Int, window: Int) -> Bool {
    if let replaced = steps.refusedByExclusiveTouch { return replaced(self, view, window) }
    return literalRefusedByExclusiveTouch(view, window: window)
  }

  /// DEL-003, DEL-004: one group per view for a phase, with the touches of that view in that phase.
  package func messageGroups(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] {
    if let replaced = steps.messageGroups { return replaced(self, samples, phase) }
    return literalMessageGroups(samples, phase: phase)
  }

  /// DEL-005…007, CHN-008: a touch message travels from a responder up the chain until handled or dropped.
  package func deliver(_ message: TouchMessage, _ touches: [Int], to start: ResponderRef) {
    if let replaced = steps.deliver { return replaced(self, message, touches, start) }
    literalDeliver(message, touches, to: start)
  }

  /// DEL-005…007: what a responder that is not a control does with a touch message.
  package func handling(of message: TouchMessage, by responder: ResponderRef) -> Handling {
    if let replaced = steps.handling { return replaced(self, message, responder) }
    return literalHandling(of: message, by: responder)
  }

  /// CHN-008: a touch message falls off the end of the chain (`sentBy`: the decision that sent it last).
  package func dropTouches(_ message: TouchMessage, _ touches: [Int], sentBy: Decision) {
    if let replaced = steps.dropTouches { return replaced(self, message, touches, sentBy) }
    literalDropTouches(message, touches, sentBy: sentBy)
  }

  /// DEL-009: the system cancels every active touch.
  package func cancelAllTouches() {
    if let replaced = steps.cancelAllTouches { return replaced(self) }
    literalCancelAllTouches()
  }

  /// GES-003, GES-004: a recognizer whose touches the system took is cancelled, or fails if it had not begun.
  package func cancelBySystem(_ g: Int) {
    if let replaced = steps.cancelBySystem { return replaced(self, g) }
    literalCancelBySystem(g)
  }

  /// DEL-009: the message views get for the touches the system cancels (nil: none).
  package func systemCancelMessage() -> TouchMessage? {
    if let replaced = steps.systemCancelMessage { return replaced(self) }
    return literalSystemCancelMessage()
  }

  /// DEL-011: the phase of a moved sample that kept its finger's location.
  package func phaseOfMoveInPlace(_ sample: TouchSample) -> TouchPhase {
    if let replaced = steps.phaseOfMoveInPlace { return replaced(self, sample) }
    return literalPhaseOfMoveInPlace(sample)
  }

  /// DEL-012: whether this many fingers down at once exceed what the device tracks.
  package func exceedsTouchLimit(_ fingersDown: Int) -> Bool {
    if let replaced = steps.exceedsTouchLimit { return replaced(self, fingersDown) }
    return literalExceedsTouchLimit(fingersDown)
  }

  /// DEL-003: the order in which the phases of one frame are delivered to views.
  package func phaseOrder() -> [(TouchPhase, TouchMessage)] {
    if let replaced = steps.phaseOrder { return replaced(self) }
    return literalPhaseOrder()
  }


  // MARK: - Gesture recognizers

  /// GES-001, GES-002: the recognizers that see a touch on a hit-test view, in order.
  package func recognizers(seeingTouchOn hit: Int) -> [Int] {
    if let replaced = steps.recognizers { return replaced(self, hit) }
    return literalRecognizers(seeingTouchOn: hit)
  }

  /// GRD-002: recognition takes the gesture's touches from their views.
  package func cancelTouchesOnRecognition(_ g: Int) {
    if let replaced = steps.cancelTouchesOnRecognition { return replaced(self, g) }
    literalCancelTouchesOnRecognition(g)
  }

  /// GRD-005: whether a recognition cancels the view's touches before its action (else just after it).
  package func cancelsBeforeAction(_ g: Int) -> Bool {
    if let replaced = steps.cancelsBeforeAction { return replaced(self, g) }
    return literalCancelsBeforeAction(g)
  }

  /// GRD-003: whether a touch's began is withheld from its view.
  package func delaysBegan(_ touch: Int) -> Bool {
    if let replaced = steps.delaysBegan { return replaced(self, touch) }
    return literalDelaysBegan(touch)
  }

  /// GRD-004: whether a touch's end is withheld from its view.
  package func delaysEnded(_ touch: Int) -> Bool {
    if let replaced = steps.delaysEnded { return replaced(self, touch) }
    return literalDelaysEnded(touch)
  }

  /// GRC-003: what the recognizer's failure requirements say.
  package func failureRequirement(_ g: Int) -> FailureRequirement {
    if let replaced = steps.failureRequirement { return replaced(self, g) }
    return literalFailureRequirement(g)
  }

  /// GRC-002: whether two recognizers may recognize together.
  package func recognizeSimultaneously(_ a: Int, _ b: Int) -> Bool {
    if let replaced = steps.recognizeSimultaneously { return replaced(self, a, b) }
    return literalRecognizeSimultaneously(a, b)
  }

  /// GES-004: a recognizer's action message, sent in its current state (`order`: the rule that placed it in its frame).
  package func sendGestureAction(_ g: Int, order: RuleID?) {
    if let replaced = steps.sendGestureAction { return replaced(self, g, order) }
    literalSendGestureAction(g, order: order)
  }

  /// GES-003, GES-004: a continuous gesture that has begun changes with a move: changed, then its action.
  package func changeGesture(_ g: Int, by rule: RuleID) {
    if let replaced = steps.changeGesture { return replaced(self, g, rule) }
    literalChangeGesture(g, by: rule)
  }

  /// GES-003, GES-004: a continuous gesture that has begun ends with its lift: ended, then its action.
  package func finishGesture(_ g: Int, by rule: RuleID) {
    if let replaced = steps.finishGesture { return replaced(self, g, rule) }
    literalFinishGesture(g, by: rule)
  }

  /// GES-007: a finger of a tap touches down (multi-tap slop, the maximum duration's timer, the fingers required).
  package func tapTouchDown(_ g: Int, _ touches: [Int], taps: Int, fingers: Int) {
    if let replaced = steps.tapTouchDown { return replaced(self, g, touches, taps, fingers) }
    literalTapTouchDown(g, touches, taps: taps, fingers: fingers)
  }

  /// GES-007: whether a tap's finger, on a move or at its lift, moved beyond the movement tolerance.
  package func tapMovedTooFar(_ g: Int, _ message: TouchMessage, _ touches: [Int]) -> Bool {
    if let replaced = steps.tapMovedTooFar { return replaced(self, g, message, touches) }
    return literalTapMovedTooFar(g, message, touches)
  }

  /// GES-006, GES-007: a tap's timer ran out (its maximum duration, or the multi-tap interval between taps).
  package func tapTimedOut(_ g: Int) {
    if let replaced = steps.tapTimedOut { return replaced(self, g) }
    literalTapTimedOut(g)
  }

  /// GES-007: a tap that broke one of its limits fails.
  package func tapFails(_ g: Int, because cause: RuleID?) {
    if let replaced = steps.tapFails { return replaced(self, g, cause) }
    literalTapFails(g, because: cause)
  }

  /// GES-008: how long after a tap before a press the next finger may land, in seconds.
  package func longPressTapGap(_ g: Int) -> Double {
    if let replaced = steps.longPressTapGap { return replaced(self, g) }
    return literalLongPressTapGap(g)
  }

  /// GES-010: whether a pan's fingers have moved the pan distance.
  package func panMovedPanDistance(_ g: Int) -> Bool {
    if let replaced = steps.panMovedPanDistance { return replaced(self, g) }
    return literalPanMovedPanDistance(g)
  }

  /// GRC-005: the views asked gestureRecognizerShouldBegin before a recognizer leaves possible, in order.
  package func viewsAskedShouldBegin(_ g: Int, from hit: Int) -> [Int] {
    if let replaced = steps.viewsAskedShouldBegin { return replaced(self, g, hit) }
    return literalViewsAskedShouldBegin(g, from: hit)
  }


  // MARK: - Controls

  /// IOS-001…005: whether a control refuses a recognizer that overlaps its default action.
  package func controlRefuses(_ control: Int, recognizer g: Int) -> Bool {
    if let replaced = steps.controlRefuses { return replaced(self, control, g) }
    return literalControlRefuses(control, recognizer: g)
  }

  /// IOS-002, IOS-003: whether the recognizer's first touch started on the control's knob.
  package func isOnKnob(_ control: Int, recognizer g: Int) -> Bool {
    if let replaced = steps.isOnKnob { return replaced(self, control, g) }
    return literalIsOnKnob(control, recognizer: g)
  }

  /// IOS-002, IOS-003: whether a displacement runs along the control.
  package func isParallel(_ control: Int, _ displacement: Point) -> Bool {
    if let replaced = steps.isParallel { return replaced(self, control, displacement) }
    return literalIsParallel(control, displacement)
  }

  /// CTL-003: the drag event for a move.
  package func dragEvent(wasInside: Bool, isInside: Bool) -> ControlEvent {
    if let replaced = steps.dragEvent { return replaced(self, wasInside, isInside) }
    return literalDragEvent(wasInside: wasInside, isInside: isInside)
  }

  /// CTL-011: the registrations that send a control event, in sending order.
  package func registrations(for event: ControlEvent, of control: Int) -> [TargetAction] {
    if let replaced = steps.registrations { return replaced(self, event, control) }
    return literalRegistrations(for: event, of: control)
  }

  /// CTL-008: the receiver of a nil-target action.
  package func nilTargetReceiver(_ action: String, from control: Int) -> ResponderRef? {
    if let replaced = steps.nilTargetReceiver { return replaced(self, action, control) }
    return literalNilTargetReceiver(action, from: control)
  }

  /// CTL-001, CTL-002, CTL-006: a control begins tracking a touch.
  package func beginTracking(_ control: Int, touch: Int) {
    if let replaced = steps.beginTracking { return replaced(self, control, touch) }
    literalBeginTracking(control, touch: touch)
  }

  /// CTL-001, CTL-003, CTL-006: a control's tracked touch moves.
  package func continueTracking(_ control: Int, touch: Int) {
    if let replaced = steps.continueTracking { return replaced(self, control, touch) }
    literalContinueTracking(control, touch: touch)
  }

  /// CTL-001, CTL-004, CTL-006: a control's tracked touch lifts.
  package func endTracking(_ control: Int, touch: Int) {
    if let replaced = steps.endTracking { return replaced(self, control, touch) }
    literalEndTracking(control, touch: touch)
  }

  /// CTL-001, CTL-005: a control's tracked touch is cancelled.
  package func cancelTracking(_ control: Int, touch: Int) {
    if let replaced = steps.cancelTracking { return replaced(self, control, touch) }
    literalCancelTracking(control, touch: touch)
  }

  /// CTL-002: whether a touch-down repeats a tap.
  package func isRepeatedTouchDown(_ touch: Int) -> Bool {
    if let replaced = steps.isRepeatedTouchDown { return replaced(self, touch) }
    return literalIsRepeatedTouchDown(touch)
  }

  /// CTL-006: the events a control's kind sends itself in a phase.
  package func kindEvents(of control: Int, on message: TouchMessage) -> [ControlEvent] {
    if let replaced = steps.kindEvents { return replaced(self, control, message) }
    return literalKindEvents(of: control, on: message)
  }

  /// CTL-003, CTL-004: whether the tracked touch is inside, for a drag or (`lifting`) a touch-up.
  package func isInsideControl(_ control: Int, touch: Int, lifting: Bool) -> Bool {
    if let replaced = steps.isInsideControl { return replaced(self, control, touch, lifting) }
    return literalIsInsideControl(control, touch: touch, lifting: lifting)
  }

  /// CTL-007, CTL-008: one registration's action sent to its receiver.
  package func sendAction(_ registration: TargetAction, from control: Int, merged: Bool) {
    if let replaced = steps.sendAction { return replaced(self, registration, control, merged) }
    literalSendAction(registration, from: control, merged: merged)
  }


  // MARK: - First responder and other events

  /// EVT-003: whether a responder is in a window.
  package func isInWindow(_ responder: ResponderRef) -> Bool {
    if let replaced = steps.isInWindow { return replaced(self, responder) }
    return literalIsInWindow(responder)
  }

  /// EVT-001, EVT-002: a non-touch event travels from the first responder (or key window) up the chain.
  package func deliverEvent(_ event: NonTouchEvent) {
    if let replaced = steps.deliverEvent { return replaced(self, event) }
    literalDeliverEvent(event)
  }

  /// EVT-001, EVT-002: the responder a non-touch event starts at.
  package func eventStart() -> ResponderRef? {
    if let replaced = steps.eventStart { return replaced(self) }
    return literalEventStart()
  }


  // MARK: - Scroll views

  /// SCR-002: the scroll views that track a touch on a view (the view and its scroll-view ancestors), innermost first.
  package func scrollViews(tracking view: Int) -> [Int] {
    if let replaced = steps.scrollViews { return replaced(self, view) }
    return literalScrollViews(tracking: view)
  }

  /// SCR-002: whether a scroll view holds touch-downs from its content while it decides (delaysContentTouches).
  package func delaysContentTouches(_ scrollView: Int) -> Bool {
    if let replaced = steps.delaysContentTouches { return replaced(self, scrollView) }
    return literalDelaysContentTouches(scrollView)
  }

  /// SCR-003: a finger lifts while scroll views hold touch-downs: their delays end and the held touches go to their views.
  package func endDelays(liftingTouch touch: Int) {
    if let replaced = steps.endDelays { return replaced(self, touch) }
    literalEndDelays(liftingTouch: touch)
  }

  /// SCR-004: touchesShouldBegin(_:with:in:) for a content view.
  package func touchesShouldBegin(in scrollView: Int, view: Int) -> Bool {
    if let replaced = steps.touchesShouldBegin { return replaced(self, scrollView, view) }
    return literalTouchesShouldBegin(in: scrollView, view: view)
  }

  /// SCR-005: whether a scroll view's fingers have moved the scroll distance along an axis it scrolls.
  package func hasMovedToScroll(_ scrollView: Int) -> Bool {
    if let replaced = steps.hasMovedToScroll { return replaced(self, scrollView) }
    return literalHasMovedToScroll(scrollView)
  }

  /// SCR-006: scrolling starts while a touch's began is held: the held phases are discarded.
  package func discardHeldTouch(_ touch: Int, scrolling scrollView: Int) {
    if let replaced = steps.discardHeldTouch { return replaced(self, touch, scrollView) }
    literalDiscardHeldTouch(touch, scrolling: scrollView)
  }

  /// SCR-007: whether a scroll view may take touches that a content view already tracks (canCancelContentTouches).
  package func canCancelContentTouches(_ scrollView: Int) -> Bool {
    if let replaced = steps.canCancelContentTouches { return replaced(self, scrollView) }
    return literalCanCancelContentTouches(scrollView)
  }

  /// SCR-008: touchesShouldCancel(in:) for a content view.
  package func touchesShouldCancel(in scrollView: Int, view: Int) -> Bool {
    if let replaced = steps.touchesShouldCancel { return replaced(self, scrollView, view) }
    return literalTouchesShouldCancel(in: scrollView, view: view)
  }

  /// SCR-009: a finger lands in a scroll view that is scrolling: the scroll takes it from its view.
  package func takeLandingTouch(_ touch: Int, scrolling scrollView: Int) {
    if let replaced = steps.takeLandingTouch { return replaced(self, touch, scrollView) }
    literalTakeLandingTouch(touch, scrolling: scrollView)
  }

  /// SCR-010: scrolling fails the undecided recognizers that see the scroll view's touches.
  package func failRecognizers(sharingTouchesWith scrollView: Int) {
    if let replaced = steps.failRecognizers { return replaced(self, scrollView) }
    literalFailRecognizers(sharingTouchesWith: scrollView)
  }

  /// SCR-011: the order in which scroll views whose touches moved try to scroll: innermost first.
  package func scrollOrder(_ scrollViews: [Int]) -> [Int] {
    if let replaced = steps.scrollOrder { return replaced(self, scrollViews) }
    return literalScrollOrder(scrollViews)
  }

  /// SCR-010: whether a recognizer keeps a scroll view that moved far enough from scrolling.
  package func recognizerKeepsFromScrolling(_ g: Int, _ scrollView: Int) -> Bool {
    if let replaced = steps.recognizerKeepsFromScrolling { return replaced(self, g, scrollView) }
    return literalRecognizerKeepsFromScrolling(g, scrollView)
  }
}
