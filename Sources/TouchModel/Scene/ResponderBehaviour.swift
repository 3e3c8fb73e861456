/// How one responder treats touch phases, non-touch events and action messages.
public struct ResponderBehaviour: Hashable, Sendable {
  /// What `touchesBegan` does.
  public var began: Handling
  /// What `touchesMoved` does.
  public var moved: Handling
  /// What `touchesEnded` does.
  public var ended: Handling
  /// What `touchesCancelled` does.
  public var cancelled: Handling
  /// What `motionBegan` and friends do.
  public var motion: Handling
  /// What `remoteControlReceived` does.
  public var remoteControl: Handling
  /// What `pressesBegan` and friends do.
  public var press: Handling
  /// The action names (selectors) the responder implements, for nil-target actions.
  public var actions: [String]

  /// Creates a behaviour; every message is forwarded by default.
  public init(
    began: Handling = .forward, moved: Handling = .forward, ended: Handling = .forward,
    cancelled: Handling = .forward, motion: Handling = .forward, remoteControl: Handling = .forward,
    press: Handling = .forward, actions: [String] = []
  ) {
    self.began = began
    self.moved = moved
    self.ended = ended
    self.cancelled = cancelled
    self.motion = motion
    self.remoteControl = remoteControl
    self.press = press
    self.actions = actions
  }

  /// A behaviour that treats all four touch phases the same way.
  public static func touches(_ handling: Handling) -> ResponderBehaviour {
    ResponderBehaviour(began: handling, moved: handling, ended: handling, cancelled: handling)
  }

  /// The default behaviour: forward everything, implement no action.
  public static let forwardAll = ResponderBehaviour()

  /// The handling of one touch phase.
  public func handling(of phase: TouchMessage) -> Handling {
    switch phase {
    case .began: began
    case .moved: moved
    case .ended: ended
    case .cancelled: cancelled
    }
  }

  /// The handling of one kind of non-touch event.
  public func handling(of event: NonTouchEvent) -> Handling {
    switch event {
    case .motion: motion
    case .remoteControl: remoteControl
    case .press: press
    }
  }
}
