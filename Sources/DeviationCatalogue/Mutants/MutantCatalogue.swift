import TouchModel
import UIKitOracle

extension Deviation {
  /// The self-check's mutants: at least one per rule of the catalogue, grouped by the area of the rule it breaks.
  package static let mutants: [Deviation] = hitTesting + chain + delivery + multiTouch + events + recognizers + controls + scrollViews

  /// Hit testing and hit areas (HIT).
  static let hitTesting: [Deviation] = [
    Deviation(name: "windows-in-list-order", rule: .hit001, bug: "asks windows first to last", capabilities: [.hitTesting, .severalWindows]) { $0.hitTestWindows = { $0.windowsInListOrder(at: $1) } },
    Deviation(name: "hidden-still-hit", rule: .hit002, bug: "does not skip hidden views", capabilities: .hitTestEngine) { $0.isHiddenForHitTest = { $0.hiddenStillHit($1) } },
    Deviation(name: "disabled-subviews-still-hit", rule: .hit003, bug: "a view with interaction off is not hit, but its subviews are; also seen in cocos2d/cocos2d-objc CCResponderManager.m", capabilities: .hitTestEngine) { $0.hitTest = { $0.disabledSubviewsStillHit($1, at: $2) } },
    Deviation(name: "alpha-at-most-0.01", rule: .hit004, bug: "skips alpha <= 0.01 (seed 000's code), so 0.01 is not hittable; also seen in flowkey/UIKit-cross-platform UIView.swift, microsoft/WinObjC UIView.mm", capabilities: .hitTestEngine) { $0.isTooTransparent = { $0.alphaAtMost($1) } },
    Deviation(name: "image-views-interactive", rule: .hit005, bug: "image views and labels are interactive by default; also seen in flowkey/UIKit-cross-platform UIImageView.swift", capabilities: .hitTestEngine) { $0.isInteractionDisabled = { $0.imageViewsInteractive($1) } },
    Deviation(name: "outside-point-reaches-subviews", rule: .hit006, bug: "asks subviews of a view the point is outside of unless it clips; also seen in cocos2d/cocos2d-objc CCResponderManager.m", capabilities: .hitTestEngine) { $0.hitTest = { $0.outsideReachesSubviews($1, at: $2) } },
    Deviation(name: "subviews-back-to-front", rule: .hit007, bug: "asks subviews in array order, back-most first", capabilities: .hitTestEngine) { $0.subviewsInHitTestOrder = { $0.subviewsBackToFront($1) } },
    Deviation(name: "bounds-origin-ignored", rule: .hit008, bug: "ignores the bounds origin when converting points", capabilities: .hitTestEngine) { $0.convert = { $0.boundsOriginIgnored($1, into: $2) } },
    Deviation(name: "transform-ignored", rule: .hit008, bug: "ignores transforms when converting points; also seen in flowkey/UIKit-cross-platform UIView.swift", capabilities: .hitTestEngine) { $0.convert = { $0.transformIgnored($1, into: $2) } },
    Deviation(name: "containers-never-hit", rule: .hit009, bug: "only leaves are hit: a view with subviews never returns itself", capabilities: .hitTestEngine) { $0.hitTest = { $0.containersNeverHit($1, at: $2) } },
    Deviation(name: "max-edge-inclusive", rule: .hit010, bug: "closed bounds: the max edges count as inside; also seen in PureSwift/Cacao UIView.swift", capabilities: .hitTestEngine) { $0.rectContains = { $0.closedMaxEdge($1, $2) } },
    Deviation(name: "insets-only-enlarge", rule: .hit011, bug: "positive edge insets (which shrink the area) are ignored", capabilities: .hitTestEngine) { $0.pointInside = { $0.insetsOnlyEnlarge($1, $2) } },
    Deviation(name: "minimum-size-needs-both-sides", rule: .hit012, bug: "grows the hit area only when both sides are under the minimum", capabilities: .hitTestEngine) { $0.minimumSizeArea = { $0.minimumSizeNeedsBothSides($1, $2) } },
    Deviation(name: "circle-edge-excluded", rule: .hit013, bug: "a circle hit area excludes its edge", capabilities: .hitTestEngine) { $0.circleContains = { $0.circleEdgeExcluded($1, $2) } },
    Deviation(name: "subview-area-needs-visible-subview", rule: .hit014, bug: "the named subview's area counts only while that subview could be hit", capabilities: .hitTestEngine) { $0.pointInside = { $0.subviewAreaNeedsVisibleSubview($1, $2) } },
    Deviation(name: "outside-windows-unasked", rule: .hit015, bug: "a window that does not contain the point is never asked (no visit)", capabilities: .visitEngine) { $0.hitTestWindows = { $0.outsideWindowsUnasked(at: $1) } },
  ]

  /// The responder chain (CHN).
  static let chain: [Deviation] = [
    Deviation(name: "view-controller-skipped", rule: .chn001, bug: "a controller's root view passes to its superview; also seen in flowkey/UIKit-cross-platform UIView.swift", capabilities: .foundation) { $0.nextResponder = { $0.viewControllerSkipped($1) } },
    Deviation(name: "views-pass-to-window", rule: .chn002, bug: "a view passes straight to its window, skipping its superviews", capabilities: .chainEngine) { $0.nextResponder = { $0.viewsPassToWindow($1) } },
    Deviation(name: "window-ends-chain", rule: .chn003, bug: "the chain ends at the window, never reaching the application", capabilities: .chainEngine) { $0.nextResponder = { $0.windowEndsChain($1) } },
    Deviation(name: "root-controller-skips-window", rule: .chn004, bug: "a window's root controller passes to the application", capabilities: .controllerEngine) { $0.nextResponder = { $0.rootControllerSkipsWindow($1) } },
    Deviation(name: "presented-skips-presenter", rule: .chn005, bug: "a presented controller passes to its view's superview", capabilities: .foundation) { $0.nextResponder = { $0.presentedSkipsPresenter($1) } },
    Deviation(name: "child-controller-to-parent", rule: .chn006, bug: "a child controller passes to its parent controller", capabilities: .controllerEngine) { $0.nextResponder = { $0.childControllerToParent($1) } },
    Deviation(name: "app-delegate-always-next", rule: .chn007, bug: "the app delegate follows the application whatever its class", capabilities: .foundation) { $0.nextResponder = { $0.appDelegateAlwaysNext($1) } },
    Deviation(name: "drops-untraced", rule: .chn008, bug: "a message that falls off the chain is dropped without a trace", capabilities: .chainEngine) { $0.dropTouches = { _, _, _, _ in } },
  ]

  /// Touch delivery (DEL).
  static let delivery: [Deviation] = [
    Deviation(name: "hit-tested-twice", rule: .del001, bug: "each new touch is hit-tested twice, as seed 004 observes", capabilities: .visitEngine) { $0.hitTestWindows = { $0.hitTestedTwice(at: $1) } },
    Deviation(name: "touch-follows-finger", rule: .del002, bug: "moved and ended touches go to the view under the finger; also seen in PureSwift/Cacao UIEventEnvironment.swift", capabilities: .foundation) { $0.messageGroups = { $0.touchFollowsFinger($1, phase: $2) } },
    Deviation(name: "ended-before-began", rule: .del003, bug: "a frame's ended touches are delivered before its began ones", capabilities: .foundation) { $0.phaseOrder = { $0.endedBeforeBegan() } },
    Deviation(name: "stationary-delivered", rule: .del004, bug: "stationary touches are delivered as moved", capabilities: .foundation) { $0.messageGroups = { $0.stationaryDelivered($1, phase: $2) } },
    Deviation(name: "forwards-only-began", rule: .del005, bug: "the default touchesMoved, Ended and Cancelled do not forward", capabilities: .chainEngine) { $0.handling = { $0.forwardsOnlyBegan(of: $1, by: $2) } },
    Deviation(name: "handled-still-forwarded", rule: .del006, bug: "a responder that handles a message still forwards it; also seen in flowkey/UIKit-cross-platform SDL+TouchHandling.swift", capabilities: .chainEngine) { $0.handling = { $0.handledStillForwarded(of: $1, by: $2) } },
    Deviation(name: "handle-and-forward-stops", rule: .del007, bug: "handling and calling super stops the message", capabilities: .chainEngine) { $0.handling = { $0.handleAndForwardStops(of: $1, by: $2) } },
    Deviation(name: "missed-touch-to-window", rule: .del008, bug: "a touch that hits no view goes to the key window", capabilities: .chainEngine) { $0.beginTouch = { $0.missedTouchToWindow($1) } },
    Deviation(name: "cancel-as-ended", rule: .del009, bug: "a system cancellation sends touchesEnded", capabilities: Capabilities.chainEngine.union(.systemCancel)) { $0.systemCancelMessage = { _ in .ended } },
    Deviation(name: "sequence-ends-on-any-lift", rule: .del010, bug: "the sequence ends whenever a finger lifts", capabilities: .multiTouchEngine) { $0.messageGroups = { $0.sequenceEndsOnAnyLift($1, phase: $2) } },
    Deviation(name: "move-in-place-dropped", rule: .del011, bug: "a move that keeps its location is taken for a stationary finger", capabilities: .foundation) { $0.phaseOfMoveInPlace = { $0.moveInPlaceDropped($1) } },
    Deviation(name: "touch-limit-ignored", rule: .del012, bug: "no finger limit: a finger past it is tracked and nothing is cancelled", capabilities: Capabilities.multiTouchEngine.union(.touchLimit)) { $0.exceedsTouchLimit = { $0.touchLimitIgnored($1) } },
  ]

  /// Multiple and exclusive touch (MTC).
  static let multiTouch: [Deviation] = [
    Deviation(name: "multiple-touch-ignored", rule: .mtc001, bug: "every finger reaches a view without multiple touch", capabilities: .foundation) { $0.refusedByMultipleTouch = { $0.multipleTouchIgnored($1) } },
    Deviation(name: "first-touch-per-frame-only", rule: .mtc002, bug: "a multiple-touch view gets only the first of the touches landing together", capabilities: .multiTouchEngine) { $0.refusedByMultipleTouch = { $0.firstTouchPerFrameOnly($1) } },
    Deviation(name: "exclusive-touch-ignored", rule: .mtc003, bug: "an exclusive-touch view takes a finger while other views track", capabilities: .foundation) { $0.refusedByExclusiveTouch = { $0.exclusiveTouchIgnored($1, window: $2) } },
    Deviation(name: "exclusive-blocks-only-itself", rule: .mtc004, bug: "other views take fingers while an exclusive view tracks", capabilities: .multiTouchEngine) { $0.refusedByExclusiveTouch = { $0.exclusiveBlocksOnlyItself($1, window: $2) } },
    Deviation(name: "refused-touch-to-superview", rule: .mtc005, bug: "a refused touch goes to the hit view's superview", capabilities: .multiTouchEngine) { $0.beginTouch = { $0.refusedTouchToSuperview($1) } },
  ]

  /// First responder and other events (EVT).
  static let events: [Deviation] = [
    Deviation(name: "events-ignore-first-responder", rule: .evt001, bug: "non-touch events start at the key window even with a first responder", capabilities: .eventEngine) { $0.deliverEvent = { $0.eventsIgnoreFirstResponder($1) } },
    Deviation(name: "events-start-at-first-window", rule: .evt002, bug: "without a first responder, events start at the first window", capabilities: Capabilities.eventEngine.union(.severalWindows)) { $0.eventStart = { $0.eventsStartAtFirstWindow() } },
    Deviation(name: "any-responder-first", rule: .evt003, bug: "responders outside every window become first responder", capabilities: .eventEngine) { $0.isInWindow = { $0.anyResponderFirst($1) } },
    Deviation(name: "touches-to-first-responder", rule: .evt004, bug: "touch messages go to the first responder", capabilities: .eventEngine) { $0.messageGroups = { $0.touchesToFirstResponder($1, phase: $2) } },
  ]
}
