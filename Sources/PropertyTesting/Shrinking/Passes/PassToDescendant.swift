extension ShrinkPass {
  /// Replaces a span by one of its descendants with the same label (hoists a child over its parent).
  ///
  /// For recursive generators this turns a tree into one of its subtrees in one step.
  /// Spans are visited largest first; descendants in the order they were opened.
  package static let passToDescendant = ShrinkPass(name: "passToDescendant") { context in
    context.visit({ SpanOrdering.bySize($0.bestSpans) }, attempt: hoistDescendant)
  }

  /// Tries each same-label descendant of `span`; returns whether one succeeded.
  static func hoistDescendant(of span: Span, in context: inout ShrinkContext) -> Bool {
    let best = context.best
    guard span.end <= best.count else { return false }
    for inner in context.bestSpans where !context.stoppedEarly {
      guard inner.label == span.label, inner.depth > span.depth,
        inner.start >= span.start, inner.end <= span.end, inner.count < span.count
      else { continue }
      if context.consider(best.replacing(span.range, with: best[inner.range])) { return true }
    }
    return false
  }
}
