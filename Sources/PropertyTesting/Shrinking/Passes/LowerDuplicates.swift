extension ShrinkPass {
  /// Lowers all copies of a repeated non-zero value together (for example two touches at one point).
  ///
  /// Groups are found by sorting `(value, index)` pairs, never by hashing, and are
  /// visited in ascending order of value.
  package static let lowerDuplicates = ShrinkPass(name: "lowerDuplicates") { context in
    for group in duplicateGroups(context.best) where !context.stoppedEarly {
      let value = context.best[group[0]]
      guard group.allSatisfy({ $0 < context.best.count && context.best[$0] == value }) else { continue }
      context.lower(from: value) { best, lowered in
        guard group.allSatisfy({ $0 < best.count }) else { return nil }
        var values = best.values
        for index in group { values[index] = lowered }
        return ChoiceSequence(values)
      }
    }
  }

  /// Index groups (two or more) holding the same non-zero value, ascending by value then index.
  static func duplicateGroups(_ sequence: ChoiceSequence) -> [[Int]] {
    let pairs = sequence.indices
      .filter { sequence[$0] != 0 }
      .map { (value: sequence[$0], index: $0) }
      .sorted { $0.value != $1.value ? $0.value < $1.value : $0.index < $1.index }
    var groups: [[Int]] = []
    var start = 0
    while start < pairs.count {
      var end = start + 1
      while end < pairs.count && pairs[end].value == pairs[start].value { end += 1 }
      if end - start > 1 { groups.append(pairs[start..<end].map(\.index)) }
      start = end
    }
    return groups
  }
}
