/// Bounds on how much work one shrink may do; reaching one stops the shrink early, keeping the best so far.
package struct ShrinkLimits: Equatable, Sendable {
  /// The most predicate calls (candidates actually run).
  package var maxCalls: Int
  /// The most wall-clock time, measured with `ContinuousClock`.
  package var timeLimit: Duration

  /// Creates limits; the defaults allow 50,000 calls or 30 seconds, whichever comes first.
  package init(maxCalls: Int = 50_000, timeLimit: Duration = .seconds(30)) {
    self.maxCalls = maxCalls
    self.timeLimit = timeLimit
  }
}
