import PropertyTesting
import TouchModel

/// The choices behind one scroll view: its flags, and which answers it gives (documented at raw 0).
struct ScrollDraw {
  var scroll = ScrollBehaviour()
  /// touchesShouldBegin: documented, no for every view, or no for one content view.
  var begin = 0
  /// touchesShouldCancel: documented, yes for every view, no for every view, or the other way for one view.
  var cancel = 0
  /// The content view picked for a per-view answer, as a raw index.
  var pick = 0

  /// Draws every choice, whatever is chosen, so a shrink to the defaults shifts none.
  init(_ s: inout ChoiceSource) {
    scroll.axes = [ScrollAxes.both, .vertical, .horizontal][s.drawWeighted([50, 30, 20])]
    scroll.delaysContentTouches = !s.drawBool(trueProbability: 0.25)
    scroll.canCancelContentTouches = !s.drawBool(trueProbability: 0.2)
    begin = s.drawWeighted([75, 10, 15])
    cancel = s.drawWeighted([60, 15, 5, 20])
    pick = s.drawIndex(count: 64)
  }
}

extension SceneBuilder {
  /// Makes a view a scroll view with drawn flags and answers, keeping its frame, offset (bounds origin) and content.
  mutating func makeScrollView(_ view: Int, _ draw: ScrollDraw) {
    var scroll = draw.scroll
    let content = descendants(of: view)
    let picked = content.isEmpty ? nil : content[draw.pick % content.count]
    switch draw.begin {
    case 1: scroll.touchesShouldBegin = .always(false)
    case 2: scroll.touchesShouldBegin = picked.map { .perView([ViewAnswer(view: $0, answer: false)]) } ?? .documented
    default: break
    }
    switch draw.cancel {
    case 1: scroll.touchesShouldCancel = .always(true)
    case 2: scroll.touchesShouldCancel = .always(false)
    case 3:
      // A control that lets the scroll view cancel it, or a plain view that does not.
      scroll.touchesShouldCancel = picked.map { .perView([ViewAnswer(view: $0, answer: scene.views[$0].kind.isControl)]) } ?? .documented
    default: break
    }
    scene.views[view].kind = .scrollView
    scene.views[view].scroll = scroll
  }

  /// Now and then turns a plain view where a finger lands into a scroll view, and rarely a second one (nested when
  /// one holds the other); each sits in a span a shrink can delete, and raw 0 turns none.
  mutating func generateScrollViews(landing stream: TouchStream, _ s: inout ChoiceSource) {
    let points = stream.items.compactMap(\.firstBegan)
    let candidates = scene.views.indices.filter { v in
      scene.views[v].kind == .view && points.contains { absoluteFrames[v].holds($0) }
    }
    var made = 0
    while s.another(SpanLabel.view, probability: made < 2 ? (made == 0 ? 0.2 : 0.25) : 0) {
      let pick = s.drawIndex(count: max(1, candidates.count))
      let draw = ScrollDraw(&s)
      if !candidates.isEmpty, scene.views[candidates[pick]].kind == .view { makeScrollView(candidates[pick], draw) }
      made += 1
      s.endSpan()
    }
  }
}
