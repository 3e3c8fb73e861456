/// The outcome of a shrink: the simplest interesting sequence found and how the work went.
package struct ShrinkResult: Equatable, Sendable {
  /// The shortlex-smallest interesting sequence found.
  package var best: ChoiceSequence
  /// The spans recorded when `best` was generated.
  package var spans: [Span]
  /// Predicate calls made.
  package var calls: Int
  /// Calls that produced a new best sequence.
  package var shrinks: Int
  /// Rounds of the pass list, the last of which made no progress unless the shrink stopped early.
  package var rounds: Int
  /// Per-pass statistics, in pass order.
  package var passes: [PassStatistics]
  /// Whether a limit (calls or time) ended the shrink before it reached a fixed point.
  package var stoppedEarly: Bool

  /// Creates a result.
  package init(
    best: ChoiceSequence, spans: [Span], calls: Int, shrinks: Int,
    rounds: Int, passes: [PassStatistics], stoppedEarly: Bool
  ) {
    self.best = best
    self.spans = spans
    self.calls = calls
    self.shrinks = shrinks
    self.rounds = rounds
    self.passes = passes
    self.stoppedEarly = stoppedEarly
  }
}

/// How much one named shrink pass did over a whole shrink.
package struct PassStatistics: Equatable, Sendable {
  /// The pass's name.
  package var name: String
  /// Predicate calls the pass made.
  package var calls: Int
  /// Calls of the pass that produced a new best sequence.
  package var successes: Int

  /// Creates statistics for the pass called `name`.
  package init(name: String, calls: Int = 0, successes: Int = 0) {
    self.name = name
    self.calls = calls
    self.successes = successes
  }
}
