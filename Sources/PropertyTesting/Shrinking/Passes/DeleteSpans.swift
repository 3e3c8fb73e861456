extension ShrinkPass {
  /// Deletes whole spans, largest first, so a generated item (a subtree, a touch) disappears as a unit.
  ///
  /// Each deletion is also tried together with decrementing the choice just before the
  /// span (see `ShrinkContext.tryDeleting(_:)`). After a success the span order is
  /// recomputed from the new best and the pass continues at the same rank (`visit`).
  package static let deleteSpans = ShrinkPass(name: "deleteSpans") { context in
    context.visit({ SpanOrdering.bySize($0.bestSpans) }) { span, context in
      context.tryDeleting(span.range)
    }
  }
}
