import TouchModel
import UIKitOracle

extension Mutant {
  /// Every built-in mutant, grouped by the area of the rule it breaks.
  public static let all: [Mutant] = [
    Mutant(name: "alpha-at-most-0.01", rule: "HIT-004", bug: "skips alpha <= 0.01 (seed 000's code), so 0.01 is not hittable", capabilities: .hitTestEngine) { AlphaAtMost(state: $0) },
    Mutant(name: "max-edge-inclusive", rule: "HIT-010", bug: "closed bounds: the max edges count as inside", capabilities: .hitTestEngine) { ClosedMaxEdge(state: $0) },
    Mutant(name: "subviews-back-to-front", rule: "HIT-007", bug: "asks subviews in array order, back-most first", capabilities: .hitTestEngine) { SubviewsBackToFront(state: $0) },
    Mutant(name: "hidden-still-hit", rule: "HIT-002", bug: "does not skip hidden views", capabilities: .hitTestEngine) { HiddenStillHit(state: $0) },
    Mutant(name: "image-views-interactive", rule: "HIT-005", bug: "image views and labels are interactive by default", capabilities: .hitTestEngine) { ImageViewsInteractive(state: $0) },
    Mutant(name: "outside-point-reaches-subviews", rule: "HIT-006", bug: "asks subviews of a view the point is outside of unless it clips", capabilities: .hitTestEngine) { OutsideReachesSubviews(state: $0) },
    Mutant(name: "bounds-origin-ignored", rule: "HIT-008", bug: "ignores the bounds origin when converting points", capabilities: .hitTestEngine) { BoundsOriginIgnored(state: $0) },
    Mutant(name: "transform-ignored", rule: "HIT-008", bug: "ignores transforms when converting points", capabilities: .hitTestEngine) { TransformIgnored(state: $0) },
    Mutant(name: "circle-edge-excluded", rule: "HIT-013", bug: "a circle hit area excludes its edge", capabilities: .hitTestEngine) { CircleEdgeExcluded(state: $0) },
    Mutant(name: "windows-in-list-order", rule: "HIT-001", bug: "asks windows first to last", capabilities: [.hitTesting, .severalWindows]) { WindowsInListOrder(state: $0) },
    Mutant(name: "view-controller-skipped", rule: "CHN-001", bug: "a controller's root view passes to its superview", capabilities: .foundation) { ViewControllerSkipped(state: $0) },
    Mutant(name: "app-delegate-always-next", rule: "CHN-007", bug: "the app delegate follows the application whatever its class", capabilities: .foundation) { AppDelegateAlwaysNext(state: $0) },
    Mutant(name: "presented-skips-presenter", rule: "CHN-005", bug: "a presented controller passes to its view's superview", capabilities: .foundation) { PresentedSkipsPresenter(state: $0) },
    Mutant(name: "stationary-delivered", rule: "DEL-004", bug: "stationary touches are delivered as moved", capabilities: .foundation) { StationaryDelivered(state: $0) },
    Mutant(name: "touch-follows-finger", rule: "DEL-002", bug: "moved and ended touches go to the view under the finger", capabilities: .foundation) { TouchFollowsFinger(state: $0) },
    Mutant(name: "ended-before-began", rule: "DEL-003", bug: "a frame's ended touches are delivered before its began ones", capabilities: .foundation) { EndedBeforeBegan(state: $0) },
    Mutant(name: "multiple-touch-ignored", rule: "MTC-001", bug: "every finger reaches a view without multiple touch", capabilities: .foundation) { MultipleTouchIgnored(state: $0) },
    Mutant(name: "exclusive-touch-ignored", rule: "MTC-003", bug: "exclusive touch is ignored", capabilities: .foundation) { ExclusiveTouchIgnored(state: $0) },
    Mutant(name: "cancels-touches-ignored", rule: "GRD-002", bug: "recognition does not cancel the view's touches", capabilities: .all) { CancelsTouchesIgnored(state: $0) },
    Mutant(name: "delays-began-ignored", rule: "GRD-003", bug: "delaysTouchesBegan is ignored", capabilities: .all) { DelaysBeganIgnored(state: $0) },
    Mutant(name: "delays-ended-ignored", rule: "GRD-004", bug: "delaysTouchesEnded is ignored", capabilities: .all) { DelaysEndedIgnored(state: $0) },
    Mutant(name: "no-recognizer-exclusivity", rule: "GRC-001", bug: "recognizers on the same touch all recognize", capabilities: .all) { NoRecognizerExclusivity(state: $0) },
    Mutant(name: "require-to-fail-ignored", rule: "GRC-003", bug: "require(toFail:) is ignored", capabilities: .all) { RequireToFailIgnored(state: $0) },
    Mutant(name: "recognizers-outermost-first", rule: "GES-001", bug: "the window's recognizers see a touch first", capabilities: .all) { RecognizersOutermostFirst(state: $0) },
    Mutant(name: "controls-do-not-refuse", rule: "IOS-001", bug: "a button does not refuse its parent's single tap", capabilities: .all) { ControlsDoNotRefuse(state: $0) },
    Mutant(name: "custom-controls-protected", rule: "IOS-005", bug: "custom controls refuse a parent's single tap too", capabilities: .all) { CustomControlsProtected(state: $0) },
    Mutant(name: "no-drag-enter-exit", rule: "CTL-003", bug: "drags send only inside and outside, never enter or exit", capabilities: .all) { NoDragEnterExit(state: $0) },
    Mutant(name: "nil-target-ignores-first-responder", rule: "CTL-008", bug: "nil-target actions start at the control even with a first responder", capabilities: .all) { NilTargetIgnoresFirstResponder(state: $0) },
  ]
}
