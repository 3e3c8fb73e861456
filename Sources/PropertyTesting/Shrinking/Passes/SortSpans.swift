extension ShrinkPass {
  /// Reorders runs of adjacent sibling spans with the same label into shortlex order.
  ///
  /// For each run it first tries sorting the whole run; otherwise it insertion-sorts:
  /// the first span that is simpler than its left neighbour moves left as far as the
  /// predicate allows (found by exponential then binary search), so a run of n spans
  /// costs O(n log n) calls, not the O(n²) of adjacent swaps. After a success the runs
  /// are recomputed from the new best and the same run is retried.
  package static let sortSpans = ShrinkPass(name: "sortSpans") { context in
    context.visit({ SpanOrdering.siblingRuns($0.bestSpans) }, attempt: improveOrder)
  }

  /// Tries the sorted order, then insertion steps until one succeeds; returns whether one did.
  static func improveOrder(of run: [Span], in context: inout ShrinkContext) -> Bool {
    let best = context.best
    guard let last = run.last, last.end <= best.count else { return false }
    let whole = run[0].start..<last.end
    let parts = run.map { ChoiceSequence(Array(best[$0.range])) }
    func arrangement(_ order: [ChoiceSequence]) -> ChoiceSequence {
      best.replacing(whole, with: order.flatMap(\.values))
    }
    let sorted = parts.enumerated().sorted { lhs, rhs in
      lhs.element != rhs.element ? lhs.element < rhs.element : lhs.offset < rhs.offset
    }.map(\.element)
    if sorted != parts, context.consider(arrangement(sorted)) { return true }
    for item in parts.indices.dropFirst() where parts[item] < parts[item - 1] && !context.stoppedEarly {
      if insert(item, of: parts, in: &context, arrange: arrangement) { return true }
    }
    return false
  }

  /// Moves `parts[item]` left as far as the predicate allows; returns whether it moved at all.
  private static func insert(
    _ item: Int, of parts: [ChoiceSequence], in context: inout ShrinkContext,
    arrange: ([ChoiceSequence]) -> ChoiceSequence
  ) -> Bool {
    func moved(by distance: Int) -> ChoiceSequence {
      var order = parts
      order.insert(order.remove(at: item), at: item - distance)
      return arrange(order)
    }
    let limit = parts[..<item].reversed().prefix { parts[item] < $0 }.count
    guard context.consider(moved(by: 1)) else { return false }
    // Exponential, then binary search for the largest distance that stays interesting.
    var good = 1
    var bad = limit + 1
    var probe = 2
    while probe <= limit && !context.stoppedEarly {
      if context.consider(moved(by: probe)) { good = probe; probe *= 2 } else { bad = probe; break }
    }
    while bad - good > 1 && !context.stoppedEarly {
      let middle = good + (bad - good) / 2
      if context.consider(moved(by: middle)) { good = middle } else { bad = middle }
    }
    return true
  }
}
