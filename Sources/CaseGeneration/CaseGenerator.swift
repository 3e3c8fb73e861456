import PropertyTesting
import TouchModel

/// Generates cases inside an engine's capabilities from a choice source, biased toward the boundaries where engines break.
///
/// Every draw maps the raw choice 0 to the simplest value (no more children, the default property, a touch at the
/// origin, the shortest gesture), and subtrees, recognizers and gestures sit in spans, so shrinking the choices
/// shrinks the case. Unclaimed mechanisms stay off (see `Capabilities`): without several fingers each finger lifts
/// before the next lands, without the application it forwards everything and there is no app delegate, unclaimed
/// counts, flags and conflicts take their inert values; `FeatureChecker` checks this from the cases alone.
package struct CaseGenerator: Sendable {
  /// What the generated cases may use.
  package var capabilities: Capabilities { didSet { templates = ScenarioTemplates.Fitting(capabilities) } }
  /// The scenario templates that fit `capabilities`.
  private var templates: ScenarioTemplates.Fitting
  /// The profile of every generated case, or the base its per-case profiles vary from.
  package var profile: Profile { didSet { boundaries = Boundaries(profile) } }
  /// The thresholds of `profile`, read once: most cases use them.
  private var boundaries: Boundaries
  /// Whether each case draws its own profile among the documented alternatives of `profile` (its flags read the
  /// other way), so code that runs only under another reading is reached; off, every case has `profile`.
  package var drawsProfile: Bool
  /// The most views in a scene (windows included).
  package var maxViews: Int
  /// The deepest view nesting below a window.
  package var maxDepth: Int

  /// Creates a generator for an engine's capabilities.
  package init(capabilities: Capabilities, profile: Profile = .default, drawsProfile: Bool = false, maxViews: Int = 12, maxDepth: Int = 4) {
    self.capabilities = capabilities
    templates = ScenarioTemplates.Fitting(capabilities)
    self.profile = profile
    boundaries = Boundaries(profile)
    self.drawsProfile = drawsProfile
    self.maxViews = maxViews
    self.maxDepth = maxDepth
  }

  /// The same generator with tables of its own (thresholds, fitting templates), for one worker: workers that share
  /// the tables' storage bump the same reference counts from every core.
  package func forWorker() -> CaseGenerator {
    CaseGenerator(capabilities: capabilities, profile: profile, drawsProfile: drawsProfile, maxViews: maxViews, maxDepth: maxDepth)
  }

  /// Generates one case.
  package func generate(_ source: inout ChoiceSource) -> TouchCase {
    let profile = drawsProfile ? ProfileAlternatives.draw(from: self.profile, &source) : self.profile
    let boundaries = drawsProfile && profile != self.profile ? Boundaries(profile) : self.boundaries
    var builder: SceneBuilder
    let stream: TouchStream
    let template = ScenarioTemplates.draw(from: templates, &source)
    if let template {
      (builder, stream) = made(by: template, boundaries: boundaries, &source)
    } else {
      builder = SceneBuilder(capabilities: capabilities, maxViews: maxViews, maxDepth: maxDepth, boundaries: boundaries)
      builder.generateScene(&source)
      stream = freeStream(in: builder, boundaries: boundaries, &source)
    }
    // Drawn after the stream, so claiming `.viewShouldBegin` leaves every earlier choice where it was.
    if capabilities.contains(.viewShouldBegin) { builder.generateViewRefusals(&source) }
    // Drawn last, so claiming `.scrollViews` leaves every earlier choice where it was (templates make their own).
    if template == nil, capabilities.contains(.scrollViews) { builder.generateScrollViews(landing: stream, &source) }
    builder.finish()
    var touchCase = TouchCase(scene: builder.scene, stream: stream, profile: profile)
    // Drawn last for the same reason: what the device adds, and the flags that change no input.
    if capabilities.contains(.delivery) { DeviceInput.drawMoveInPlace(&touchCase.stream, &source) }
    DeviceInput.fitTouchLimit(&touchCase, claimed: capabilities.contains(.touchLimit), &source)
    if drawsProfile { ProfileAlternatives.drawLate(into: &touchCase.profile, capabilities: capabilities, &source) }
    // Shuffled frames can list a later finger first: index fingers as the case's file will (it lists them as they appear).
    touchCase.stream = touchCase.stream.numberedByFirstAppearance()
    return touchCase
  }

  // The two helpers below return when their builders are gone: a builder left holding the scene's storage would make
  // the next change to a view (refusals, scroll views, `finish`) copy every view, and the template builder's first view
  // copy the views' empty storage.

  /// The scene builder and stream a template makes.
  private func made(by template: ScenarioTemplate, boundaries: Boundaries, _ source: inout ChoiceSource) -> (SceneBuilder, TouchStream) {
    var t = TemplateBuilder(
      scene: SceneBuilder(capabilities: capabilities, maxViews: maxViews, maxDepth: maxDepth, boundaries: boundaries), boundaries: boundaries)
    let stream = template.build(&t, &source).stream
    return (t.scene, stream)
  }

  /// A stream drawn freely over the scene of `builder`.
  private func freeStream(in builder: SceneBuilder, boundaries: Boundaries, _ source: inout ChoiceSource) -> TouchStream {
    var free = StreamBuilder(capabilities: capabilities, scene: builder.scene, frames: builder.absoluteFrames, boundaries: boundaries)
    free.generate(&source)
    return free.stream
  }
}

/// Span labels used by the generators.
enum SpanLabel {
  static let view: UInt32 = 10
  static let recognizer: UInt32 = 11
  static let gesture: UInt32 = 12
  static let target: UInt32 = 13
  static let touch: UInt32 = 14
  static let step: UInt32 = 15
}

/// Identifiers built once, so generation does not format strings.
enum Names {
  static let views = (0..<64).map { "v\($0)" }
  static let windows = (0..<4).map { "w\($0)" }
  static let controllers = (0..<8).map { "vc\($0)" }
  static let recognizers = (0..<16).map { "g\($0)" }
  static let touches = (0..<32).map { "t\($0 + 1)" }
}

extension ChoiceSource {
  /// Draws "one more?" inside a span; on no, the span is cancelled and false is returned.
  mutating func another(_ label: UInt32, probability: Double) -> Bool {
    drawBoolOpeningSpan(label, trueProbability: probability)
  }
}
