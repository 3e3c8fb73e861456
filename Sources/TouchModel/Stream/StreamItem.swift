/// One sample of one finger within a touch frame.
public struct TouchSample: Hashable, Sendable {
  /// The finger: an index into `TouchStream.touchNames`.
  public var touch: Int
  /// Its phase in this frame.
  public var phase: TouchPhase
  /// Its location in screen coordinates (window coordinates for a window at the origin).
  public var location: Point

  /// Creates a sample.
  public init(touch: Int, phase: TouchPhase, location: Point) {
    self.touch = touch
    self.phase = phase
    self.location = location
  }
}

/// One timed item of the input stream.
public struct StreamItem: Hashable, Sendable {
  /// What happens at this time.
  public enum Kind: Hashable, Sendable {
    /// A touch frame: the fingers that changed (fingers not listed are stationary).
    case touches([TouchSample])
    /// Time passes with no input, so timers such as a long press can fire.
    case idle
    /// The system cancels every active touch (an incoming call, an alert).
    case systemCancel
    /// A non-touch event for the first responder.
    case event(NonTouchEvent)
  }

  /// The time in seconds on the stream's clock.
  public var time: Double
  /// What happens.
  public var kind: Kind

  /// Creates an item.
  public init(time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }
}

/// The input of a case: timed items plus the names of the fingers.
public struct TouchStream: Hashable, Sendable {
  /// The items in time order.
  public var items: [StreamItem]
  /// Finger names, indexed by `TouchSample.touch`.
  public var touchNames: [String]

  /// Creates a stream.
  public init(items: [StreamItem] = [], touchNames: [String] = []) {
    self.items = items
    self.touchNames = touchNames
  }
}
