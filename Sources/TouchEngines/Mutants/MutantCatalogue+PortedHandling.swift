import TouchModel
import UIKitOracle

extension Mutant {
  /// Ported mistakes in hit testing, the responder chain, delivery, multi-touch, events, controls and scroll views.
  static let portedHandling: [Mutant] = portedHitTesting

  /// Hit testing (HIT), and a disabled control taken out of it (CTL-009).
  static let portedHitTesting: [Mutant] = [
    Mutant(name: "only-key-window-gets-touches", rule: "HIT-001", bug: "only the key window is hit-tested: a touch on a view of another window, even one in front, reaches the key window's content or nothing (flowkey/UIKit-cross-platform UIApplication.swift sendEvent; PureSwift/Cacao UIEventEnvironment.swift)", capabilities: [.hitTesting, .severalWindows]) { OnlyKeyWindowGetsTouches(state: $0) },
    Mutant(name: "alpha-threshold-zero", rule: "HIT-004", bug: "hitTest skips only views with alpha 0 (`alpha > 0`), so a view just under 0.01 is still hit (PureSwift/Cacao UIView.swift hitTest)", capabilities: .hitTestEngine) { AlphaThresholdZero(state: $0) },
    Mutant(name: "custom-hit-areas-ignored", rule: "HIT-011", bug: "point(inside:) cannot be overridden, or its override is never asked: insets, minimum sizes, circles and bulging subviews are ignored and every hit area is the bounds (PureSwift/Cacao UIView.swift, point(inside:) is final; microsoft/WinObjC UIView.mm _doHitTest, the XAML element's hit wins over hitTest/pointInside)", capabilities: [.hitTesting, .hitAreas]) { CustomHitAreasIgnored(state: $0) },
    Mutant(name: "conversion-uses-frame-origins-only", rule: "HIT-008", bug: "point conversion subtracts frame origins only, leaving out both bounds origins and transforms (PureSwift/Cacao UIView.swift convert/offset(for:))", capabilities: .hitTestEngine) { ConversionUsesFrameOriginsOnly(state: $0) },
    Mutant(name: "custom-hit-areas-miss-bounds-origin", rule: "HIT-008", bug: "a view's own coordinates leave out its bounds origin (added only when converting into subviews), so a hit area written against the bounds (insets, minimum size, circle) is tested at a point shifted by the bounds origin (flowkey/UIKit-cross-platform UIView.swift point(inside:) and convert(_:to:))", capabilities: .hitTestEngine) { CustomHitAreasMissBoundsOrigin(state: $0) },
    Mutant(name: "disabled-control-becomes-unhittable", rule: "CTL-009", bug: "disabling a control takes it out of hit testing, so a touch on it reaches the view behind instead of stopping at the disabled control (BigZaphod/Chameleon UIControl.m setEnabled: sets userInteractionEnabled; TextureGroup/Texture ASControlNode.mm hitTest returns nil when disabled)", capabilities: .controlEngine) { DisabledControlBecomesUnhittable(state: $0) },
  ]
}
