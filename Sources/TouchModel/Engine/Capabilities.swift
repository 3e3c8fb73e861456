/// What an engine implements, so generators make only cases inside it and comparisons look only at what it claims.
///
/// Each capability is one mechanism a real engine has or lacks. A case uses a capability when its content could make
/// that mechanism act (`FeatureChecker` in TouchCheck reads this from a case); without it, generated cases leave the
/// mechanism switched off: a flag at the value where it does nothing, a feature absent.
public struct Capabilities: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public var rawValue: UInt64
  /// Creates a set from raw bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  // MARK: Hit testing

  /// Hit testing of views in one window: hidden, user interaction, alpha, bounds, subview order, point conversion.
  public static let hitTesting = Capabilities(rawValue: 1 << 0)
  /// Custom hit areas: edge insets, a minimum size, a circle, bounds plus a subview.
  public static let hitAreas = Capabilities(rawValue: 1 << 1)
  /// Non-zero bounds origins and transforms in point conversion.
  public static let transforms = Capabilities(rawValue: 1 << 2)
  /// The order in which views are asked during hit testing (the visit trace).
  public static let visits = Capabilities(rawValue: 1 << 3)
  /// Several windows, asked front to back, hidden windows and the key window.
  public static let severalWindows = Capabilities(rawValue: 1 << 4)

  // MARK: Delivery and the responder chain

  /// Touch messages (moves, stationary fingers, idle time) to views and windows and up their chain, handled or forwarded.
  public static let delivery = Capabilities(rawValue: 1 << 5)
  /// View controllers in the chain: a window's root, presented and child view controllers.
  public static let viewControllers = Capabilities(rawValue: 1 << 6)
  /// The application object and the app delegate as responders; without it the chain is compared only up to the window.
  public static let application = Capabilities(rawValue: 1 << 7)
  /// First responder and non-touch events (motion, remote control, presses).
  public static let events = Capabilities(rawValue: 1 << 8)
  /// System cancellation of every active touch.
  public static let systemCancel = Capabilities(rawValue: 1 << 9)

  // MARK: Several fingers

  /// Several fingers down at once; without it every finger lifts before the next lands.
  public static let severalFingers = Capabilities(rawValue: 1 << 10)
  /// `isMultipleTouchEnabled`: a view without it refuses a second finger; without the capability every view accepts all.
  public static let multipleTouch = Capabilities(rawValue: 1 << 11)
  /// `isExclusiveTouch`: an exclusive view tracks alone in its window.
  public static let exclusiveTouch = Capabilities(rawValue: 1 << 12)
  /// The device's finger limit: one finger too many cancels every touch (`maximumSimultaneousTouches`); without it
  /// generated cases stay within the limit. (A high bit, apart from the bits other mechanisms take.)
  public static let touchLimit = Capabilities(rawValue: 1 << 40)
  /// Each new touch's `tapCount`, traced when above one (category `tapCounts`, compared only when claimed).
  public static let tapCounts = Capabilities(rawValue: 1 << 41)

  // MARK: Recognizer kinds and parameters

  /// Tap recognizers (one tap of one finger unless `.tapCount` and `.touchCount` are claimed).
  public static let tap = Capabilities(rawValue: 1 << 13)
  /// Long-press recognizers (duration and allowable movement).
  public static let longPress = Capabilities(rawValue: 1 << 14)
  /// Swipe recognizers (directions).
  public static let swipe = Capabilities(rawValue: 1 << 15)
  /// Pan recognizers.
  public static let pan = Capabilities(rawValue: 1 << 16)
  /// Pinch recognizers.
  public static let pinch = Capabilities(rawValue: 1 << 17)
  /// Rotation recognizers.
  public static let rotation = Capabilities(rawValue: 1 << 18)
  /// Required tap counts other than the default: double taps, long presses after taps.
  public static let tapCount = Capabilities(rawValue: 1 << 19)
  /// Required touch counts other than the default: two-finger taps, long presses and swipes, pan touch limits.
  public static let touchCount = Capabilities(rawValue: 1 << 20)

  // MARK: Recognizer flags

  /// `cancelsTouchesInView`: recognition cancels the view's touches; without it generated recognizers have it off.
  public static let cancelsTouchesInView = Capabilities(rawValue: 1 << 21)
  /// `delaysTouchesBegan`: began is held from the view while the recognizer is undecided.
  public static let delaysTouchesBegan = Capabilities(rawValue: 1 << 22)
  /// `delaysTouchesEnded`: ended is held from the view while the recognizer is undecided; without it generated recognizers have it off.
  public static let delaysTouchesEnded = Capabilities(rawValue: 1 << 23)

  // MARK: Recognizer conflicts

  /// `require(toFail:)`: a recognizer waits for another to fail.
  public static let requireToFail = Capabilities(rawValue: 1 << 24)
  /// The delegate's `shouldRecognizeSimultaneouslyWith` answering yes, so two recognizers recognize together.
  public static let simultaneousRecognition = Capabilities(rawValue: 1 << 25)
  /// The delegate's `gestureRecognizerShouldBegin` answering no.
  public static let delegateShouldBegin = Capabilities(rawValue: 1 << 26)
  /// The delegate's `gestureRecognizer(_:shouldReceive:)` answering no.
  public static let delegateShouldReceive = Capabilities(rawValue: 1 << 27)
  /// A view's own `gestureRecognizerShouldBegin` refusing a recognizer (`refusesRecognizers`).
  public static let viewShouldBegin = Capabilities(rawValue: 1 << 28)
  /// Disabled recognizers (`isEnabled` false), which see no touches.
  public static let disabledRecognizers = Capabilities(rawValue: 1 << 29)

  // MARK: Controls

  /// Controls: tracking, control events, targets and actions, nil-target actions up the chain.
  public static let controls = Capabilities(rawValue: 1 << 30)

  // MARK: Scroll views

  /// Scroll views: delayed content touches, scrolling that takes or spares content touches, nested scroll views.
  public static let scrollViews = Capabilities(rawValue: 1 << 31)

  // MARK: Unions

  /// Several fingers, multiple touch, exclusive touch and the device's finger limit.
  public static let multiTouch: Capabilities = [.severalFingers, .multipleTouch, .exclusiveTouch, .touchLimit]
  /// Everything the foundation oracle covers (no recognizers or controls).
  public static let foundation: Capabilities = [
    .hitTesting, .hitAreas, .transforms, .visits, .severalWindows, .delivery, .viewControllers, .application, .events,
    .systemCancel, .multiTouch, .tapCounts,
  ]
  /// All recognizer kinds.
  public static let recognizerKinds: Capabilities = [.tap, .longPress, .swipe, .pan, .pinch, .rotation]
  /// Tap and touch counts other than the defaults.
  public static let recognizerCounts: Capabilities = [.tapCount, .touchCount]
  /// cancelsTouchesInView, delaysTouchesBegan and delaysTouchesEnded.
  public static let recognizerFlags: Capabilities = [.cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded]
  /// Require-to-fail, simultaneous recognition, the delegate's and the view's answers, disabled recognizers.
  public static let recognizerConflicts: Capabilities = [
    .requireToFail, .simultaneousRecognition, .delegateShouldBegin, .delegateShouldReceive, .viewShouldBegin,
    .disabledRecognizers,
  ]
  /// Every recognizer kind, count, flag and conflict mechanism.
  public static let recognizers: Capabilities = recognizerKinds.union(recognizerCounts).union(recognizerFlags).union(recognizerConflicts)
  /// Everything.
  public static let all: Capabilities = foundation.union(recognizers).union([.controls, .scrollViews])

  /// The trace categories an engine with these capabilities emits.
  public var categories: TraceCategories {
    var c: TraceCategories = []
    if contains(.hitTesting) { c.insert(.hitTest) }
    if contains(.visits) { c.insert(.visits) }
    if contains(.delivery) { c.insert(.touches) }
    if contains(.events) { c.insert(.events) }
    if !isDisjoint(with: Capabilities.recognizerKinds) { c.formUnion([.recognizerTouches, .recognizers]) }
    if contains(.controls) { c.insert(.controls) }
    if contains(.tapCounts) { c.insert(.tapCounts) }
    if contains(.scrollViews) { c.insert(.scrolls) }
    return c
  }
}
