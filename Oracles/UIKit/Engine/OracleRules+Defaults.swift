import TouchModel

/// Each rule hook's default: the literal reading of the documents (the `literal…` step beside it).
///
/// The literal steps carry the rules' text and IDs; these defaults only name them, so an engine made of several
/// deviations at once (`ComposedRules`) can re-implement a hook and still reach its literal reading for the others.
extension OracleRules {
  /// The literal reading: `literalHitTestWindows`.
  public func hitTestWindows(at point: Point) -> Int? { literalHitTestWindows(at: point) }

  /// The literal reading: `literalHitTest`.
  public func hitTest(_ view: Int, at point: Point) -> Int? { literalHitTest(view, at: point) }

  /// The literal reading: `literalIsHiddenForHitTest`.
  public func isHiddenForHitTest(_ view: Int) -> Bool { literalIsHiddenForHitTest(view) }

  /// The literal reading: `literalIsInteractionDisabled`.
  public func isInteractionDisabled(_ view: Int) -> Bool { literalIsInteractionDisabled(view) }

  /// The literal reading: `literalIsTooTransparent`.
  public func isTooTransparent(_ view: Int) -> Bool { literalIsTooTransparent(view) }

  /// The literal reading: `literalPointInside`.
  public func pointInside(_ view: Int, _ point: Point) -> Bool { literalPointInside(view, point) }

  /// The literal reading: `literalRectContains`.
  public func rectContains(_ rect: Rect, _ point: Point) -> Bool { literalRectContains(rect, point) }

  /// The literal reading: `literalMinimumSizeArea`.
  public func minimumSizeArea(_ bounds: Rect, _ minimum: Size) -> Rect { literalMinimumSizeArea(bounds, minimum) }

  /// The literal reading: `literalCircleContains`.
  public func circleContains(_ bounds: Rect, _ point: Point) -> Bool { literalCircleContains(bounds, point) }

  /// The literal reading: `literalSubviewsInHitTestOrder`.
  public func subviewsInHitTestOrder(_ view: Int) -> [Int] { literalSubviewsInHitTestOrder(view) }

  /// The literal reading: `literalConvert`.
  public func convert(_ point: Point, into view: Int) -> Point { literalConvert(point, into: view) }

  /// The literal reading: `literalNextResponder`.
  public func nextResponder(_ responder: ResponderRef) -> ResponderRef? { literalNextResponder(responder) }

  /// The literal reading: `literalBeginTouch`.
  public func beginTouch(_ sample: TouchSample) { literalBeginTouch(sample) }

  /// The literal reading: `literalRefusedByMultipleTouch`.
  public func refusedByMultipleTouch(_ view: Int) -> Bool { literalRefusedByMultipleTouch(view) }

  /// The literal reading: `literalRefusedByExclusiveTouch`.
  public func refusedByExclusiveTouch(_ view: Int, window: Int) -> Bool { literalRefusedByExclusiveTouch(view, window: window) }

  /// The literal reading: `literalMessageGroups`.
  public func messageGroups(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] { literalMessageGroups(samples, phase: phase) }

  /// The literal reading: `literalDeliver`.
  public func deliver(_ message: TouchMessage, _ touches: [Int], to start: ResponderRef) { literalDeliver(message, touches, to: start) }

  /// The literal reading: `literalCancelAllTouches`.
  public func cancelAllTouches() { literalCancelAllTouches() }

  /// The literal reading: `literalPhaseOfMoveInPlace`.
  public func phaseOfMoveInPlace(_ sample: TouchSample) -> TouchPhase { literalPhaseOfMoveInPlace(sample) }

  /// The literal reading: `literalExceedsTouchLimit`.
  public func exceedsTouchLimit(_ fingersDown: Int) -> Bool { literalExceedsTouchLimit(fingersDown) }

  /// The literal reading: `literalPhaseOrder`.
  public func phaseOrder() -> [(TouchPhase, TouchMessage)] { literalPhaseOrder() }

  /// The literal reading: `literalRecognizers`.
  public func recognizers(seeingTouchOn hit: Int) -> [Int] { literalRecognizers(seeingTouchOn: hit) }

  /// The literal reading: `literalCancelTouchesOnRecognition`.
  public func cancelTouchesOnRecognition(_ g: Int) { literalCancelTouchesOnRecognition(g) }

  /// The literal reading: `literalCancelsBeforeAction`.
  public func cancelsBeforeAction(_ g: Int) -> Bool { literalCancelsBeforeAction(g) }

  /// The literal reading: `literalDelaysBegan`.
  public func delaysBegan(_ touch: Int) -> Bool { literalDelaysBegan(touch) }

  /// The literal reading: `literalDelaysEnded`.
  public func delaysEnded(_ touch: Int) -> Bool { literalDelaysEnded(touch) }

  /// The literal reading: `literalFailureRequirement`.
  public func failureRequirement(_ g: Int) -> FailureRequirement { literalFailureRequirement(g) }

  /// The literal reading: `literalRecognizeSimultaneously`.
  public func recognizeSimultaneously(_ a: Int, _ b: Int) -> Bool { literalRecognizeSimultaneously(a, b) }

  /// The literal reading: `literalSendGestureAction`.
  public func sendGestureAction(_ g: Int, order: RuleID?) { literalSendGestureAction(g, order: order) }

  /// The literal reading: `literalChangeGesture`.
  public func changeGesture(_ g: Int, by rule: RuleID) { literalChangeGesture(g, by: rule) }

  /// The literal reading: `literalFinishGesture`.
  public func finishGesture(_ g: Int, by rule: RuleID) { literalFinishGesture(g, by: rule) }

  /// The literal reading: `literalTapTouchDown`.
  public func tapTouchDown(_ g: Int, _ touches: [Int], taps: Int, fingers: Int) { literalTapTouchDown(g, touches, taps: taps, fingers: fingers) }

  /// The literal reading: `literalTapMovedTooFar`.
  public func tapMovedTooFar(_ g: Int, _ message: TouchMessage, _ touches: [Int]) -> Bool { literalTapMovedTooFar(g, message, touches) }

  /// The literal reading: `literalTapTimedOut`.
  public func tapTimedOut(_ g: Int) { literalTapTimedOut(g) }

  /// The literal reading: `literalTapFails`.
  public func tapFails(_ g: Int, because cause: RuleID?) { literalTapFails(g, because: cause) }

  /// The literal reading: `literalPanMovedPanDistance`.
  public func panMovedPanDistance(_ g: Int) -> Bool { literalPanMovedPanDistance(g) }

  /// The literal reading: `literalControlRefuses`.
  public func controlRefuses(_ control: Int, recognizer g: Int) -> Bool { literalControlRefuses(control, recognizer: g) }

  /// The literal reading: `literalDragEvent`.
  public func dragEvent(wasInside: Bool, isInside: Bool) -> ControlEvent { literalDragEvent(wasInside: wasInside, isInside: isInside) }

  /// The literal reading: `literalRegistrations`.
  public func registrations(for event: ControlEvent, of control: Int) -> [TargetAction] { literalRegistrations(for: event, of: control) }

  /// The literal reading: `literalNilTargetReceiver`.
  public func nilTargetReceiver(_ action: String, from control: Int) -> ResponderRef? { literalNilTargetReceiver(action, from: control) }

  /// The literal reading: `literalIsInWindow`.
  public func isInWindow(_ responder: ResponderRef) -> Bool { literalIsInWindow(responder) }

  /// The literal reading: `literalDeliverEvent`.
  public func deliverEvent(_ event: NonTouchEvent) { literalDeliverEvent(event) }

  /// The literal reading: `literalScrollViews`.
  public func scrollViews(tracking view: Int) -> [Int] { literalScrollViews(tracking: view) }

  /// The literal reading: `literalDelaysContentTouches`.
  public func delaysContentTouches(_ scrollView: Int) -> Bool { literalDelaysContentTouches(scrollView) }

  /// The literal reading: `literalEndDelays`.
  public func endDelays(liftingTouch touch: Int) { literalEndDelays(liftingTouch: touch) }

  /// The literal reading: `literalTouchesShouldBegin`.
  public func touchesShouldBegin(in scrollView: Int, view: Int) -> Bool { literalTouchesShouldBegin(in: scrollView, view: view) }

  /// The literal reading: `literalHasMovedToScroll`.
  public func hasMovedToScroll(_ scrollView: Int) -> Bool { literalHasMovedToScroll(scrollView) }

  /// The literal reading: `literalDiscardHeldTouch`.
  public func discardHeldTouch(_ touch: Int, scrolling scrollView: Int) { literalDiscardHeldTouch(touch, scrolling: scrollView) }

  /// The literal reading: `literalCanCancelContentTouches`.
  public func canCancelContentTouches(_ scrollView: Int) -> Bool { literalCanCancelContentTouches(scrollView) }

  /// The literal reading: `literalTouchesShouldCancel`.
  public func touchesShouldCancel(in scrollView: Int, view: Int) -> Bool { literalTouchesShouldCancel(in: scrollView, view: view) }

  /// The literal reading: `literalTakeLandingTouch`.
  public func takeLandingTouch(_ touch: Int, scrolling scrollView: Int) { literalTakeLandingTouch(touch, scrolling: scrollView) }

  /// The literal reading: `literalFailRecognizers`.
  public func failRecognizers(sharingTouchesWith scrollView: Int) { literalFailRecognizers(sharingTouchesWith: scrollView) }

  /// The literal reading: `literalScrollOrder`.
  public func scrollOrder(_ scrollViews: [Int]) -> [Int] { literalScrollOrder(scrollViews) }
}
