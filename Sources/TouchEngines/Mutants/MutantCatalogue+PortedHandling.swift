import TouchModel
import UIKitOracle

extension Mutant {
  /// Ported mistakes in hit testing, the responder chain, delivery, multi-touch, events, controls and scroll views.
  static let portedHandling: [Mutant] = portedHitTesting + portedDelivery

  /// Hit testing (HIT), and a disabled control taken out of it (CTL-009).
  static let portedHitTesting: [Mutant] = [
    Mutant(name: "only-key-window-gets-touches", rule: "HIT-001", bug: "only the key window is hit-tested: a touch on a view of another window, even one in front, reaches the key window's content or nothing (flowkey/UIKit-cross-platform UIApplication.swift sendEvent; PureSwift/Cacao UIEventEnvironment.swift)", capabilities: [.hitTesting, .severalWindows]) { OnlyKeyWindowGetsTouches(state: $0) },
    Mutant(name: "alpha-threshold-zero", rule: "HIT-004", bug: "hitTest skips only views with alpha 0 (`alpha > 0`), so a view just under 0.01 is still hit (PureSwift/Cacao UIView.swift hitTest)", capabilities: .hitTestEngine) { AlphaThresholdZero(state: $0) },
    Mutant(name: "custom-hit-areas-ignored", rule: "HIT-011", bug: "point(inside:) cannot be overridden, or its override is never asked: insets, minimum sizes, circles and bulging subviews are ignored and every hit area is the bounds (PureSwift/Cacao UIView.swift, point(inside:) is final; microsoft/WinObjC UIView.mm _doHitTest, the XAML element's hit wins over hitTest/pointInside)", capabilities: [.hitTesting, .hitAreas]) { CustomHitAreasIgnored(state: $0) },
    Mutant(name: "conversion-uses-frame-origins-only", rule: "HIT-008", bug: "point conversion subtracts frame origins only, leaving out both bounds origins and transforms (PureSwift/Cacao UIView.swift convert/offset(for:))", capabilities: .hitTestEngine) { ConversionUsesFrameOriginsOnly(state: $0) },
    Mutant(name: "custom-hit-areas-miss-bounds-origin", rule: "HIT-008", bug: "a view's own coordinates leave out its bounds origin (added only when converting into subviews), so a hit area written against the bounds (insets, minimum size, circle) is tested at a point shifted by the bounds origin (flowkey/UIKit-cross-platform UIView.swift point(inside:) and convert(_:to:))", capabilities: .hitTestEngine) { CustomHitAreasMissBoundsOrigin(state: $0) },
    Mutant(name: "disabled-control-becomes-unhittable", rule: "CTL-009", bug: "disabling a control takes it out of hit testing, so a touch on it reaches the view behind instead of stopping at the disabled control (BigZaphod/Chameleon UIControl.m setEnabled: sets userInteractionEnabled; TextureGroup/Texture ASControlNode.mm hitTest returns nil when disabled)", capabilities: .controlEngine) { DisabledControlBecomesUnhittable(state: $0) },
  ]

  /// Touch delivery (DEL) and non-touch events (EVT).
  static let portedDelivery: [Mutant] = [
    Mutant(name: "default-touch-methods-do-not-forward", rule: "DEL-005", bug: "UIView's default touchesBegan, Moved, Ended and Cancelled are empty, so no touch message ever travels up the responder chain from its view (flowkey/UIKit-cross-platform UIView.swift, an older revision)", capabilities: .chainEngine) { DefaultTouchMethodsDoNotForward(state: $0) },
    Mutant(name: "no-cancelled-touch-phase", rule: "DEL-009", bug: "touch phases are only began, moved and ended, so a system cancellation sends views nothing: no touchesCancelled (flowkey/UIKit-cross-platform UITouch.swift UITouchPhase and UIWindow.swift sendEvent)", capabilities: Capabilities.chainEngine.union(.systemCancel)) { NoCancelledTouchPhase(state: $0) },
    Mutant(name: "whole-touch-set-sent-once-per-touch", rule: "DEL-003", bug: "for each changed touch the window sends the event's whole touch set to that touch's view, so views get other views' and stationary touches and a view with two new touches gets touchesBegan twice (PureSwift/Cacao UIWindow.swift sendTouches)", capabilities: .multiTouchEngine) { WholeTouchSetSentOncePerTouch(state: $0) },
    Mutant(name: "every-window-redelivers-every-touch", rule: "DEL-003", bug: "the application hands each touch event to every window and no window checks the touch is its own, so with two windows every view gets every touch message twice (PureSwift/Cacao UIApplication.swift sendEvent, UIWindow.swift sendTouches)", capabilities: Capabilities.chainEngine.union(.severalWindows)) { EveryWindowRedeliversEveryTouch(state: $0) },
    Mutant(name: "moved-delivers-stationary-touches", rule: "DEL-004", bug: "when one of a view's touches moves, touchesMoved carries all of the view's current touches, the stationary ones included (microsoft/WinObjC UIView.mm _processPointerEvent:forTouchPhase:)", capabilities: .multiTouchEngine) { MovedDeliversStationaryTouches(state: $0) },
    Mutant(name: "touch-lost-when-finger-leaves-all-views", rule: "DEL-002", bug: "every move and lift is hit-tested again and dropped when no view is under the finger, so the touch's view misses those moves and, if the finger lifts over nothing, its touchesEnded (PureSwift/Cacao UIEventEnvironment.swift event(for:))", capabilities: .chainEngine) { TouchLostWhenFingerLeavesAllViews(state: $0) },
    Mutant(name: "responder-events-dropped-without-first-responder", rule: "EVT-002", bug: "non-touch events go only to the window's first responder; with none they are dropped without a trace instead of starting at the key window (PureSwift/Cacao UIWindow.swift sendEvent)", capabilities: .eventEngine) { ResponderEventsDroppedWithoutFirstResponder(state: $0) },
  ]
}
