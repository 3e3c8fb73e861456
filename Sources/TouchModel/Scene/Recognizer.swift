/// A gesture recognizer attached to a view, with its flags, delegate answers and relationships.
public struct Recognizer: Hashable, Sendable {
  /// The identifier, unique in the scene.
  public var id: String
  /// The index of the view it is attached to; attach order is the order in `Scene.recognizers`.
  public var view: Int
  /// The kind and its parameters.
  public var kind: RecognizerKind
  /// `isEnabled`: a disabled recognizer sees no touches.
  public var isEnabled: Bool
  /// `cancelsTouchesInView` (default true).
  public var cancelsTouchesInView: Bool
  /// `delaysTouchesBegan` (default false).
  public var delaysTouchesBegan: Bool
  /// `delaysTouchesEnded` (default true).
  public var delaysTouchesEnded: Bool
  /// Recognizers this one waits for, as `require(toFail:)`.
  public var requiresFailureOf: [Int]
  /// Recognizers for which its delegate answers yes to `shouldRecognizeSimultaneouslyWith`.
  public var simultaneousWith: [Int]
  /// The delegate's answer to `gestureRecognizerShouldBegin`.
  public var shouldBegin: Bool
  /// The delegate's answer to `gestureRecognizer(_:shouldReceive:)`.
  public var shouldReceive: Bool

  /// Creates a recognizer with UIKit's defaults.
  public init(
    id: String, view: Int, kind: RecognizerKind, isEnabled: Bool = true,
    cancelsTouchesInView: Bool = true, delaysTouchesBegan: Bool = false, delaysTouchesEnded: Bool = true,
    requiresFailureOf: [Int] = [], simultaneousWith: [Int] = [], shouldBegin: Bool = true,
    shouldReceive: Bool = true
  ) {
    self.id = id
    self.view = view
    self.kind = kind
    self.isEnabled = isEnabled
    self.cancelsTouchesInView = cancelsTouchesInView
    self.delaysTouchesBegan = delaysTouchesBegan
    self.delaysTouchesEnded = delaysTouchesEnded
    self.requiresFailureOf = requiresFailureOf
    self.simultaneousWith = simultaneousWith
    self.shouldBegin = shouldBegin
    self.shouldReceive = shouldReceive
  }
}
