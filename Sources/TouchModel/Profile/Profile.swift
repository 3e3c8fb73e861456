/// Every number and choice the documents leave open, named, with a default; overridable per run and per case.
///
/// Each constant's doc comment gives its reason. `Profile.doubles` and `Profile.flags` list them by name.
public struct Profile: Hashable, Sendable {
  /// HIT-004: views with alpha below this are skipped. Apple: "alpha level less than 0.01".
  public var alphaThreshold: Double = 0.01
  /// HIT-004: compare alpha as a 32-bit float, as `CALayer.opacity` stores it (then 0.01 itself is skipped). Off: Apple's text wins.
  public var alphaStoredAsFloat: Bool = false
  /// MTC-001: a view without multiple touch gets only the first touch of a sequence (literal); false: one touch at a time.
  public var multipleTouchFirstTouchOnly: Bool = true
  /// GRD-005: a recognition after its fingers lifted (a tap) also cancels the view's touches before its action, as the
  /// header says for every recognizer. Off: seeds 002 and 004 log a tap's action first (a pan cancels first either way).
  public var cancelBeforeAction: Bool = false
  /// CTL-011: a target and action added twice for an event are sent twice (a plain list). Off: one registration, at the
  /// place of the last add (Apple calls repeated adds safe; Texture's ASControlNode records UIKit's dedup).
  public var repeatedTargetActionSentTwice: Bool = false
  /// DEL-011: a moved sample at the finger's previous location is stationary (the phase page's reading). Off: it is
  /// delivered as moved, since UIKit reports a move when "the location or force of a touch changes".
  public var zeroMovementMoveIsStationary: Bool = false
  /// Tap: how far a finger may move and still tap, in points (undocumented; 10 pt, the documented long-press movement).
  public var tapMovementTolerance: Double = 10
  /// Tap: longest press that still counts as a tap, in seconds (undocumented; 0.75 s as one reimplementation observes).
  public var tapMaximumDuration: Double = 0.75
  /// Tap: longest gap between taps of a multi-tap, in seconds (undocumented; 0.35 s as several reimplementations use).
  public var multiTapInterval: Double = 0.35
  /// Tap: how far apart successive taps of a multi-tap may land, in points (undocumented; 30 pt, one reimplementation).
  public var multiTapSlop: Double = 30
  /// Pan: distance a finger must move before a pan begins, in points (undocumented; ~10 pt is commonly observed).
  public var panMinimumDistance: Double = 10
  /// Swipe: minimum travel along the direction, in points (undocumented; 50 pt chosen here).
  public var swipeMinimumDistance: Double = 50
  /// Swipe: longest duration of a swipe, in seconds (undocumented; 0.5 s chosen here).
  public var swipeMaximumDuration: Double = 0.5
  /// Swipe: largest ratio of sideways to forward travel (undocumented; 0.5, about 27°).
  public var swipeMaximumDeviation: Double = 0.5
  /// Pinch: relative change of finger distance before a pinch begins (undocumented; 0.1 chosen here).
  public var pinchMinimumScaleChange: Double = 0.1
  /// Rotation: angle in radians before a rotation begins (undocumented; 0.1 rad ≈ 5.7° chosen here).
  public var rotationMinimumAngle: Double = 0.1
  /// Controls: how far outside its bounds a drag still counts as inside, in points (undocumented; 70 pt observed on iPhone).
  public var controlDragMargin: Double = 70
  /// DEL-012: the most fingers the device tracks at once; one more cancels every touch (undocumented; 5 observed on
  /// iPhone, "When you place the sixth finger down, the touchesCancelled event is called").
  public var maximumSimultaneousTouches: Double = 5
  /// Scroll views: how long a touch-down in the content is held while the scroll view decides, in seconds (undocumented; 0.15 s observed).
  public var scrollDelayDuration: Double = 0.15
  /// Scroll views: how far the fingers move along a scrolling axis before the scroll view scrolls, in points (undocumented; 10 pt, as a pan).
  public var scrollStartDistance: Double = 10

  /// Creates the default profile.
  public init() {}

  /// The default profile.
  public static let `default` = Profile()

  /// The numeric constants by name, in a fixed order.
  public static let doubles: [(name: String, keyPath: WritableKeyPath<Profile, Double> & Sendable)] = [
    ("alphaThreshold", \.alphaThreshold),
    ("tapMovementTolerance", \.tapMovementTolerance),
    ("tapMaximumDuration", \.tapMaximumDuration),
    ("multiTapInterval", \.multiTapInterval),
    ("multiTapSlop", \.multiTapSlop),
    ("panMinimumDistance", \.panMinimumDistance),
    ("swipeMinimumDistance", \.swipeMinimumDistance),
    ("swipeMaximumDuration", \.swipeMaximumDuration),
    ("swipeMaximumDeviation", \.swipeMaximumDeviation),
    ("pinchMinimumScaleChange", \.pinchMinimumScaleChange),
    ("rotationMinimumAngle", \.rotationMinimumAngle),
    ("controlDragMargin", \.controlDragMargin),
    ("maximumSimultaneousTouches", \.maximumSimultaneousTouches),
    ("scrollDelayDuration", \.scrollDelayDuration),
    ("scrollStartDistance", \.scrollStartDistance),
  ]

  /// The on/off choices by name, in a fixed order.
  public static let flags: [(name: String, keyPath: WritableKeyPath<Profile, Bool> & Sendable)] = [
    ("alphaStoredAsFloat", \.alphaStoredAsFloat),
    ("multipleTouchFirstTouchOnly", \.multipleTouchFirstTouchOnly),
    ("cancelBeforeAction", \.cancelBeforeAction),
    ("repeatedTargetActionSentTwice", \.repeatedTargetActionSentTwice),
    ("zeroMovementMoveIsStationary", \.zeroMovementMoveIsStationary),
  ]
}
