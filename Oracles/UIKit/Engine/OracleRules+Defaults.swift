import TouchModel

/// Each rule hook's default: the literal reading of the documents (the `literal…` step beside it).
///
/// The literal steps carry the rules' text and IDs; these defaults only name them, so an engine made of several
/// deviations at once (`ComposedRules`) can re-implement a hook and still reach its literal reading for the others.
/// In such a run (`OracleState.composition`), a deviation's own rules send the hooks it does not re-implement back to
/// the composition, so a deviation's step that asks another hook gets the other deviations' reading of it. A
/// `LiteralOracle` always reads literally (mutants use one for "the rest of the step as documented").
extension OracleRules {
  /// The literal reading: `literalHitTestWindows`.
  public func hitTestWindows(at point: Point) -> Int? {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.hitTestWindows(at: point) }
    return literalHitTestWindows(at: point)
  }

  /// The literal reading: `literalHitTest`.
  public func hitTest(_ view: Int, at point: Point) -> Int? {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.hitTest(view, at: point) }
    return literalHitTest(view, at: point)
  }

  /// The literal reading: `literalIsHiddenForHitTest`.
  public func isHiddenForHitTest(_ view: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.isHiddenForHitTest(view) }
    return literalIsHiddenForHitTest(view)
  }

  /// The literal reading: `literalIsInteractionDisabled`.
  public func isInteractionDisabled(_ view: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.isInteractionDisabled(view) }
    return literalIsInteractionDisabled(view)
  }

  /// The literal reading: `literalIsTooTransparent`.
  public func isTooTransparent(_ view: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.isTooTransparent(view) }
    return literalIsTooTransparent(view)
  }

  /// The literal reading: `literalPointInside`.
  public func pointInside(_ view: Int, _ point: Point) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.pointInside(view, point) }
    return literalPointInside(view, point)
  }

  /// The literal reading: `literalRectContains`.
  public func rectContains(_ rect: Rect, _ point: Point) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.rectContains(rect, point) }
    return literalRectContains(rect, point)
  }

  /// The literal reading: `literalMinimumSizeArea`.
  public func minimumSizeArea(_ bounds: Rect, _ minimum: Size) -> Rect {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.minimumSizeArea(bounds, minimum) }
    return literalMinimumSizeArea(bounds, minimum)
  }

  /// The literal reading: `literalCircleContains`.
  public func circleContains(_ bounds: Rect, _ point: Point) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.circleContains(bounds, point) }
    return literalCircleContains(bounds, point)
  }

  /// The literal reading: `literalSubviewsInHitTestOrder`.
  public func subviewsInHitTestOrder(_ view: Int) -> [Int] {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.subviewsInHitTestOrder(view) }
    return literalSubviewsInHitTestOrder(view)
  }

  /// The literal reading: `literalConvert`.
  public func convert(_ point: Point, into view: Int) -> Point {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.convert(point, into: view) }
    return literalConvert(point, into: view)
  }

  /// The literal reading: `literalNextResponder`.
  public func nextResponder(_ responder: ResponderRef) -> ResponderRef? {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.nextResponder(responder) }
    return literalNextResponder(responder)
  }

  /// The literal reading: `literalBeginTouch`.
  public func beginTouch(_ sample: TouchSample) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.beginTouch(sample); return }
    literalBeginTouch(sample)
  }

  /// The literal reading: `literalRefusedByMultipleTouch`.
  public func refusedByMultipleTouch(_ view: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.refusedByMultipleTouch(view) }
    return literalRefusedByMultipleTouch(view)
  }

  /// The literal reading: `literalRefusedByExclusiveTouch`.
  public func refusedByExclusiveTouch(_ view: Int, window: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.refusedByExclusiveTouch(view, window: window) }
    return literalRefusedByExclusiveTouch(view, window: window)
  }

  /// The literal reading: `literalMessageGroups`.
  public func messageGroups(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.messageGroups(samples, phase: phase) }
    return literalMessageGroups(samples, phase: phase)
  }

  /// The literal reading: `literalDeliver`.
  public func deliver(_ message: TouchMessage, _ touches: [Int], to start: ResponderRef) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.deliver(message, touches, to: start); return }
    literalDeliver(message, touches, to: start)
  }

  /// The literal reading: `literalCancelAllTouches`.
  public func cancelAllTouches() {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.cancelAllTouches(); return }
    literalCancelAllTouches()
  }

  /// The literal reading: `literalPhaseOfMoveInPlace`.
  public func phaseOfMoveInPlace(_ sample: TouchSample) -> TouchPhase {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.phaseOfMoveInPlace(sample) }
    return literalPhaseOfMoveInPlace(sample)
  }

  /// The literal reading: `literalExceedsTouchLimit`.
  public func exceedsTouchLimit(_ fingersDown: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.exceedsTouchLimit(fingersDown) }
    return literalExceedsTouchLimit(fingersDown)
  }

  /// The literal reading: `literalPhaseOrder`.
  public func phaseOrder() -> [(TouchPhase, TouchMessage)] {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.phaseOrder() }
    return literalPhaseOrder()
  }

  /// The literal reading: `literalRecognizers`.
  public func recognizers(seeingTouchOn hit: Int) -> [Int] {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.recognizers(seeingTouchOn: hit) }
    return literalRecognizers(seeingTouchOn: hit)
  }

  /// The literal reading: `literalCancelTouchesOnRecognition`.
  public func cancelTouchesOnRecognition(_ g: Int) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.cancelTouchesOnRecognition(g); return }
    literalCancelTouchesOnRecognition(g)
  }

  /// The literal reading: `literalCancelsBeforeAction`.
  public func cancelsBeforeAction(_ g: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.cancelsBeforeAction(g) }
    return literalCancelsBeforeAction(g)
  }

  /// The literal reading: `literalDelaysBegan`.
  public func delaysBegan(_ touch: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.delaysBegan(touch) }
    return literalDelaysBegan(touch)
  }

  /// The literal reading: `literalDelaysEnded`.
  public func delaysEnded(_ touch: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.delaysEnded(touch) }
    return literalDelaysEnded(touch)
  }

  /// The literal reading: `literalFailureRequirement`.
  public func failureRequirement(_ g: Int) -> FailureRequirement {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.failureRequirement(g) }
    return literalFailureRequirement(g)
  }

  /// The literal reading: `literalRecognizeSimultaneously`.
  public func recognizeSimultaneously(_ a: Int, _ b: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.recognizeSimultaneously(a, b) }
    return literalRecognizeSimultaneously(a, b)
  }

  /// The literal reading: `literalSendGestureAction`.
  public func sendGestureAction(_ g: Int, order: RuleID?) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.sendGestureAction(g, order: order); return }
    literalSendGestureAction(g, order: order)
  }

  /// The literal reading: `literalChangeGesture`.
  public func changeGesture(_ g: Int, by rule: RuleID) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.changeGesture(g, by: rule); return }
    literalChangeGesture(g, by: rule)
  }

  /// The literal reading: `literalFinishGesture`.
  public func finishGesture(_ g: Int, by rule: RuleID) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.finishGesture(g, by: rule); return }
    literalFinishGesture(g, by: rule)
  }

  /// The literal reading: `literalTapTouchDown`.
  public func tapTouchDown(_ g: Int, _ touches: [Int], taps: Int, fingers: Int) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.tapTouchDown(g, touches, taps: taps, fingers: fingers); return }
    literalTapTouchDown(g, touches, taps: taps, fingers: fingers)
  }

  /// The literal reading: `literalTapMovedTooFar`.
  public func tapMovedTooFar(_ g: Int, _ message: TouchMessage, _ touches: [Int]) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.tapMovedTooFar(g, message, touches) }
    return literalTapMovedTooFar(g, message, touches)
  }

  /// The literal reading: `literalLongPressTapGap`.
  public func longPressTapGap(_ g: Int) -> Double {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.longPressTapGap(g) }
    return literalLongPressTapGap(g)
  }

  /// The literal reading: `literalTapTimedOut`.
  public func tapTimedOut(_ g: Int) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.tapTimedOut(g); return }
    literalTapTimedOut(g)
  }

  /// The literal reading: `literalTapFails`.
  public func tapFails(_ g: Int, because cause: RuleID?) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.tapFails(g, because: cause); return }
    literalTapFails(g, because: cause)
  }

  /// The literal reading: `literalPanMovedPanDistance`.
  public func panMovedPanDistance(_ g: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.panMovedPanDistance(g) }
    return literalPanMovedPanDistance(g)
  }

  /// The literal reading: `literalViewsAskedShouldBegin`.
  public func viewsAskedShouldBegin(_ g: Int, from hit: Int) -> [Int] {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.viewsAskedShouldBegin(g, from: hit) }
    return literalViewsAskedShouldBegin(g, from: hit)
  }

  /// The literal reading: `literalControlRefuses`.
  public func controlRefuses(_ control: Int, recognizer g: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.controlRefuses(control, recognizer: g) }
    return literalControlRefuses(control, recognizer: g)
  }

  /// The literal reading: `literalDragEvent`.
  public func dragEvent(wasInside: Bool, isInside: Bool) -> ControlEvent {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.dragEvent(wasInside: wasInside, isInside: isInside) }
    return literalDragEvent(wasInside: wasInside, isInside: isInside)
  }

  /// The literal reading: `literalRegistrations`.
  public func registrations(for event: ControlEvent, of control: Int) -> [TargetAction] {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.registrations(for: event, of: control) }
    return literalRegistrations(for: event, of: control)
  }

  /// The literal reading: `literalNilTargetReceiver`.
  public func nilTargetReceiver(_ action: String, from control: Int) -> ResponderRef? {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.nilTargetReceiver(action, from: control) }
    return literalNilTargetReceiver(action, from: control)
  }

  /// The literal reading: `literalIsInWindow`.
  public func isInWindow(_ responder: ResponderRef) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.isInWindow(responder) }
    return literalIsInWindow(responder)
  }

  /// The literal reading: `literalDeliverEvent`.
  public func deliverEvent(_ event: NonTouchEvent) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.deliverEvent(event); return }
    literalDeliverEvent(event)
  }

  /// The literal reading: `literalScrollViews`.
  public func scrollViews(tracking view: Int) -> [Int] {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.scrollViews(tracking: view) }
    return literalScrollViews(tracking: view)
  }

  /// The literal reading: `literalDelaysContentTouches`.
  public func delaysContentTouches(_ scrollView: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.delaysContentTouches(scrollView) }
    return literalDelaysContentTouches(scrollView)
  }

  /// The literal reading: `literalEndDelays`.
  public func endDelays(liftingTouch touch: Int) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.endDelays(liftingTouch: touch); return }
    literalEndDelays(liftingTouch: touch)
  }

  /// The literal reading: `literalTouchesShouldBegin`.
  public func touchesShouldBegin(in scrollView: Int, view: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.touchesShouldBegin(in: scrollView, view: view) }
    return literalTouchesShouldBegin(in: scrollView, view: view)
  }

  /// The literal reading: `literalHasMovedToScroll`.
  public func hasMovedToScroll(_ scrollView: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.hasMovedToScroll(scrollView) }
    return literalHasMovedToScroll(scrollView)
  }

  /// The literal reading: `literalDiscardHeldTouch`.
  public func discardHeldTouch(_ touch: Int, scrolling scrollView: Int) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.discardHeldTouch(touch, scrolling: scrollView); return }
    literalDiscardHeldTouch(touch, scrolling: scrollView)
  }

  /// The literal reading: `literalCanCancelContentTouches`.
  public func canCancelContentTouches(_ scrollView: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.canCancelContentTouches(scrollView) }
    return literalCanCancelContentTouches(scrollView)
  }

  /// The literal reading: `literalTouchesShouldCancel`.
  public func touchesShouldCancel(in scrollView: Int, view: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.touchesShouldCancel(in: scrollView, view: view) }
    return literalTouchesShouldCancel(in: scrollView, view: view)
  }

  /// The literal reading: `literalTakeLandingTouch`.
  public func takeLandingTouch(_ touch: Int, scrolling scrollView: Int) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.takeLandingTouch(touch, scrolling: scrollView); return }
    literalTakeLandingTouch(touch, scrolling: scrollView)
  }

  /// The literal reading: `literalFailRecognizers`.
  public func failRecognizers(sharingTouchesWith scrollView: Int) {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { composition.failRecognizers(sharingTouchesWith: scrollView); return }
    literalFailRecognizers(sharingTouchesWith: scrollView)
  }

  /// The literal reading: `literalScrollOrder`.
  public func scrollOrder(_ scrollViews: [Int]) -> [Int] {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.scrollOrder(scrollViews) }
    return literalScrollOrder(scrollViews)
  }

  /// The literal reading: `literalRecognizerKeepsFromScrolling`.
  public func recognizerKeepsFromScrolling(_ g: Int, _ scrollView: Int) -> Bool {
    if state.isComposed, let composition = state.composition, composition !== self, !(self is LiteralOracle) { return composition.recognizerKeepsFromScrolling(g, scrollView) }
    return literalRecognizerKeepsFromScrolling(g, scrollView)
  }
}
