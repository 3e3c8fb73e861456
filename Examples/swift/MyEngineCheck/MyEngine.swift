import Foundation
import TouchModel

/// A small hit-testing engine written from the documents, as a user would write one; it forgets that hidden views
/// are skipped unless MY_ENGINE_FIXED is set in the environment, and with MY_ENGINE_TRAPS set it traps (as an engine
/// asserting an illegal state would) when its hit test reaches a fully transparent view.
struct MyEngine: TouchEngine {
  let name = "my-engine"
  let summary = "an example user engine: hit testing in one window"
  let capabilities: Capabilities = [.hitTesting]
  let skipsHidden = ProcessInfo.processInfo.environment["MY_ENGINE_FIXED"] != nil
  let trapsOnTransparent = ProcessInfo.processInfo.environment["MY_ENGINE_TRAPS"] != nil

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    var trace: Trace = []
    for (frame, item) in touchCase.stream.items.enumerated() {
      guard case .touches(let samples) = item.kind else { continue }
      for sample in samples where sample.phase == .began {
        trace.append(TraceEvent(frame: frame, .hitTest(touch: sample.touch, view: hit(touchCase, at: sample.location))))
      }
    }
    return EngineRun(trace: trace)
  }

  /// Windows from the front; each asked with the point in its own coordinates.
  func hit(_ touchCase: TouchCase, at point: Point) -> Int? {
    for window in touchCase.scene.windows.reversed() {
      if let view = hit(touchCase, view: window, at: local(point, in: touchCase.scene.views[window])) { return view }
    }
    return nil
  }

  func hit(_ touchCase: TouchCase, view index: Int, at point: Point) -> Int? {
    let view = touchCase.scene.views[index]
    if trapsOnTransparent && view.alpha == 0 { fatalError("my-engine: a transparent view reached the hit test") }
    let interactive = view.userInteraction ?? (view.kind != .imageView && view.kind != .label)
    if (skipsHidden && view.isHidden) || !interactive || view.alpha < touchCase.profile.alphaThreshold { return nil }
    let b = view.bounds
    guard point.x >= b.minX, point.x < b.maxX, point.y >= b.minY, point.y < b.maxY else { return nil }
    for subview in view.subviews.reversed() {
      if let found = hit(touchCase, view: subview, at: local(point, in: touchCase.scene.views[subview])) { return found }
    }
    return index
  }

  /// From the superview's coordinates into the view's bounds (no transforms: this engine does not claim them).
  func local(_ point: Point, in view: View) -> Point {
    Point(x: point.x - view.frame.minX + view.boundsOrigin.x, y: point.y - view.frame.minY + view.boundsOrigin.y)
  }
}
