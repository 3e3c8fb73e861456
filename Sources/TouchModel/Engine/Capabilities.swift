/// What an engine implements, so generators make only cases inside it and comparisons look only at what it claims.
public struct Capabilities: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public var rawValue: UInt32
  /// Creates a set from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Hit testing of views in one window (hidden, interaction, alpha, bounds, order, conversion).
  public static let hitTesting = Capabilities(rawValue: 1 << 0)
  /// Custom hit areas (insets, minimum size, circle, bounds plus subview).
  public static let hitAreas = Capabilities(rawValue: 1 << 1)
  /// Bounds origins and transforms.
  public static let transforms = Capabilities(rawValue: 1 << 2)
  /// The order in which views are asked (the visit trace).
  public static let visits = Capabilities(rawValue: 1 << 3)
  /// Touch delivery and the responder chain of views and windows.
  public static let delivery = Capabilities(rawValue: 1 << 4)
  /// Several windows, view controllers, the application and the app delegate.
  public static let viewControllers = Capabilities(rawValue: 1 << 5)
  /// Several fingers, multiple touch and exclusive touch.
  public static let multiTouch = Capabilities(rawValue: 1 << 6)
  /// First responder and non-touch events.
  public static let events = Capabilities(rawValue: 1 << 7)
  /// System cancellation.
  public static let systemCancel = Capabilities(rawValue: 1 << 8)
  /// Tap recognizers.
  public static let tap = Capabilities(rawValue: 1 << 9)
  /// Long-press recognizers.
  public static let longPress = Capabilities(rawValue: 1 << 10)
  /// Swipe recognizers.
  public static let swipe = Capabilities(rawValue: 1 << 11)
  /// Pan recognizers.
  public static let pan = Capabilities(rawValue: 1 << 12)
  /// Pinch recognizers.
  public static let pinch = Capabilities(rawValue: 1 << 13)
  /// Rotation recognizers.
  public static let rotation = Capabilities(rawValue: 1 << 14)
  /// cancelsTouchesInView, delaysTouchesBegan and delaysTouchesEnded.
  public static let recognizerFlags = Capabilities(rawValue: 1 << 15)
  /// require(toFail:), simultaneous recognition and should-begin/should-receive answers.
  public static let recognizerConflicts = Capabilities(rawValue: 1 << 16)
  /// Controls: tracking, control events, targets and actions.
  public static let controls = Capabilities(rawValue: 1 << 17)

  /// Everything the foundation oracle covers (no recognizers or controls).
  public static let foundation: Capabilities = [
    .hitTesting, .hitAreas, .transforms, .visits, .delivery, .viewControllers, .multiTouch, .events, .systemCancel,
  ]
  /// All recognizer kinds.
  public static let recognizerKinds: Capabilities = [.tap, .longPress, .swipe, .pan, .pinch, .rotation]
  /// Everything.
  public static let all: Capabilities = foundation.union(recognizerKinds).union([.recognizerFlags, .recognizerConflicts, .controls])


  /// The trace categories an engine with these capabilities emits.
  public var categories: TraceCategories {
    var c: TraceCategories = []
    if contains(.hitTesting) { c.insert(.hitTest) }
    if contains(.visits) { c.insert(.visits) }
    if contains(.delivery) { c.insert(.touches) }
    if contains(.events) { c.insert(.events) }
    if !intersection(Capabilities.recognizerKinds).isEmpty { c.formUnion([.recognizerTouches, .recognizers]) }
    if contains(.controls) { c.insert(.controls) }
    return c
  }
}
