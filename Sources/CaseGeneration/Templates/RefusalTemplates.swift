import PropertyTesting
import TouchModel

extension ScenarioTemplates {
  /// Views that refuse a recognizer from above its own view (issue 20's third input class).
  static let refusalTemplates: [ScenarioTemplate] = [
    ScenarioTemplate(
      name: "a view above a recognizer's view refusing it", requires: [.hitTesting, .delivery, .viewShouldBegin], oneOf: .recognizerKinds,
      build: refusedFromAbove, matches: { $0.refusedFromAbove }, weight: 2),
  ]

  /// Three nested views, a recognizer of a claimed kind on the inner or the middle one, refused (its
  /// gestureRecognizerShouldBegin answers no) by a view above it: the middle one, the outer one or the window; now and
  /// then another recognizer on the outer view; taps, double taps, drags, swipes and presses on the inner view.
  static func refusedFromAbove(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let outer = t.optionalView(.view, Rect(x: 20, y: 40, width: 280, height: 400), in: window, &s)
    let middle = t.optionalView(.view, Rect(x: 20, y: 40, width: 240, height: 320), in: outer, &s)
    let inner = t.optionalView(.view, Rect(x: 20, y: 40, width: 200, height: 200), in: middle, &s)
    t.optionally(&s, 0.97) { t, s in
      guard let kind = t.drawKind(&s) else { return }
      let owner = [inner, middle][s.drawWeighted([60, 40])]
      let g = t.recognizer(kind, on: owner, &s)
      let above = t.scene.ancestors(of: owner)
      guard !above.isEmpty else { return }
      t.scene.scene.views[above[s.drawIndex(count: above.count)]].refusesRecognizers.append(g)
    }
    t.optionally(&s, 0.3) { t, s in if let kind = t.drawKind(&s) { t.recognizer(kind, on: outer, &s) } }
    let centre = t.scene.absoluteFrames[inner].mid
    var stream = t.stream()
    stream.repeatedGestures(&s, at: centre, weights: [35, 15, 20, 15, 15])
    return stream
  }
}

extension SceneBuilder {
  /// A view's ancestors, nearest first, up to and including its window.
  func ancestors(of view: Int) -> [Int] {
    var result: [Int] = []
    var current = view
    while let parent = scene.views.indices.first(where: { scene.views[$0].subviews.contains(current) }) {
      result.append(parent)
      current = parent
    }
    return result
  }
}

extension CaseReading {
  /// Whether a view above a recognizer's view refuses it, and a touch begins in the recognizer's view.
  var refusedFromAbove: Bool {
    scene.views.indices.contains { v in
      scene.views[v].refusesRecognizers.contains { g in
        let owner = scene.recognizers[g].view
        return owner != v && isDescendant(owner, of: v) && touchBegins(in: owner)
      }
    }
  }
}
