import TouchModel

/// What the oracle knows about one recognizer during a gesture sequence.
public struct RecognizerRecord: Sendable {
  /// The state.
  public var state: RecognizerState = .possible
  /// Whether it has seen a touch since its last reset.
  public var participating = false
  /// The touches it has seen, in order.
  public var touches: [Int] = []
  /// The touches it sees that are still down.
  public var activeTouches: [Int] = []
  /// A transition it has decided on but is held back by require(toFail:) (GRC-003).
  public var held: RecognizerState?
  /// When its timer fires, on the stream's clock (GES-006).
  public var deadline: Double?
  /// Taps completed (GES-007).
  public var tapCount = 0
  /// The most fingers down together during the current tap (GES-007).
  public var fingersThisTap = 0
  /// Where the first tap began (GES-007).
  public var firstTapLocation: Point?
  /// The reference finger positions when two-finger tracking started (GES-011, GES-012).
  public var pairStart: (Point, Point)?
  /// The rule by which a control on the way let it begin (IOS-004, IOS-005), recorded as what decided its recognition.
  public var admittedBy: RuleID?

  /// Creates a record in the possible state.
  public init() {}
}

extension RecognizerRecord: IndexedRecord {
  /// The indexes of recognizer records.
  public enum Key: Int, Sendable {
    /// Held back by require(toFail:) (GRC-003).
    case held
    /// Running a timer (GES-006).
    case timed
    /// Participating since the last reset.
    case participating
    /// Having seen a touch since the last reset.
    case seenTouches
  }

  /// The indexes this record belongs to.
  public var memberships: UInt8 {
    (held != nil ? 1 : 0) | (deadline != nil ? 2 : 0) | (participating ? 4 : 0) | (touches.isEmpty ? 0 : 8)
  }
}

/// What a control is tracking.
public struct ControlRecord: Sendable {
  /// The touch it tracks, if any.
  public var trackedTouch: Int?
  /// Whether the tracked touch was inside the grown bounds at its last position (CTL-003).
  public var wasInside = true

  /// Creates a record.
  public init(trackedTouch: Int? = nil, wasInside: Bool = true) {
    self.trackedTouch = trackedTouch
    self.wasInside = wasInside
  }
}
