/// The outcome of a shrink: the simplest interesting sequence found and how the work went.
public struct ShrinkResult: Equatable, Sendable {
  /// The shortlex-smallest interesting sequence found.
  public var best: ChoiceSequence
  /// The spans recorded when `best` was generated.
  public var spans: [Span]
  /// Predicate calls made.
  public var calls: Int
  /// Calls that produced a new best sequence.
  public var shrinks: Int
  /// Rounds of the pass list, the last of which made no progress unless the shrink stopped early.
  public var rounds: Int
  /// Per-pass statistics, in pass order.
  public var passes: [PassStatistics]
  /// Whether a limit (calls or time) ended the shrink before it reached a fixed point.
  public var stoppedEarly: Bool

  /// Creates a result.
  public init(
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
public struct PassStatistics: Equatable, Sendable {
  /// The pass's name.
  public var name: String
  /// Predicate calls the pass made.
  public var calls: Int
  /// Calls of the pass that produced a new best sequence.
  public var successes: Int

  /// Creates statistics for the pass called `name`.
  public init(name: String, calls: Int = 0, successes: Int = 0) {
    self.name = name
    self.calls = calls
    self.successes = successes
  }
}
