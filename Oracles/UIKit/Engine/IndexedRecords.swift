/// A record kept per touch, recognizer or view that lists the indexes it belongs to, so a run finds the records a
/// rule reads (the fingers down, the held recognizers…) without scanning every one.
package protocol IndexedRecord: Sendable {
  /// The indexes of a record, each a bit position below four.
  associatedtype Key: RawRepresentable<Int>, Sendable
  /// The indexes this record belongs to, one bit per key's raw value.
  var memberships: UInt8 { get }
}

/// The records of a run, one per touch, recognizer or view, with the ascending positions of the records in each index.
///
/// It reads and writes like an array; a write that changes what a record belongs to updates the indexes. The rules read
/// an index only to skip records their own condition would skip, so what they decide does not change.
package struct IndexedRecords<Record: IndexedRecord>: RandomAccessCollection, MutableCollection, Sendable {
  private var records: [Record]
  private var indexes = (MemberPositions(), MemberPositions(), MemberPositions(), MemberPositions())

  /// `count` copies of one record.
  package init(repeating record: Record, count: Int) {
    records = [Record](copies: record, count: count)
    let memberships = record.memberships
    guard memberships != 0 else { return }
    for bit in 0..<4 where memberships & (1 << bit) != 0 {
      for position in 0..<count { update(bit) { $0.insert(position) } }
    }
  }

  /// The first position.
  package var startIndex: Int { 0 }
  /// One past the last position.
  package var endIndex: Int { records.count }

  /// The record at a position; writing it updates the indexes.
  package subscript(position: Int) -> Record {
    _read { yield records[position] }
    _modify {
      let before = records[position].memberships
      defer { reindex(position, before) }
      yield &records[position]
    }
  }

  /// The positions of the records in an index, ascending.
  package func members(_ key: Record.Key) -> MemberPositions { members(position: key.rawValue) }

  /// The positions in the index whose key has this raw value.
  func members(position key: Int) -> MemberPositions {
    switch key {
    case 0: indexes.0
    case 1: indexes.1
    case 2: indexes.2
    default: indexes.3
    }
  }

  private mutating func reindex(_ position: Int, _ before: UInt8) {
    let after = records[position].memberships
    guard before != after else { return }
    var changed = before ^ after
    while changed != 0 {
      let bit = changed.trailingZeroBitCount
      changed &= changed - 1
      if after & (1 << bit) != 0 { update(bit) { $0.insert(position) } } else { update(bit) { $0.remove(position) } }
    }
  }

  private mutating func update(_ bit: Int, _ change: (inout MemberPositions) -> Void) {
    switch bit {
    case 0: change(&indexes.0)
    case 1: change(&indexes.1)
    case 2: change(&indexes.2)
    default: change(&indexes.3)
    }
  }
}

/// A flag per touch or view, indexed by the positions where it is set.
extension Bool: IndexedRecord {
  /// The one index of a flag.
  package enum Key: Int, Sendable {
    /// The positions where the flag is set.
    case set
  }

  /// In the index when set.
  package var memberships: UInt8 { self ? 1 : 0 }
}
