/// Positions kept in ascending order, each once: an index of `IndexedRecords`.
package struct MemberPositions: RandomAccessCollection, Sendable {
  private var positions: [Int]

  /// No positions.
  package init() { positions = [] }

  /// Every position in a range.
  package init(_ range: Range<Int>) { positions = Array(range) }

  /// The first position.
  package var startIndex: Int { 0 }
  /// One past the last position.
  package var endIndex: Int { positions.count }
  /// The position at an offset.
  package subscript(offset: Int) -> Int { positions[offset] }

  /// The smallest position greater than `position`, if any.
  package func first(after position: Int) -> Int? {
    let k = lowerBound(position + 1)
    return k < positions.count ? positions[k] : nil
  }

  /// Whether a position is in.
  package func contains(position: Int) -> Bool {
    let k = lowerBound(position)
    return k < positions.count && positions[k] == position
  }

  /// Adds a position (usually the largest so far, so an append).
  mutating func insert(_ position: Int) {
    if positions.last.map({ $0 < position }) ?? true { return positions.append(position) }
    let k = lowerBound(position)
    if k < positions.count, positions[k] == position { return }
    positions.insert(position, at: k)
  }

  /// Removes a position.
  mutating func remove(_ position: Int) {
    let k = lowerBound(position)
    if k < positions.count, positions[k] == position { positions.remove(at: k) }
  }

  /// The offset of the first position not less than `position`.
  private func lowerBound(_ position: Int) -> Int {
    var low = 0
    var high = positions.count
    while low < high {
      let mid = (low + high) / 2
      if positions[mid] < position { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
