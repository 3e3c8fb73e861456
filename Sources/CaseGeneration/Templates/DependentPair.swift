import PropertyTesting
import TouchModel

/// Two recognizer kinds where the first, waiting on the second's failure, would decide sooner without the wait.
struct DependentPair: Sendable {
  /// What an engine must claim for the pair.
  let capabilities: Capabilities
  /// The kind that waits, drawn as free generation draws it (taps forced to one where the other needs two).
  let waiting: @Sendable (TemplateBuilder, inout ChoiceSource) -> RecognizerKind
  /// The kind whose failure it requires.
  let required: @Sendable (TemplateBuilder, inout ChoiceSource) -> RecognizerKind
  /// Weights of tap, double tap, drag, swipe and press on the view.
  let gestureWeights: [UInt64]

  static func drawn(_ c: Capabilities) -> @Sendable (TemplateBuilder, inout ChoiceSource) -> RecognizerKind {
    { t, s in t.scene.drawRecognizerKind([(c, 1)], &s) }
  }

  static func tap(_ taps: Int) -> @Sendable (TemplateBuilder, inout ChoiceSource) -> RecognizerKind {
    { _, _ in .tap(taps: taps, touches: 1) }
  }

  /// The pairs, the classic single tap waiting on a double tap first.
  static let all: [DependentPair] = [
    DependentPair(capabilities: [.tap, .tapCount], waiting: tap(1), required: tap(2), gestureWeights: [40, 40, 5, 5, 10]),
    DependentPair(capabilities: [.tap, .longPress], waiting: tap(1), required: drawn(.longPress), gestureWeights: [40, 10, 5, 5, 40]),
    DependentPair(capabilities: [.pan, .swipe], waiting: drawn(.pan), required: drawn(.swipe), gestureWeights: [5, 5, 40, 45, 5]),
    DependentPair(capabilities: [.pan, .longPress], waiting: drawn(.pan), required: drawn(.longPress), gestureWeights: [5, 5, 40, 20, 30]),
    DependentPair(capabilities: [.swipe, .pan], waiting: drawn(.swipe), required: drawn(.pan), gestureWeights: [5, 5, 30, 55, 5]),
    DependentPair(capabilities: [.longPress, .tap, .tapCount], waiting: drawn(.longPress), required: tap(2), gestureWeights: [20, 30, 5, 5, 40]),
  ]
}