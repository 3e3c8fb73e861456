/// The kind of a gesture recognizer and its parameters (the UIKit defaults are the initialiser defaults).
public enum RecognizerKind: Hashable, Sendable {
  /// `UITapGestureRecognizer`: taps and touches required.
  case tap(taps: Int, touches: Int)
  /// `UILongPressGestureRecognizer`: minimum duration (0.5 s), allowable movement (10 pt), touches and taps required.
  case longPress(duration: Double, movement: Double, touches: Int, taps: Int)
  /// `UISwipeGestureRecognizer`: permitted directions and touches required.
  case swipe(directions: SwipeDirections, touches: Int)
  /// `UIPanGestureRecognizer`: minimum and maximum number of touches.
  case pan(minimumTouches: Int, maximumTouches: Int)
  /// `UIPinchGestureRecognizer`.
  case pinch
  /// `UIRotationGestureRecognizer`.
  case rotation

  /// The name used in JSON and in messages.
  public var name: String {
    switch self {
    case .tap: "tap"
    case .longPress: "longPress"
    case .swipe: "swipe"
    case .pan: "pan"
    case .pinch: "pinch"
    case .rotation: "rotation"
    }
  }

  /// Whether the recognizer is discrete (recognized at once) rather than continuous (began, changed, ended).
  public var isDiscrete: Bool {
    switch self {
    case .tap, .swipe: true
    default: false
    }
  }
}

/// The directions a swipe recognizer accepts, as `UISwipeGestureRecognizer.Direction`.
public struct SwipeDirections: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public var rawValue: UInt8
  /// Creates a set from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Rightwards, the default.
  public static let right = SwipeDirections(rawValue: 1)
  /// Leftwards.
  public static let left = SwipeDirections(rawValue: 2)
  /// Upwards.
  public static let up = SwipeDirections(rawValue: 4)
  /// Downwards.
  public static let down = SwipeDirections(rawValue: 8)
  /// The names, in a fixed order, for JSON and messages.
  public static let named: [(String, SwipeDirections)] = [("right", .right), ("left", .left), ("up", .up), ("down", .down)]
}
