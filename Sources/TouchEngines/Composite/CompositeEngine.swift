import TouchModel
import UIKitOracle

/// An engine with many independent deviations at once, as real reimplementations have: each hook forwards to a shipped mutant.
///
/// It is how TouchCheck checks itself on engines that deviate in many ways at once: one campaign must report every
/// deviation under its own signature, and a known-divergences file naming the frequent ones must not hide the rest.
final class CompositeRules: OracleRules {
  let state: OracleState
  private let alpha: AlphaAtMost
  private let edges: ClosedMaxEdge
  private let hidden: HiddenStillHit
  private let imageViews: ImageViewsInteractive
  private let circle: CircleEdgeExcluded
  private let controllers: ViewControllerSkipped
  private let order: EndedBeforeBegan
  private let exclusive: ExclusiveTouchIgnored
  private let cancels: CancelsTouchesIgnored
  private let simultaneous: NoRecognizerExclusivity
  private let drags: NoDragEnterExit

  init(state: OracleState) {
    self.state = state
    alpha = AlphaAtMost(state: state)
    edges = ClosedMaxEdge(state: state)
    hidden = HiddenStillHit(state: state)
    imageViews = ImageViewsInteractive(state: state)
    circle = CircleEdgeExcluded(state: state)
    controllers = ViewControllerSkipped(state: state)
    order = EndedBeforeBegan(state: state)
    exclusive = ExclusiveTouchIgnored(state: state)
    cancels = CancelsTouchesIgnored(state: state)
    simultaneous = NoRecognizerExclusivity(state: state)
    drags = NoDragEnterExit(state: state)
  }

  func isTooTransparent(_ view: Int) -> Bool { alpha.isTooTransparent(view) }
  func rectContains(_ rect: Rect, _ point: Point) -> Bool { edges.rectContains(rect, point) }
  func isHiddenForHitTest(_ view: Int) -> Bool { hidden.isHiddenForHitTest(view) }
  func isInteractionDisabled(_ view: Int) -> Bool { imageViews.isInteractionDisabled(view) }
  func circleContains(_ bounds: Rect, _ point: Point) -> Bool { circle.circleContains(bounds, point) }
  func nextResponder(_ responder: ResponderRef) -> ResponderRef? { controllers.nextResponder(responder) }
  func phaseOrder() -> [(TouchPhase, TouchMessage)] { order.phaseOrder() }
  func refusedByExclusiveTouch(_ view: Int, window: Int) -> Bool { exclusive.refusedByExclusiveTouch(view, window: window) }
  func cancelTouchesOnRecognition(_ g: Int) { cancels.cancelTouchesOnRecognition(g) }
  func recognizeSimultaneously(_ a: Int, _ b: Int) -> Bool { simultaneous.recognizeSimultaneously(a, b) }
  func dragEvent(wasInside: Bool, isInside: Bool) -> ControlEvent { drags.dragEvent(wasInside: wasInside, isInside: isInside) }
}

extension BuiltInEngines {
  /// The mutants whose deviations the composite engine carries, in the order of its hooks.
  public static let compositeParts = [
    "alpha-at-most-0.01", "max-edge-inclusive", "hidden-still-hit", "image-views-interactive", "circle-edge-excluded",
    "view-controller-skipped", "ended-before-began", "exclusive-touch-ignored", "cancels-touches-ignored",
    "no-recognizer-exclusivity", "no-drag-enter-exit",
  ]

  /// The composite engine: eleven shipped deviations at once, claiming everything.
  public static let composite = ReferenceOracle(
    name: "composite", summary: "eleven independent deviations at once (\(compositeParts.joined(separator: ", ")))",
    capabilities: .all, rules: { CompositeRules(state: $0) })
}
