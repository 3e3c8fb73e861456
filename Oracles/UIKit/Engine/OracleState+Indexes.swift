extension OracleState {
  /// The recognizers in an index, ascending, each read when the walk reaches it (as `for g in recognizers.indices where …`).
  package func recognizers(in key: RecognizerRecord.Key) -> LiveMembers { LiveMembers(self, .recognizers, key.rawValue) }

  /// The fingers in an index, ascending, each read when the walk reaches it (as `for t in touches.indices where …`).
  package func touches(in key: TouchRecord.Key) -> LiveMembers { LiveMembers(self, .touches, key.rawValue) }

  /// The scroll records in an index, ascending, each read when the walk reaches it (as `for sv in scrolls.indices where …`).
  package func scrolls(in key: ScrollRecord.Key) -> LiveMembers { LiveMembers(self, .scrolls, key.rawValue) }
}

/// The positions of an index in ascending order, re-read after each one: a position the loop's body adds further on is
/// visited and one it removes is not, as a loop over every position that tests each one when it gets there would.
package struct LiveMembers: Sequence, IteratorProtocol {
  /// Which records of the state.
  enum Records { case touches, recognizers, scrolls }

  private let state: OracleState
  private let records: Records
  private let key: Int
  private var last = -1

  init(_ state: OracleState, _ records: Records, _ key: Int) {
    self.state = state
    self.records = records
    self.key = key
  }

  /// The next position after the last one visited, in the index as it is now.
  package mutating func next() -> Int? {
    let next: Int?
    switch records {
    case .touches: next = state.touches.members(position: key).first(after: last)
    case .recognizers: next = state.recognizers.members(position: key).first(after: last)
    case .scrolls: next = state.scrolls.members(position: key).first(after: last)
    }
    if let next { last = next }
    return next
  }
}
