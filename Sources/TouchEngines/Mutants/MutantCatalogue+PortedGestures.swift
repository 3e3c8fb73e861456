import TouchModel
import UIKitOracle

extension Mutant {
  /// Ported mistakes in gesture recognizers: states, thresholds, conflicts and their interplay with views.
  static let portedGestures: [Mutant] = portedTaps

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
}
