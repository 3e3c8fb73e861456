import TouchModel

/// What the oracle knows about one scroll view during a touch sequence.
package struct ScrollRecord: Sendable {
  /// Where its dragging stands.
  package var status: ScrollStatus = .possible
  /// The touches it tracks, in the order they landed.
  package var touches: [Int] = []
  /// The touches it tracks that are still down.
  package var activeTouches: [Int] = []
  /// When its delay ends, while the delay runs (SCR-002).
  package var delayUntil: Double?
  /// Whether its delay was started or passed over in this sequence (the delay runs once, from the first touch-down).
  package var delayDecided = false

  /// Creates the record of a scroll view that tracks nothing.
  package init() {}
}

extension ScrollRecord: IndexedRecord {
  /// The indexes of scroll records.
  package enum Key: Int, Sendable {
    /// Not the record of a scroll view that tracks nothing (what SCR-005's reset clears).
    case inUse
    /// Running its delay (SCR-002).
    case delaying
  }

  /// The indexes this record belongs to.
  package var memberships: UInt8 { (status != .possible || !touches.isEmpty ? 1 : 0) | (delayUntil != nil ? 2 : 0) }
}

/// Where a scroll view's dragging stands in the current sequence.
package enum ScrollStatus: Sendable {
  /// Tracking touches, not scrolling yet.
  case possible
  /// Scrolling with its touches (SCR-005).
  case scrolling
  /// Its dragging ended; it tracks nothing more until the sequence ends.
  case finished
  /// It will not scroll in this sequence (SCR-007, SCR-008, SCR-010, SCR-011); it tracks nothing more.
  case declined
}
