/// Deterministic orderings of spans shared by the structural passes.
enum SpanOrdering {
  /// Non-empty spans with distinct ranges, largest first, ties broken by earlier start.
  static func bySize(_ spans: [Span]) -> [Span] {
    let sorted = spans.filter { $0.count > 0 }.sorted { lhs, rhs in
      lhs.count != rhs.count ? lhs.count > rhs.count : lhs.start < rhs.start
    }
    var result: [Span] = []
    result.reserveCapacity(sorted.count)
    for span in sorted where result.last?.range != span.range {
      result.append(span)
    }
    return result
  }

  /// Maximal runs (two or more) of non-empty spans with the same label and depth, each starting where the previous ends.
  ///
  /// Runs are listed in the order their first span was opened.
  static func siblingRuns(_ spans: [Span]) -> [[Span]] {
    struct Key: Hashable {
      var position: Int
      var depth: Int
    }
    let nonEmpty = spans.filter { $0.count > 0 }
    var byStart: [Key: Int] = [:]
    for (index, span) in nonEmpty.enumerated() where byStart[Key(position: span.start, depth: span.depth)] == nil {
      byStart[Key(position: span.start, depth: span.depth)] = index
    }
    func successor(of index: Int) -> Int? {
      let span = nonEmpty[index]
      guard let next = byStart[Key(position: span.end, depth: span.depth)],
        nonEmpty[next].label == span.label
      else { return nil }
      return next
    }
    var hasPredecessor = [Bool](repeating: false, count: nonEmpty.count)
    for index in nonEmpty.indices {
      if let next = successor(of: index) { hasPredecessor[next] = true }
    }
    var runs: [[Span]] = []
    for index in nonEmpty.indices where !hasPredecessor[index] {
      var run = [nonEmpty[index]]
      var current = index
      while let next = successor(of: current) {
        run.append(nonEmpty[next])
        current = next
      }
      if run.count > 1 { runs.append(run) }
    }
    return runs
  }
}
