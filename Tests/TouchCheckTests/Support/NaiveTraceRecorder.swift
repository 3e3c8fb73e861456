import TouchModel

/// Collects the naive engine's callbacks as TouchModel trace events, stamped with the stream item being handled.
final class NaiveTraceRecorder {
  /// The categories the harness asked for; other events are not kept.
  let categories: TraceCategories
  /// The index of the stream item being handled.
  var frame = 0
  /// The events so far, in the order they happened.
  private(set) var trace: Trace = []

  /// Creates a recorder for these categories.
  init(categories: TraceCategories) { self.categories = categories }

  /// Records one event in the current frame.
  func record(_ kind: TraceEvent.Kind) {
    let event = TraceEvent(frame: frame, kind)
    if categories.contains(event.category) { trace.append(event) }
  }
}
