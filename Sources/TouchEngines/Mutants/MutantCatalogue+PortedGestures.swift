import TouchModel
import UIKitOracle

extension Mutant {
  /// Ported mistakes in gesture recognizers: states, thresholds, conflicts and their interplay with views.
  static let portedGestures: [Mutant] = portedTaps + portedContinuous

  /// Tap recognizers: their states, limits, counts and delegate (GES, GRC).
  static let portedTaps: [Mutant] = [
    Mutant(name: "tap-begins-at-touch-down", rule: "GES-003", bug: "a tap recognizer goes began (with its action) as soon as the fingers of its last tap are down and ended at the lift, so it acts at touch-down and, with cancelsTouchesInView, takes the touch from its view at once; a begun tap that breaks a limit is cancelled (BigZaphod/Chameleon UIKit/Classes/UITapGestureRecognizer.m; flowkey/UIKit-cross-platform Sources/UITapGestureRecognizer.swift)", capabilities: Capabilities.gestureEngine.union(.cancelsTouchesInView)) { TapBeginsAtTouchDown(state: $0) },
    Mutant(name: "tap-without-movement-limit", rule: "GES-007", bug: "a tap has no movement tolerance: it still recognizes after a long drag, as long as the finger lifts inside the recognizer's view (flowkey/UIKit-cross-platform Sources/UITapGestureRecognizer.swift)", capabilities: .gestureEngine) { TapWithoutMovementLimit(state: $0) },
    Mutant(name: "tap-without-maximum-duration", rule: "GES-007", bug: "a tap has no maximum duration: a press held for seconds still recognizes as a tap when it lifts (BigZaphod/Chameleon UIKit/Classes/UITapGestureRecognizer.m; flowkey/UIKit-cross-platform Sources/UITapGestureRecognizer.swift)", capabilities: .gestureEngine) { TapWithoutMaximumDuration(state: $0) },
    Mutant(name: "tap-fails-on-any-move", rule: "GES-007", bug: "any touchesMoved ends a tap, however small the move (no 10 pt tolerance), and where the finger lifts is never checked (BigZaphod/Chameleon UIKit/Classes/UITapGestureRecognizer.m, where a move cancels the begun tap)", capabilities: .gestureEngine) { TapFailsOnAnyMove(state: $0) },
    Mutant(name: "tap-count-ignored", rule: "GES-007", bug: "a tap recognizer has no numberOfTapsRequired: a double tap recognizes on the first tap (flowkey/UIKit-cross-platform Sources/UITapGestureRecognizer.swift)", capabilities: Capabilities.gestureEngine.union(.tapCount)) { MisreadCase(state: $0, TapCountIgnored.misread) },
    Mutant(name: "implicit-single-tap-delay", rule: "GRC-003", bug: "a single tap waits for every multi-tap recognizer on its touches to fail, as if it required that, so it fires only after the double tap gives up and never with it (microsoft/WinObjC Frameworks/UIKit/UITapGestureRecognizer.mm)", capabilities: Capabilities.gestureEngine.union(.tapCount)) { ImplicitSingleTapDelay(state: $0) },
    Mutant(name: "tap-skips-delegate-should-begin", rule: "GRC-004", bug: "a tap recognizer recognizes without asking its delegate's gestureRecognizerShouldBegin; only the pan asks (microsoft/WinObjC Frameworks/UIKit/UITapGestureRecognizer.mm)", capabilities: Capabilities.gestureEngine.union(.delegateShouldBegin)) { MisreadCase(state: $0, TapSkipsDelegateShouldBegin.misread) },
  ]

  /// Pans, long presses and the action message (GES).
  static let portedContinuous: [Mutant] = [
    Mutant(name: "pan-begins-on-first-move", rule: "GES-010", bug: "a pan begins on its first move, however short, with no pan distance (BigZaphod/Chameleon UIKit/Classes/UIPanGestureRecognizer.m; PureSwift/Cacao Sources/Cacao/UIPanGestureRecognizer.swift)", capabilities: .gestureEngine) { PanBeginsOnFirstMove(state: $0) },
    Mutant(name: "pan-begins-at-touch-down", rule: "GES-010", bug: "a pan goes began as soon as its finger touches down, so a press and lift without movement ends a pan instead of failing it (flowkey/UIKit-cross-platform Sources/UIPanGestureRecognizer.swift)", capabilities: .gestureEngine) { PanBeginsAtTouchDown(state: $0) },
    Mutant(name: "pan-slack-5-points", rule: "GES-010", bug: "a pan begins once its finger moved 5 points, half the pan distance (microsoft/WinObjC Frameworks/UIKit/UIPanGestureRecognizer.mm, _dragSlack)", capabilities: .gestureEngine) { PanSlackFivePoints(state: $0) },
    Mutant(name: "long-press-cancelled-by-movement", rule: "GES-008", bug: "a long press that has begun is cancelled when the finger moves beyond its allowable movement, which limits only the wait before it begins (BigZaphod/Chameleon UIKit/Classes/UILongPressGestureRecognizer.m)", capabilities: .gestureEngine) { LongPressCancelledByMovement(state: $0) },
    Mutant(name: "pan-ended-action-never-sent", rule: "GES-004", bug: "a pan goes to ended without sending its action, so its targets never hear of the end (flowkey/UIKit-cross-platform Sources/UIPanGestureRecognizer.swift)", capabilities: .gestureEngine) { PanEndedActionNeverSent(state: $0) },
    Mutant(name: "pan-began-to-failed", rule: "GES-003", bug: "a pan whose finger lifts while it is still in began goes began to failed, an illegal transition, with no action (PureSwift/Cacao Sources/Cacao/UIPanGestureRecognizer.swift)", capabilities: .gestureEngine) { PanBeganToFailed(state: $0) },
    Mutant(name: "pan-ignores-system-cancel", rule: "GES-003", bug: "a system cancellation leaves a pan in its state: it is never cancelled and gets no final action (PureSwift/Cacao Sources/Cacao/UIGestureRecognizer.swift; microsoft/WinObjC Frameworks/UIKit/UIGestureRecognizer.mm: an empty touchesCancelled the pan does not override)", capabilities: Capabilities.gestureEngine.union(.systemCancel)) { PanIgnoresSystemCancel(state: $0) },
    Mutant(name: "pan-action-sent-three-times", rule: "GES-004", bug: "a pan that began or changed sends its action three times per input event, once per firing stage (microsoft/WinObjC Frameworks/UIKit/UIPanGestureRecognizer.mm, _fireGestures)", capabilities: .gestureEngine) { PanActionSentThreeTimes(state: $0) },
    Mutant(name: "action-sent-while-possible", rule: "GES-004", bug: "the state setter resets recognized to possible at once, so a recognized tap sends its action with its state already possible (flowkey/UIKit-cross-platform Sources/UIGestureRecognizer.swift, Sources/UITapGestureRecognizer.swift)", capabilities: .gestureEngine) { ActionSentWhilePossible(state: $0) },
  ]
}
