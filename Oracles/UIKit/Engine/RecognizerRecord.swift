import TouchModel

/// What the oracle knows about one recognizer during a gesture sequence.
package struct RecognizerRecord: Sendable {
  /// The state.
  package var state: RecognizerState = .possible
  /// Whether it has seen a touch since its last reset.
  package var participating = false
  /// The touches it has seen, in order.
  package var touches: [Int] = []
  /// The touches it sees that are still down.
  package var activeTouches: [Int] = []
  /// A transition it has decided on but is held back by require(toFail:) (GRC-003).
  package var held: RecognizerState?
  /// When its timer fires, on the stream's clock (GES-006).
  package var deadline: Double?
  /// Taps completed (GES-007).
  package var tapCount = 0
  /// The most fingers down together during the current tap (GES-007).
  package var fingersThisTap = 0
  /// Where the first tap began (GES-007).
  package var firstTapLocation: Point?
  /// The reference finger positions when two-finger tracking started (GES-011, GES-012).
  package var pairStart: (Point, Point)?
  /// The rule by which a control on the way let it begin (IOS-004, IOS-005), recorded as what decided its recognition.
  package var admittedBy: RuleID?

  /// Creates a record in the possible state.
  package init() {}
}

extension RecognizerRecord: IndexedRecord {
  /// The indexes of recognizer records.
  package enum Key: Int, Sendable {
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
  package var memberships: UInt8 {
    (held != nil ? 1 : 0) | (deadline != nil ? 2 : 0) | (participating ? 4 : 0) | (touches.isEmpty ? 0 : 8)
  }
}

/// What a control is tracking.
package struct ControlRecord: Sendable {
  /// The touch it tracks, if any.
  package var trackedTouch: Int?
  /// Whether the tracked touch was inside the grown bounds at its last position (CTL-003).
  package var wasInside = true

  /// Creates a record.
  package init(trackedTouch: Int? = nil, wasInside: Bool = true) {
    self.trackedTouch = trackedTouch
    self.wasInside = wasInside
  }
}
