import TouchModel
import UIKitOracle

extension Mutant {
  /// Gesture recognizers, recognizers and the view's touches, recognizers among themselves (GES, GRD, GRC).
  static let recognizers: [Mutant] = [
    Mutant(name: "recognizers-outermost-first", rule: "GES-001", bug: "the window's recognizers see a touch first; also seen in microsoft/WinObjC UIView.mm", capabilities: .all) { RecognizersOutermostFirst(state: $0) },
    Mutant(name: "disabled-recognizers-see-touches", rule: "GES-002", bug: "disabled recognizers still see touches; also seen in flowkey/UIKit-cross-platform UIGestureRecognizer.swift", capabilities: Capabilities.gestureEngine.union(.disabledRecognizers)) { MisreadCase(state: $0, DisabledRecognizersSeeTouches.misread) },
    Mutant(name: "possible-cancelled", rule: "GES-003", bug: "a system cancellation cancels recognizers that have not begun", capabilities: Capabilities.gestureEngine.union(.systemCancel)) { PossibleCancelled(state: $0) },
    Mutant(name: "no-final-action", rule: "GES-004", bug: "a cancelled gesture gets no final action", capabilities: Capabilities.gestureEngine.union(.systemCancel)) { NoFinalAction(state: $0) },
    Mutant(name: "recognized-never-reset", rule: "GES-005", bug: "a recognizer that recognized is never reset", capabilities: .gestureEngine) { RecognizedNeverReset(state: $0) },
    Mutant(name: "timers-fire-after-deadline", rule: "GES-006", bug: "a timer fires only once the clock passed its deadline", capabilities: Capabilities.gestureEngine.union(.tapCount)) { TimersFireAfterDeadline(state: $0) },
    Mutant(name: "tap-tolerance-exclusive", rule: "GES-007", bug: "a tap that moved exactly the tolerance fails", capabilities: [.hitTesting, .delivery, .application, .tap, .tapCount, .touchCount, .severalFingers]) { TapToleranceExclusive(state: $0) },
    Mutant(name: "multi-tap-slop-exclusive", rule: "GES-007", bug: "a next tap exactly the multi-tap slop from the first is too far", capabilities: [.hitTesting, .delivery, .application, .tap, .tapCount]) { MultiTapSlopExclusive(state: $0) },
    Mutant(name: "long-press-movement-exclusive", rule: "GES-008", bug: "a long press that moved exactly its allowable movement fails", capabilities: [.hitTesting, .delivery, .application, .longPress, .touchCount]) { LongPressMovementExclusive(state: $0) },
    Mutant(name: "long-press-taps-ignored", rule: "GES-008", bug: "a long press ignores numberOfTapsRequired: its press starts at the first touch-down, and its taps' lifts fail it", capabilities: [.hitTesting, .delivery, .application, .longPress, .tapCount]) { MisreadCase(state: $0, LongPressTapsIgnored.misread) },
    Mutant(name: "long-press-tap-gap-unbounded", rule: "GES-006", bug: "after a tap before a long press, the next finger may land however late: the multi-tap interval never fails it", capabilities: [.hitTesting, .delivery, .application, .longPress, .tapCount]) { LongPressTapGapUnbounded(state: $0) },
    Mutant(name: "swipe-deviation-exclusive", rule: "GES-009", bug: "a swipe exactly at its allowed deviation fails", capabilities: [.hitTesting, .delivery, .application, .swipe]) { SwipeDeviationExclusive(state: $0) },
    Mutant(name: "pan-distance-exclusive", rule: "GES-010", bug: "a pan begins only after moving more than the pan distance", capabilities: [.hitTesting, .delivery, .application, .pan, .touchCount, .severalFingers]) { PanDistanceExclusive(state: $0) },
    Mutant(name: "pinch-needs-both-fingers", rule: "GES-011", bug: "a pinch measures only frames where both fingers moved", capabilities: [.hitTesting, .delivery, .application, .pinch, .severalFingers]) { PinchNeedsBothFingers(state: $0) },
    Mutant(name: "pinch-ends-with-one-finger", rule: "GES-011", bug: "a pinch ends when one of its two fingers lifts and the other moves, instead of changing until the last lift", capabilities: [.hitTesting, .delivery, .application, .pinch, .severalFingers]) { PinchEndsWithOneFinger(state: $0) },
    Mutant(name: "rotation-per-frame", rule: "GES-012", bug: "a rotation compares each frame's angle with the previous frame's", capabilities: [.hitTesting, .delivery, .application, .rotation, .severalFingers]) { RotationPerFrame(state: $0) },
    Mutant(name: "failed-keep-receiving", rule: "GES-013", bug: "a failed recognizer keeps getting touches", capabilities: .gestureEngine) { FailedKeepReceiving(state: $0) },
    Mutant(name: "views-before-recognizers", rule: "GRD-001", bug: "a view gets touchesBegan before the recognizers see the touch; also seen in flowkey/UIKit-cross-platform SDL+TouchHandling.swift (an old revision)", capabilities: Capabilities.gestureEngine.union(.recognizerFlags)) { ViewsBeforeRecognizers(state: $0) },
    Mutant(name: "cancels-touches-ignored", rule: "GRD-002", bug: "recognition does not cancel the view's touches", capabilities: .all) { CancelsTouchesIgnored(state: $0) },
    Mutant(name: "delays-began-ignored", rule: "GRD-003", bug: "delaysTouchesBegan is ignored", capabilities: .all) { DelaysBeganIgnored(state: $0) },
    Mutant(name: "delays-ended-ignored", rule: "GRD-004", bug: "delaysTouchesEnded is ignored", capabilities: .all) { DelaysEndedIgnored(state: $0) },
    Mutant(name: "action-first-for-every-recognizer", rule: "GRD-005", bug: "every recognizer sends its action before cancelling the view's touches", capabilities: Capabilities.gestureEngine.union(.cancelsTouchesInView)) { ActionFirstForEveryRecognizer(state: $0) },
    Mutant(name: "no-recognizer-exclusivity", rule: "GRC-001", bug: "recognizers on the same touch all recognize; also seen in BigZaphod/Chameleon UIWindow.m", capabilities: .all) { NoRecognizerExclusivity(state: $0) },
    Mutant(name: "simultaneous-needs-both", rule: "GRC-002", bug: "recognizing together needs both delegates to agree", capabilities: Capabilities.gestureEngine.union(.simultaneousRecognition)) { SimultaneousNeedsBoth(state: $0) },
    Mutant(name: "require-to-fail-ignored", rule: "GRC-003", bug: "require(toFail:) is ignored; also seen in BigZaphod/Chameleon UIGestureRecognizer.m, flowkey/UIKit-cross-platform UIGestureRecognizer.swift, PureSwift/Cacao UIGestureRecognizer.swift, microsoft/WinObjC UIGestureRecognizer.mm", capabilities: .all) { RequireToFailIgnored(state: $0) },
    Mutant(name: "delegate-should-begin-ignored", rule: "GRC-004", bug: "the delegate's gestureRecognizerShouldBegin is never asked; also seen in PureSwift/Cacao UIGestureEnvironment.swift", capabilities: Capabilities.gestureEngine.union(.delegateShouldBegin)) { MisreadCase(state: $0, DelegateShouldBeginIgnored.misread) },
    Mutant(name: "view-should-begin-ignored", rule: "GRC-005", bug: "the views' gestureRecognizerShouldBegin is never asked; also seen in BigZaphod/Chameleon UIGestureRecognizer.m, microsoft/WinObjC", capabilities: Capabilities.gestureEngine.union(.viewShouldBegin)) { MisreadCase(state: $0, ViewShouldBeginIgnored.misread) },
    Mutant(name: "should-begin-asked-above-owner", rule: "GRC-005", bug: "gestureRecognizerShouldBegin is asked of every view up to the window, above the recognizer's view too", capabilities: Capabilities.gestureEngine.union(.viewShouldBegin)) { ShouldBeginAskedAboveOwner(state: $0) },
  ]

  /// Controls and the iOS 6 control rule (CTL, IOS).
  static let controls: [Mutant] = [
    Mutant(name: "control-ignores-cancel", rule: "CTL-001", bug: "a control ignores touchesCancelled (no cancelTracking)", capabilities: Capabilities.controlEngine.union(.systemCancel)) { BuggyControl(state: $0, bug: .cancelIgnored) },
    Mutant(name: "repeat-from-third-tap", rule: "CTL-002", bug: "touchDownRepeat only from the third tap", capabilities: .controlEngine) { BuggyControl(state: $0, bug: .repeatFromThirdTap) },
    Mutant(name: "no-drag-enter-exit", rule: "CTL-003", bug: "drags send only inside and outside, never enter or exit; also seen in TextureGroup/Texture ASControlNode.mm", capabilities: .all) { NoDragEnterExit(state: $0) },
    Mutant(name: "up-inside-without-margin", rule: "CTL-004", bug: "touch-up inside is tested without the drag margin; also seen in BigZaphod/Chameleon UIControl.m", capabilities: .controlEngine) { BuggyControl(state: $0, bug: .upInsideWithoutMargin) },
    Mutant(name: "no-touch-cancel", rule: "CTL-005", bug: "cancelled tracking sends no touchCancel", capabilities: Capabilities.controlEngine.union(.systemCancel)) { BuggyControl(state: $0, bug: .noTouchCancel) },
    Mutant(name: "stepper-value-on-lift", rule: "CTL-006", bug: "a stepper sends valueChanged on touch-up inside, not touch-down", capabilities: .controlEngine) { BuggyControl(state: $0, bug: .stepperValueOnLift) },
    Mutant(name: "targets-ignored", rule: "CTL-007", bug: "every action walks the responder chain, explicit targets ignored", capabilities: .controlEngine) { BuggyControl(state: $0, bug: .targetsIgnored) },
    Mutant(name: "nil-target-ignores-first-responder", rule: "CTL-008", bug: "nil-target actions start at the control even with a first responder; also seen in BigZaphod/Chameleon UIApplication.m, microsoft/WinObjC UIControl.mm, TextureGroup/Texture ASControlNode.mm", capabilities: .all) { NilTargetIgnoresFirstResponder(state: $0) },
    Mutant(name: "disabled-controls-track", rule: "CTL-009", bug: "a disabled control still tracks and sends events; also seen in flowkey/UIKit-cross-platform Button.swift", capabilities: .controlEngine) { MisreadCase(state: $0, DisabledControlsTrack.misread) },
    Mutant(name: "tap-count-bounds-exclusive", rule: "CTL-010", bug: "a tap exactly at the multi-tap interval or slop starts a new count", capabilities: .controlEngine) { TapCountBoundsExclusive(state: $0) },
    Mutant(name: "repeated-target-action-sent-twice", rule: "CTL-011", bug: "a target and action added twice are sent twice; also seen in BigZaphod/Chameleon UIControl.m, PureSwift/Cacao UIControl.swift", capabilities: .controlEngine) { RepeatedTargetActionSentTwice(state: $0) },
    Mutant(name: "controls-do-not-refuse", rule: "IOS-001", bug: "a button does not refuse its parent's single tap; also seen in BigZaphod/Chameleon UIGestureRecognizer.m, microsoft/WinObjC", capabilities: .all) { ControlsDoNotRefuse(state: $0) },
    Mutant(name: "knob-at-current-location", rule: "IOS-002", bug: "a slider tests its knob where the finger is now", capabilities: Capabilities.controlEngine.union([.swipe, .pan])) { KnobAtCurrentLocation(state: $0) },
    Mutant(name: "diagonal-pan-not-parallel", rule: "IOS-003", bug: "a 45° pan on a switch's knob is not parallel (`>` for `>=`)", capabilities: Capabilities.controlEngine.union([.swipe, .pan])) { DiagonalPanNotParallel(state: $0) },
    Mutant(name: "own-recognizers-refused", rule: "IOS-004", bug: "a control refuses its own recognizers too", capabilities: Capabilities.controlEngine.union([.tap, .swipe, .pan])) { OwnRecognizersRefused(state: $0) },
    Mutant(name: "custom-controls-protected", rule: "IOS-005", bug: "custom controls refuse a parent's single tap too", capabilities: Capabilities.all.subtracting([.scrollViews, .touchLimit])) { CustomControlsProtected(state: $0) },
  ]
}
