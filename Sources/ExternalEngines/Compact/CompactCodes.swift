import TouchModel

/// The numbers the compact encoding gives to names (Docs/PROTOCOL.md, "The compact encoding"): a value's code is its
/// index in its list. The lists are spelled out here, not taken from the enums' order, so the wire never moves.
enum CompactCodes {
  static let viewKinds: [ViewKind] = [
    .view, .window, .imageView, .label, .button, .switch, .slider, .stepper, .segmentedControl, .pageControl, .customControl, .scrollView,
  ]
  static let handlings: [Handling] = [.forward, .handle, .handleAndForward]
  static let phases: [TouchPhase] = [.began, .moved, .stationary, .ended]
  static let messages: [TouchMessage] = [.began, .moved, .ended, .cancelled]
  static let nonTouchEvents: [NonTouchEvent] = [.motion, .remoteControl, .press]
  static let controlEvents: [ControlEvent] = [
    .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .touchUpInside,
    .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered,
  ]
  static let delegateClasses: [AppDelegate.Class] = [.responder, .object, .view, .viewController, .application]
  static let scrollAxes: [ScrollAxes] = [.both, .horizontal, .vertical]
  static let states: [RecognizerState] = [.possible, .began, .changed, .ended, .cancelled, .failed]
  static let trackingCalls: [TrackingCall] = [.beginTracking, .continueTracking, .endTracking, .cancelTracking]
  static let refusals: [RefusalReason] = [.multipleTouch, .exclusiveTouch]
  static let scrollPhases: [ScrollPhase] = [.began, .ended, .cancelled]

  /// The code of a value in its list.
  static func code<T: Equatable>(_ value: T, in list: [T]) -> Int { list.firstIndex(of: value)! }

  /// View flags: each bit set departs from UIKit's default.
  enum ViewFlag {
    static let hidden = 1
    static let interactionOff = 2
    static let interactionOn = 4
    static let multipleTouch = 8
    static let exclusiveTouch = 16
    static let clipsToBounds = 32
    static let all = 63
  }

  /// Recognizer flags: each bit set departs from UIKit's default.
  enum RecognizerFlag {
    static let disabled = 1
    static let keepsTouchesInView = 2
    static let delaysTouchesBegan = 4
    static let passesTouchesEnded = 8
    static let shouldNotBegin = 16
    static let shouldNotReceive = 32
    static let all = 63
  }

  /// Recognizer kinds.
  enum RecognizerCode {
    static let tap = 0, longPress = 1, swipe = 2, pan = 3, pinch = 4, rotation = 5
  }

  /// Stream item kinds.
  enum ItemCode {
    static let touches = 0, idle = 1, systemCancel = 2, event = 3
  }

  /// Hit-area kinds (the bounds, the default, has none).
  enum HitAreaCode {
    static let circle = 1, edgeInsets = 2, minimumSize = 3, boundsPlusSubview = 4
  }

  /// Trace event kinds.
  enum EventCode {
    static let firstResponder = 0, firstResponderRefused = 1, hitTest = 2, visit = 3, touches = 4, droppedTouches = 5
    static let refused = 6, tapCount = 7, event = 8, droppedEvent = 9, recognizerTouches = 10, recognizerState = 11
    static let recognizerAction = 12, recognizerReset = 13, tracking = 14, controlEvent = 15, actionSent = 16, scroll = 17
  }
}

extension Scene {
  /// A responder's number in the compact encoding: views, then view controllers, then the application, then the app delegate.
  func compactCode(_ responder: ResponderRef) -> Int {
    switch responder {
    case .view(let i): i
    case .viewController(let j): views.count + j
    case .application: views.count + viewControllers.count
    case .appDelegate: views.count + viewControllers.count + 1
    }
  }
}
