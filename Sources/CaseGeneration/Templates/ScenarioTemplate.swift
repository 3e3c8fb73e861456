import PropertyTesting
import TouchModel

/// A scenario template: a scene and a stream composed so that features known to interact meet, which free
/// generation reaches rarely or never (a child controller on a touch's chain, two fingers landing on one point under
/// a pinch, a gesture starting on a control's knob…). Templates are mixed with free generation.
struct ScenarioTemplate: Sendable {
  /// The name the campaign statistics count the combination under.
  let name: String
  /// What an engine must claim for the template to be drawn.
  let requires: Capabilities
  /// At least one of these must be claimed too (none when empty).
  let oneOf: Capabilities
  /// Builds the scene, then returns the stream built over it.
  let build: @Sendable (inout TemplateBuilder, inout ChoiceSource) -> StreamBuilder
  /// Whether a case holds the combination the template composes, whoever generated it (read from the case alone).
  let matches: @Sendable (CaseReading) -> Bool
  /// How often it is drawn against the other fitting templates.
  var weight: UInt64 = 1

  /// Whether an engine with these capabilities can run the template's cases.
  func fits(_ capabilities: Capabilities) -> Bool {
    capabilities.isSuperset(of: requires) && (oneOf.isEmpty || !capabilities.isDisjoint(with: oneOf))
  }
}

/// Every scenario template, in a fixed order.
package enum ScenarioTemplates {
  static let all: [ScenarioTemplate] = hitTemplates + chainTemplates + recognizerTemplates + controlTemplates + scrollTemplates
    + scrollFingerTemplates + refusalTemplates + multiTapTemplates

  /// The names of the combinations the templates compose, in order.
  package static var names: [String] { all.map(\.name) }

  /// A template for an engine, drawn for about a third of the cases (raw 0: none, free generation).
  static func draw(from fitting: Fitting, _ s: inout ChoiceSource) -> ScenarioTemplate? {
    guard !fitting.templates.isEmpty, s.drawBool(trueProbability: 0.35) else { return nil }
    return fitting.templates[s.drawWeighted(fitting.weights)]
  }

  /// The templates an engine's capabilities fit, in order, with their weights: read once per generator, not per case.
  struct Fitting: Sendable {
    let templates: [ScenarioTemplate]
    let weights: [UInt64]

    init(_ capabilities: Capabilities) {
      templates = ScenarioTemplates.all.filter { $0.fits(capabilities) }
      weights = templates.map(\.weight)
    }
  }
}

extension StreamItem {
  /// Where the first finger that begins in this item lands, if any.
  var firstBegan: Point? {
    guard case .touches(let samples) = kind else { return nil }
    return samples.first { $0.phase == .began }?.location
  }
}

/// What a template builds its scene with.
struct TemplateBuilder {
  var scene: SceneBuilder
  let boundaries: Boundaries

  var capabilities: Capabilities { scene.capabilities }
  func allows(_ c: Capabilities) -> Bool { capabilities.isSuperset(of: c) }

  /// The first window, full screen.
  mutating func window() -> Int {
    let frame = Rect(x: 0, y: 0, width: 320, height: 480)
    let w = scene.add(View(id: Names.windows[0], kind: .window, frame: frame), absolute: frame)
    scene.scene.windows.append(w)
    return w
  }

  /// A view of a kind at a frame in a parent, with its properties drawn as free generation draws them; the frame is
  /// the template's when generating and 10×10 at the origin at raw 0, so a shrink can give up the template's geometry.
  mutating func view(_ kind: ViewKind, _ templateFrame: Rect, in parent: Int, _ s: inout ChoiceSource) -> Int {
    let frame = s.drawBool(trueProbability: 0.97) ? templateFrame : Rect(x: 0, y: 0, width: 10, height: 10)
    let base = scene.absoluteFrames[parent]
    let origin = scene.scene.views[parent].boundsOrigin
    let absolute = Rect(x: base.minX + frame.minX - origin.x, y: base.minY + frame.minY - origin.y, width: frame.size.width, height: frame.size.height)
    let index = scene.add(View(id: Names.views[scene.scene.views.count], kind: kind, frame: frame), absolute: absolute)
    scene.drawProperties(ofViewAt: index, &s)
    scene.addSubview(index, to: parent)
    return index
  }

  /// A view as `view` makes it, in a span a shrink may delete (raw 0 leaves it out); the parent stands in for it then.
  mutating func optionalView(_ kind: ViewKind, _ templateFrame: Rect, in parent: Int, _ s: inout ChoiceSource) -> Int {
    var made = parent
    optionally(&s, 0.97) { t, s in made = t.view(kind, templateFrame, in: parent, &s) }
    return made
  }

  /// A recognizer of a kind on a view, with flags and conflicts drawn as free generation draws them.
  @discardableResult
  mutating func recognizer(_ kind: RecognizerKind, on view: Int, _ s: inout ChoiceSource) -> Int {
    var g = Recognizer(id: Names.recognizers[scene.scene.recognizers.count], view: view, kind: kind)
    scene.drawFlags(into: &g, &s)
    scene.drawConflicts(into: &g, &s)
    scene.scene.recognizers.append(g)
    return scene.scene.recognizers.count - 1
  }

  /// A recognizer kind among the claimed ones (counts drawn as free generation draws them).
  func drawKind(_ s: inout ChoiceSource, among kinds: [(Capabilities, Int)] = [(.tap, 40), (.pan, 20), (.longPress, 10), (.swipe, 15), (.pinch, 5), (.rotation, 5)]) -> RecognizerKind? {
    let allowed = kinds.filter { allows($0.0) }
    return allowed.isEmpty ? nil : scene.drawRecognizerKind(allowed, &s)
  }

  /// Runs `body` (a part of the scene a shrink may delete whole) with a probability; raw 0 leaves it out.
  mutating func optionally(_ s: inout ChoiceSource, _ probability: Double, _ body: (inout TemplateBuilder, inout ChoiceSource) -> Void) {
    repeating(&s, most: 1, { _ in probability }) { t, s, _ in body(&t, &s) }
  }

  /// Runs `body` for up to `most` parts, each in a span a shrink may delete, while a draw says one more. The last
  /// "one more?" is drawn even at the cap (never yes), as free generation does, so deleting a part never shifts the
  /// choices after it.
  mutating func repeating(_ s: inout ChoiceSource, most: Int, _ probability: (Int) -> Double, _ body: (inout TemplateBuilder, inout ChoiceSource, Int) -> Void) {
    var k = 0
    while s.another(SpanLabel.view, probability: k < most ? probability(k) : 0) {
      guard k < most else {
        s.endSpan()
        break
      }
      body(&self, &s, k)
      s.endSpan()
      k += 1
    }
  }

  /// A stream builder over the scene built so far.
  func stream() -> StreamBuilder {
    StreamBuilder(capabilities: capabilities, scene: scene.scene, frames: scene.absoluteFrames, boundaries: boundaries)
  }
}

extension StreamBuilder {
  /// One to three gestures, each made by `gesture`, lifting fingers between them without several fingers.
  ///
  /// Each gesture is drawn whole, then a draw keeps it (almost always) or keeps only a finger touching down where the
  /// gesture started (raw 0), so a shrink can reduce a template's gesture to one touch without shifting any choice;
  /// each sits in a span a shrink can delete (`parts`).
  mutating func repeated(_ s: inout ChoiceSource, _ gesture: (inout StreamBuilder, inout ChoiceSource) -> Void) {
    parts(&s, SpanLabel.gesture, more: { stream in stream.items.count < 20 ? 0.4 : 0 }) { b, s, k in
      let pause: Double
      switch s.drawWeighted([60, 20, 20]) {
      case 1: pause = 0.2
      case 2: pause = 0.36
      default: pause = 1.0
      }
      if k > 0 { b.wait(pause) }
      if !b.allows(.severalFingers) { b.liftFingers() }
      let before = b.mark
      gesture(&b, &s)
      b.keepOrReduce(since: before, &s)
    }
  }

  /// Gestures at one point, repeated: a tap, a double tap, a drag, a swipe or a hold, drawn with `weights` in that order.
  mutating func repeatedGestures(_ s: inout ChoiceSource, at centre: Point, weights: [UInt64]) {
    repeated(&s) { stream, s in
      switch s.drawWeighted(weights) {
      case 1: stream.doubleTap(&s, at: centre)
      case 2: stream.drag(&s, stepLengths: [10, 20, 60], from: centre)
      case 3: stream.swipe(&s, from: centre)
      case 4: stream.hold(&s, at: centre)
      default: stream.tap(at: centre, &s)
      }
    }
  }
}
