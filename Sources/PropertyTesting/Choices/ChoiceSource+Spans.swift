extension ChoiceSource {
  /// Opens a span labelled `label` at the current position; every `beginSpan` needs one `endSpan`.
  @inlinable @inline(__always)
  package mutating func beginSpan(_ label: UInt32) {
    let start = choices.count
    openSpans.append(spanStorage.count)
    spanStorage.append(Span(start: start, end: start, label: label, depth: openSpans.count - 1))
  }

  /// Closes the innermost open span at the current position.
  @inlinable @inline(__always)
  package mutating func endSpan() {
    guard let index = openSpans.popLast() else {
      preconditionFailure("endSpan() without a matching beginSpan()")
    }
    spanStorage[index].end = choices.count
  }

  /// Closes the innermost open span and forgets it, for a span that turned out to hold no item.
  ///
  /// `Gen.array` uses this for its final "no more elements" flag, so that flag is not
  /// mistaken for an element by the structural passes. No span may have been opened inside it.
  @inlinable
  package mutating func cancelSpan() {
    guard let index = openSpans.popLast() else {
      preconditionFailure("cancelSpan() without a matching beginSpan()")
    }
    precondition(index == spanStorage.count - 1, "cancelSpan() on a span that contains other spans")
    spanStorage.removeLast()
  }

  /// Draws a Boolean as `drawBool(trueProbability:)` does and, when it is true, opens a span labelled `label` that
  /// starts at it; every true needs one `endSpan`.
  ///
  /// The choices and spans are those of `beginSpan`, `drawBool`, then `cancelSpan` when false (a "one more?" flag),
  /// without opening and cancelling a span at every "no more".
  @inlinable
  package mutating func drawBoolOpeningSpan(_ label: UInt32, trueProbability: Double) -> Bool {
    let start = choices.count
    guard drawBool(trueProbability: trueProbability) else { return false }
    openSpans.append(spanStorage.count)
    spanStorage.append(Span(start: start, end: start, label: label, depth: openSpans.count - 1))
    return true
  }

  /// Runs `body` inside a span labelled `label`, closing it even when `body` throws.
  @inlinable
  package mutating func withSpan<T>(_ label: UInt32, _ body: (inout ChoiceSource) throws -> T) rethrows -> T {
    beginSpan(label)
    defer { endSpan() }
    return try body(&self)
  }

  /// The spans recorded so far, in the order they were opened; spans still open end at the current position.
  package var spans: [Span] {
    var result = spanStorage
    for index in openSpans { result[index].end = choices.count }
    return result
  }
}
