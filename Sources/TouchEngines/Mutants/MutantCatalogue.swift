import TouchModel
import UIKitOracle

extension Mutant {
  /// Every built-in mutant, at least one per rule of the catalogue, grouped by the area of the rule it breaks.
  public static let all: [Mutant] = hitTesting + chain + delivery + multiTouch + events + recognizers + controls + scrollViews

  /// Hit testing and hit areas (HIT).
  static let hitTesting: [Mutant] = [
    Mutant(name: "windows-in-list-order", rule: "HIT-001", bug: "asks windows first to last", capabilities: [.hitTesting, .severalWindows]) { WindowsInListOrder(state: $0) },
    Mutant(name: "hidden-still-hit", rule: "HIT-002", bug: "does not skip hidden views", capabilities: .hitTestEngine) { HiddenStillHit(state: $0) },
    Mutant(name: "disabled-subviews-still-hit", rule: "HIT-003", bug: "a view with interaction off is not hit, but its subviews are; also seen in cocos2d/cocos2d-objc CCResponderManager.m", capabilities: .hitTestEngine) { DisabledSubviewsStillHit(state: $0) },
    Mutant(name: "alpha-at-most-0.01", rule: "HIT-004", bug: "skips alpha <= 0.01 (seed 000's code), so 0.01 is not hittable; also seen in flowkey/UIKit-cross-platform UIView.swift, microsoft/WinObjC UIView.mm", capabilities: .hitTestEngine) { AlphaAtMost(state: $0) },
    Mutant(name: "image-views-interactive", rule: "HIT-005", bug: "image views and labels are interactive by default; also seen in flowkey/UIKit-cross-platform UIImageView.swift", capabilities: .hitTestEngine) { ImageViewsInteractive(state: $0) },
    Mutant(name: "outside-point-reaches-subviews", rule: "HIT-006", bug: "asks subviews of a view the point is outside of unless it clips; also seen in cocos2d/cocos2d-objc CCResponderManager.m", capabilities: .hitTestEngine) { OutsideReachesSubviews(state: $0) },
    Mutant(name: "subviews-back-to-front", rule: "HIT-007", bug: "asks subviews in array order, back-most first", capabilities: .hitTestEngine) { SubviewsBackToFront(state: $0) },
    Mutant(name: "bounds-origin-ignored", rule: "HIT-008", bug: "ignores the bounds origin when converting points", capabilities: .hitTestEngine) { BoundsOriginIgnored(state: $0) },
    Mutant(name: "transform-ignored", rule: "HIT-008", bug: "ignores transforms when converting points; also seen in flowkey/UIKit-cross-platform UIView.swift", capabilities: .hitTestEngine) { TransformIgnored(state: $0) },
    Mutant(name: "containers-never-hit", rule: "HIT-009", bug: "only leaves are hit: a view with subviews never returns itself", capabilities: .hitTestEngine) { ContainersNeverHit(state: $0) },
    Mutant(name: "max-edge-inclusive", rule: "HIT-010", bug: "closed bounds: the max edges count as inside; also seen in PureSwift/Cacao UIView.swift", capabilities: .hitTestEngine) { ClosedMaxEdge(state: $0) },
    Mutant(name: "insets-only-enlarge", rule: "HIT-011", bug: "positive edge insets (which shrink the area) are ignored", capabilities: .hitTestEngine) { InsetsOnlyEnlarge(state: $0) },
    Mutant(name: "minimum-size-needs-both-sides", rule: "HIT-012", bug: "grows the hit area only when both sides are under the minimum", capabilities: .hitTestEngine) { MinimumSizeNeedsBothSides(state: $0) },
    Mutant(name: "circle-edge-excluded", rule: "HIT-013", bug: "a circle hit area excludes its edge", capabilities: .hitTestEngine) { CircleEdgeExcluded(state: $0) },
    Mutant(name: "subview-area-needs-visible-subview", rule: "HIT-014", bug: "the named subview's area counts only while that subview could be hit", capabilities: .hitTestEngine) { SubviewAreaNeedsVisibleSubview(state: $0) },
    Mutant(name: "outside-windows-unasked", rule: "HIT-015", bug: "a window that does not contain the point is never asked (no visit)", capabilities: .visitEngine) { OutsideWindowsUnasked(state: $0) },
  ]

  /// The responder chain (CHN).
  static let chain: [Mutant] = [
    Mutant(name: "view-controller-skipped", rule: "CHN-001", bug: "a controller's root view passes to its superview; also seen in flowkey/UIKit-cross-platform UIView.swift", capabilities: .foundation) { ViewControllerSkipped(state: $0) },
    Mutant(name: "views-pass-to-window", rule: "CHN-002", bug: "a view passes straight to its window, skipping its superviews", capabilities: .chainEngine) { ViewsPassToWindow(state: $0) },
    Mutant(name: "window-ends-chain", rule: "CHN-003", bug: "the chain ends at the window, never reaching the application", capabilities: .chainEngine) { WindowEndsChain(state: $0) },
    Mutant(name: "root-controller-skips-window", rule: "CHN-004", bug: "a window's root controller passes to the application", capabilities: .controllerEngine) { RootControllerSkipsWindow(state: $0) },
    Mutant(name: "presented-skips-presenter", rule: "CHN-005", bug: "a presented controller passes to its view's superview", capabilities: .foundation) { PresentedSkipsPresenter(state: $0) },
    Mutant(name: "child-controller-to-parent", rule: "CHN-006", bug: "a child controller passes to its parent controller", capabilities: .controllerEngine) { ChildControllerToParent(state: $0) },
    Mutant(name: "app-delegate-always-next", rule: "CHN-007", bug: "the app delegate follows the application whatever its class", capabilities: .foundation) { AppDelegateAlwaysNext(state: $0) },
    Mutant(name: "drops-untraced", rule: "CHN-008", bug: "a message that falls off the chain is dropped without a trace", capabilities: .chainEngine) { DropsUntraced(state: $0) },
  ]

  /// Touch delivery (DEL).
  static let delivery: [Mutant] = [
    Mutant(name: "hit-tested-twice", rule: "DEL-001", bug: "each new touch is hit-tested twice, as seed 004 observes", capabilities: .visitEngine) { HitTestedTwice(state: $0) },
    Mutant(name: "touch-follows-finger", rule: "DEL-002", bug: "moved and ended touches go to the view under the finger; also seen in PureSwift/Cacao UIEventEnvironment.swift", capabilities: .foundation) { TouchFollowsFinger(state: $0) },
    Mutant(name: "ended-before-began", rule: "DEL-003", bug: "a frame's ended touches are delivered before its began ones", capabilities: .foundation) { EndedBeforeBegan(state: $0) },
    Mutant(name: "stationary-delivered", rule: "DEL-004", bug: "stationary touches are delivered as moved", capabilities: .foundation) { StationaryDelivered(state: $0) },
    Mutant(name: "forwards-only-began", rule: "DEL-005", bug: "the default touchesMoved, Ended and Cancelled do not forward", capabilities: .chainEngine) { ForwardsOnlyBegan(state: $0) },
    Mutant(name: "handled-still-forwarded", rule: "DEL-006", bug: "a responder that handles a message still forwards it; also seen in flowkey/UIKit-cross-platform SDL+TouchHandling.swift", capabilities: .chainEngine) { HandledStillForwarded(state: $0) },
    Mutant(name: "handle-and-forward-stops", rule: "DEL-007", bug: "handling and calling super stops the message", capabilities: .chainEngine) { HandleAndForwardStops(state: $0) },
    Mutant(name: "missed-touch-to-window", rule: "DEL-008", bug: "a touch that hits no view goes to the key window", capabilities: .chainEngine) { MissedTouchToWindow(state: $0) },
    Mutant(name: "cancel-as-ended", rule: "DEL-009", bug: "a system cancellation sends touchesEnded", capabilities: Capabilities.chainEngine.union(.systemCancel)) { CancelAsEnded(state: $0) },
    Mutant(name: "sequence-ends-on-any-lift", rule: "DEL-010", bug: "the sequence ends whenever a finger lifts", capabilities: .multiTouchEngine) { SequenceEndsOnAnyLift(state: $0) },
    Mutant(name: "move-in-place-dropped", rule: "DEL-011", bug: "a move that keeps its location is taken for a stationary finger", capabilities: .foundation) { MoveInPlaceDropped(state: $0) },
    Mutant(name: "touch-limit-ignored", rule: "DEL-012", bug: "no finger limit: a finger past it is tracked and nothing is cancelled", capabilities: Capabilities.multiTouchEngine.union(.touchLimit)) { TouchLimitIgnored(state: $0) },
  ]

  /// Multiple and exclusive touch (MTC).
  static let multiTouch: [Mutant] = [
    Mutant(name: "multiple-touch-ignored", rule: "MTC-001", bug: "every finger reaches a view without multiple touch", capabilities: .foundation) { MultipleTouchIgnored(state: $0) },
    Mutant(name: "first-touch-per-frame-only", rule: "MTC-002", bug: "a multiple-touch view gets only the first of the touches landing together", capabilities: .multiTouchEngine) { FirstTouchPerFrameOnly(state: $0) },
    Mutant(name: "exclusive-touch-ignored", rule: "MTC-003", bug: "an exclusive-touch view takes a finger while other views track", capabilities: .foundation) { ExclusiveTouchIgnored(state: $0) },
    Mutant(name: "exclusive-blocks-only-itself", rule: "MTC-004", bug: "other views take fingers while an exclusive view tracks", capabilities: .multiTouchEngine) { ExclusiveBlocksOnlyItself(state: $0) },
    Mutant(name: "refused-touch-to-superview", rule: "MTC-005", bug: "a refused touch goes to the hit view's superview", capabilities: .multiTouchEngine) { RefusedTouchToSuperview(state: $0) },
  ]

  /// First responder and other events (EVT).
  static let events: [Mutant] = [
    Mutant(name: "events-ignore-first-responder", rule: "EVT-001", bug: "non-touch events start at the key window even with a first responder", capabilities: .eventEngine) { EventsIgnoreFirstResponder(state: $0) },
    Mutant(name: "events-start-at-first-window", rule: "EVT-002", bug: "without a first responder, events start at the first window", capabilities: Capabilities.eventEngine.union(.severalWindows)) { EventsStartAtFirstWindow(state: $0) },
    Mutant(name: "any-responder-first", rule: "EVT-003", bug: "responders outside every window become first responder", capabilities: .eventEngine) { AnyResponderFirst(state: $0) },
    Mutant(name: "touches-to-first-responder", rule: "EVT-004", bug: "touch messages go to the first responder", capabilities: .eventEngine) { TouchesToFirstResponder(state: $0) },
  ]
}
