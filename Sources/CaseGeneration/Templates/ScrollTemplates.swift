import PropertyTesting
import TouchModel

extension ScenarioTemplates {
  static let scrollTemplates: [ScenarioTemplate] = [
    ScenarioTemplate(name: "taps and drags in a scroll view's content", requires: [.hitTesting, .delivery, .scrollViews], oneOf: [], build: scrollContent, matches: { c in
      !c.touchedScrollViews.isEmpty
    }, weight: 6),
    ScenarioTemplate(name: "controls dragged in a scroll view", requires: [.hitTesting, .delivery, .controls, .scrollViews], oneOf: [], build: controlsInScrollView, matches: { c in
      c.touchedScrollViews.contains { sv in c.scene.views.indices.contains { c.scene.views[$0].kind.isControl && c.isDescendant($0, of: sv) && c.touchBegins(in: $0) } }
    }, weight: 3),
    ScenarioTemplate(name: "drags in nested scroll views", requires: [.hitTesting, .delivery, .scrollViews], oneOf: [], build: nestedScrollViews, matches: { c in
      c.touchedScrollViews.contains { v in c.superviews[v].map { c.scene.views[$0].kind == .scrollView || c.isInScrollView($0) } ?? false }
    }, weight: 2),
    ScenarioTemplate(name: "recognizers in a scroll view's content", requires: [.hitTesting, .delivery, .scrollViews], oneOf: .recognizerKinds, build: recognizersInScrollView, matches: { c in
      c.touchedScrollViews.contains { sv in c.scene.recognizers.contains { c.isDescendant($0.view, of: sv) || c.isDescendant(sv, of: $0.view) } }
    }, weight: 2),
    ScenarioTemplate(name: "touches through a scrolled scroll view", requires: [.hitTesting, .transforms, .scrollViews], oneOf: [], build: scrolledContent, matches: { c in
      c.touchedScrollViews.contains { c.scene.views[$0].boundsOrigin != .zero }
    }, weight: 2),
  ]

  /// A scroll view holding a row (a plain view or a control, maybe with a view inside), tapped, held and dragged
  /// around the scroll delay and distance.
  static func scrollContent(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let scroll = t.scrollContainer(Rect(x: 0, y: 40, width: 320, height: 400), in: window, &s)
    let kinds: [ViewKind] = [.view, .button, .slider, .switch, .customControl]
    let kind = kinds[s.drawWeighted([40, 25, 10, 10, 15])]
    let row = t.optionalView(t.allows(.controls) ? kind : .view, Rect(x: 20, y: 100, width: 240, height: 60), in: scroll, &s)
    var target = row
    t.optionally(&s, 0.25) { t, s in target = t.view(.view, Rect(x: 10, y: 10, width: 100, height: 40), in: row, &s) }
    t.scene.makeScrollView(scroll, ScrollDraw(&s))
    let centre = t.scene.absoluteFrames[target].mid
    var stream = t.stream()
    stream.repeated(&s) { stream, s in
      switch s.drawWeighted([45, 30, 25]) {
      case 1: stream.tap(at: centre, &s)
      case 2: stream.hold(&s, at: centre)
      default: stream.scrollDrag(&s, from: centre)
      }
    }
    return stream
  }

  /// A control (of any kind) in a scroll view, dragged around the scroll delay and distance, or held then moved.
  static func controlsInScrollView(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let scroll = t.scrollContainer(Rect(x: 0, y: 40, width: 320, height: 400), in: window, &s)
    let kinds: [ViewKind] = [.button, .slider, .switch, .stepper, .segmentedControl, .pageControl, .customControl]
    let control = t.optionalView(kinds[s.drawWeighted([30, 15, 15, 10, 10, 5, 15])], Rect(x: 40, y: 100, width: 200, height: 60), in: scroll, &s)
    t.scene.makeScrollView(scroll, ScrollDraw(&s))
    let centre = t.scene.absoluteFrames[control].mid
    var stream = t.stream()
    stream.repeated(&s) { stream, s in
      if s.drawBool(trueProbability: 0.3) { stream.hold(&s, at: centre, moving: 0) } else { stream.scrollDrag(&s, from: centre) }
    }
    return stream
  }

  /// A scroll view inside another (axes drawn apart, so the same or crossed), a row in the inner one, dragged.
  static func nestedScrollViews(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let outer = t.scrollContainer(Rect(x: 0, y: 40, width: 320, height: 400), in: window, &s)
    let inner = t.scrollContainer(Rect(x: 0, y: 80, width: 320, height: 160), in: outer, &s)
    let row = t.optionalView(.view, Rect(x: 40, y: 40, width: 200, height: 60), in: inner, &s)
    t.scene.makeScrollView(inner, ScrollDraw(&s))
    t.scene.makeScrollView(outer, ScrollDraw(&s))
    let centre = t.scene.absoluteFrames[row].mid
    var stream = t.stream()
    stream.repeated(&s) { stream, s in
      if s.drawBool(trueProbability: 0.25) { stream.tap(at: centre, &s) } else { stream.scrollDrag(&s, from: centre) }
    }
    return stream
  }

  /// A recognizer of a claimed kind on a scroll view's row, on the scroll view or on the window; held and dragged.
  static func recognizersInScrollView(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let scroll = t.scrollContainer(Rect(x: 0, y: 40, width: 320, height: 400), in: window, &s)
    let row = t.optionalView(.view, Rect(x: 20, y: 100, width: 240, height: 60), in: scroll, &s)
    t.optionally(&s, 0.97) { t, s in
      let on = [row, scroll, window][s.drawWeighted([60, 25, 15])]
      if let kind = t.drawKind(&s, among: [(.longPress, 30), (.pan, 25), (.swipe, 20), (.tap, 25)]) { t.recognizer(kind, on: on, &s) }
    }
    t.scene.makeScrollView(scroll, ScrollDraw(&s))
    let centre = t.scene.absoluteFrames[row].mid
    var stream = t.stream()
    stream.repeated(&s) { stream, s in
      switch s.drawWeighted([50, 30, 20]) {
      case 1: stream.hold(&s, at: centre)
      case 2: stream.swipe(&s, from: centre)
      default: stream.scrollDrag(&s, from: centre)
      }
    }
    return stream
  }

  /// A scroll view scrolled by a content offset, with two rows, touched on and next to the rows' edges.
  static func scrolledContent(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let scroll = t.scrollContainer(Rect(x: 0, y: 40, width: 320, height: 400), in: window, &s, offsetProbability: 0.9)
    let first = t.optionalView(.view, Rect(x: 0, y: 60, width: 320, height: 60), in: scroll, &s)
    let second = t.optionalView(.view, Rect(x: 0, y: 120, width: 320, height: 60), in: scroll, &s)
    t.scene.makeScrollView(scroll, ScrollDraw(&s))
    var stream = t.stream()
    stream.repeated(&s) { stream, s in
      let at = stream.location(in: [first, second][s.drawIndex(count: 2)], &s, areaProbability: 0)
      stream.land(at: at)
      stream.wait(0.1)
    }
    return stream
  }
}

extension TemplateBuilder {
  /// A plain view (shown, interactive, opaque) that becomes a scroll view once its content is built
  /// (`SceneBuilder.makeScrollView`), scrolled by a content offset now and then (with `.transforms`).
  mutating func scrollContainer(_ frame: Rect, in parent: Int, _ s: inout ChoiceSource, offsetProbability: Double = 0.3) -> Int {
    let v = view(.view, frame, in: parent, &s)
    scene.scene.views[v] = ScenarioTemplates.plain(scene.scene.views[v])
    let offsets = [Point(x: 0, y: 60), Point(x: 30, y: 0), Point(x: 0, y: 5), Point(x: 0, y: -20)]
    let offset = s.drawFromPool(offsets, probability: offsetProbability) { _ in Point.zero }
    if allows(.transforms) { scene.scene.views[v].boundsOrigin = offset }
    return v
  }
}

extension CaseReading {
  /// The scroll views in which some touch begins (screen frames, transforms ignored).
  var touchedScrollViews: [Int] { scene.views.indices.filter { scene.views[$0].kind == .scrollView && touchBegins(in: $0) } }

  /// Whether a view lies inside a scroll view (or is one).
  func isInScrollView(_ view: Int) -> Bool { scene.views.indices.contains { scene.views[$0].kind == .scrollView && isDescendant(view, of: $0) } }
}
