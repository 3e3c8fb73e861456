import TouchCheck
import TouchModel

/// Which view an engine bound each touch to: the hit-test result of its first frame, and a refusal if it was refused.
package struct TouchBindings: Hashable, Sendable {
  /// What happened to one touch when it began.
  package struct Binding: Hashable, Sendable {
    /// The frame of its hit test.
    package var frame: Int
    /// The view hit testing returned, or nil when no view was hit.
    package var view: Int?
    /// Why the touch was refused (multiple or exclusive touch), if it was.
    package var refusal: RefusalReason?
  }

  /// One entry per touch of the stream, nil for a touch the trace never hit-tested.
  package let byTouch: [Binding?]

  /// Reads the bindings from a trace that holds the hit-test (and touch) categories.
  package init(trace: Trace, touchCount: Int) {
    var byTouch = [Binding?](repeating: nil, count: touchCount)
    for event in trace {
      switch event.kind {
      case .hitTest(let touch, let view) where byTouch.indices.contains(touch) && byTouch[touch] == nil:
        byTouch[touch] = Binding(frame: event.frame, view: view)
      case .refused(let touch, _, let reason) where byTouch.indices.contains(touch):
        byTouch[touch]?.refusal = reason
      default:
        break
      }
    }
    self.byTouch = byTouch
  }

  /// The binding of a touch, if it was hit-tested.
  package subscript(touch: Int) -> Binding? { byTouch.indices.contains(touch) ? byTouch[touch] : nil }

  /// `bar`, `bar (refused: multipleTouch)`, `no view`, or `not hit-tested`, using the scene's names.
  package func describe(_ touch: Int, in scene: Scene) -> String {
    guard let binding = self[touch] else { return "not hit-tested" }
    let view = binding.view.map { scene.views[$0].id } ?? "no view"
    return binding.refusal.map { "\(view) (refused: \($0.rawValue))" } ?? view
  }
}
