import TouchModel

/// Changes to a case that must leave every correct engine's trace unchanged; checked on the oracle too.
package enum Metamorphic {
  /// A named relation: how it changes the case.
  package struct Relation: Sendable {
    /// The relation's name.
    package let name: String
    /// The changed case.
    package let transform: @Sendable (TouchCase) -> TouchCase
  }

  /// Translating every window and every touch by the same offset.
  package static let translate = Relation(name: "translate scene and stream") { c in
    var c = c
    let dx = 1000.0
    let dy = -500.0
    for w in c.scene.windows { c.scene.views[w].frame.origin = Point(x: c.scene.views[w].frame.minX + dx, y: c.scene.views[w].frame.minY + dy) }
    for i in c.stream.items.indices {
      if case .touches(let samples) = c.stream.items[i].kind {
        c.stream.items[i].kind = .touches(samples.map { TouchSample(touch: $0.touch, phase: $0.phase, location: Point(x: $0.location.x + dx, y: $0.location.y + dy)) })
      }
    }
    return c
  }

  /// Adding a hidden view in front of everything in the first window.
  package static let addHiddenView = addView("add a hidden view") { $0.isHidden = true }
  /// Adding a view with user interaction disabled in front of everything in the first window.
  package static let addNonInteractiveView = addView("add a non-interactive view") { $0.userInteraction = false }
  /// Adding a view far from every touch in the first window.
  package static let addDistantView = addView("add a view outside every touch") { $0.frame.origin = Point(x: -100_000, y: -100_000) }

  /// Every relation.
  package static let all = [translate, addHiddenView, addNonInteractiveView, addDistantView]

  static func addView(_ name: String, _ adjust: @escaping @Sendable (inout View) -> Void) -> Relation {
    Relation(name: name) { c in
      guard let window = c.scene.windows.first else { return c }
      var c = c
      var view = View(id: "metamorphicAddition", frame: Rect(x: -1000, y: -1000, width: 10_000, height: 10_000))
      adjust(&view)
      c.scene.views.append(view)
      c.scene.views[window].subviews.append(c.scene.views.count - 1)
      return c
    }
  }

  /// The relations whose trace differs on a case: an engine's trace (visits excluded) must not change.
  package static func violations(of engine: any TouchEngine, on touchCase: TouchCase) throws -> [String] {
    let categories = engine.capabilities.categories.subtracting(.visits)
    let base = try engine.run(touchCase, recording: categories).trace
    var failed: [String] = []
    for relation in all {
      let changed = relation.transform(touchCase)
      if try engine.run(changed, recording: categories).trace != base { failed.append(relation.name) }
    }
    return failed
  }
}
