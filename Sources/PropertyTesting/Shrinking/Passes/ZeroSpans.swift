extension ShrinkPass {
  /// Sets every choice of a span to 0 (its simplest content), largest spans first.
  package static let zeroSpans = ShrinkPass(name: "zeroSpans") { context in
    context.visit({ SpanOrdering.bySize($0.bestSpans) }) { span, context in
      let best = context.best
      return span.end <= best.count && best[span.range].contains { $0 != 0 }
        && context.consider(best.zeroing(span.range))
    }
  }
}
