/// A view (windows and controls included) with every property that touch handling reads.
public struct View: Hashable, Sendable {
  /// The identifier, unique in the scene.
  public var id: String
  /// The UIKit class it stands for.
  public var kind: ViewKind
  /// The frame in its superview's bounds coordinates (for a window: in screen coordinates).
  public var frame: Rect
  /// The origin of its bounds; the bounds size is the frame size.
  public var boundsOrigin: Point
  /// The transform, applied about the frame's centre (the default anchor point).
  public var transform: Transform
  /// `isHidden`.
  public var isHidden: Bool
  /// `alpha`, from 0 to 1.
  public var alpha: Double
  /// `isUserInteractionEnabled` when set explicitly; nil means the kind's default.
  public var userInteraction: Bool?
  /// `isMultipleTouchEnabled` (default false).
  public var isMultipleTouchEnabled: Bool
  /// `isExclusiveTouch` (default false).
  public var isExclusiveTouch: Bool
  /// `clipsToBounds`; it has no effect on hit testing.
  public var clipsToBounds: Bool
  /// The rule `point(inside:with:)` follows.
  public var hitArea: HitArea
  /// How the view treats messages.
  public var behaviour: ResponderBehaviour
  /// Subview indices, back-most first.
  public var subviews: [Int]
  /// For a window: the index of its root view controller.
  public var rootViewController: Int?
  /// For a control: its targets, enabled state and knob.
  public var control: Control?
  /// Recognizers for which this view's `gestureRecognizerShouldBegin` answers no.
  public var refusesRecognizers: [Int]
  /// For a scroll view: its axes, content-touch flags and answers (nil means UIKit's defaults).
  public var scroll: ScrollBehaviour?

  /// Creates a view with UIKit's defaults.
  // Inlinable so a generator builds the view in place: called across the module boundary, the initializer copied
  // the whole view out to its caller.
  @inlinable
  public init(
    id: String, kind: ViewKind = .view, frame: Rect, boundsOrigin: Point = .zero,
    transform: Transform = .identity, isHidden: Bool = false, alpha: Double = 1,
    userInteraction: Bool? = nil, isMultipleTouchEnabled: Bool = false, isExclusiveTouch: Bool = false,
    clipsToBounds: Bool = false, hitArea: HitArea = .bounds, behaviour: ResponderBehaviour = .forwardAll,
    subviews: [Int] = [], rootViewController: Int? = nil, control: Control? = nil,
    refusesRecognizers: [Int] = [], scroll: ScrollBehaviour? = nil
  ) {
    self.id = id
    self.kind = kind
    self.frame = frame
    self.boundsOrigin = boundsOrigin
    self.transform = transform
    self.isHidden = isHidden
    self.alpha = alpha
    self.userInteraction = userInteraction
    self.isMultipleTouchEnabled = isMultipleTouchEnabled
    self.isExclusiveTouch = isExclusiveTouch
    self.clipsToBounds = clipsToBounds
    self.hitArea = hitArea
    self.behaviour = behaviour
    self.subviews = subviews
    self.rootViewController = rootViewController
    self.control = control
    self.refusesRecognizers = refusesRecognizers
    self.scroll = scroll
  }

  /// The bounds rectangle: bounds origin and frame size.
  public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }
}
