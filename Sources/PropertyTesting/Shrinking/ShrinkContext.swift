/// The state a shrink pass works on: the current best sequence and the one way to try a candidate.
///
/// Passes read `best` and `bestSpans`, build candidates, and call `consider(_:)`, which
/// skips candidates that are not simpler or were already tried, enforces the limits,
/// runs the predicate, and adopts an interesting result when it is simpler than `best`.
package struct ShrinkContext {
  /// The simplest interesting sequence so far.
  package private(set) var best: ChoiceSequence
  /// The spans recorded when `best` was generated.
  package private(set) var bestSpans: [Span]
  /// Predicate calls made so far.
  package private(set) var calls = 0
  /// Successful shrinks so far.
  package private(set) var shrinks = 0
  /// Whether a limit was reached; once set, `consider(_:)` always returns `false`.
  package private(set) var stoppedEarly = false

  private let predicate: (ChoiceSequence) -> ShrinkAttempt
  private let maxCalls: Int
  private let deadline: ContinuousClock.Instant
  private var tried: Set<Fingerprint> = []

  /// Creates a context starting from an interesting `initial` sequence and its spans.
  package init(
    initial: ChoiceSequence, spans: [Span], limits: ShrinkLimits,
    predicate: @escaping (ChoiceSequence) -> ShrinkAttempt
  ) {
    best = initial
    bestSpans = spans
    self.predicate = predicate
    maxCalls = limits.maxCalls
    deadline = ContinuousClock.now.advanced(by: limits.timeLimit)
    tried.insert(Fingerprint(initial))
  }

  /// Tries `candidate`; returns `true` exactly when it became the new best.
  ///
  /// With `requiringShorter`, an interesting result is adopted only if it is shorter than
  /// `best`; deletion passes use this so that a deletion the generator pads back with
  /// zeros cannot turn into a slow one-step-at-a-time descent of a value. The cache of
  /// tried candidates only answers membership, so hashing never affects results.
  package mutating func consider(_ candidate: ChoiceSequence, requiringShorter: Bool = false) -> Bool {
    guard !stoppedEarly, candidate.isSimpler(than: best) else { return false }
    let fingerprint = Fingerprint(candidate)
    guard !tried.contains(fingerprint) else { return false }
    guard calls < maxCalls, ContinuousClock.now < deadline else {
      stoppedEarly = true
      return false
    }
    tried.insert(fingerprint)
    calls += 1
    guard case .interesting(let consumed, let spans) = predicate(candidate),
      consumed.isSimpler(than: best), !requiringShorter || consumed.count < best.count
    else { return false }
    tried.insert(Fingerprint(consumed))
    best = consumed
    bestSpans = spans
    shrinks += 1
    return true
  }

  /// Lowers one value as far as it will go: tries 0, then `current - 1`, then binary-searches between.
  ///
  /// `candidate(best, value)` builds the sequence to try for `value` from the current best,
  /// or returns `nil` when that value cannot be expressed. Returns whether anything succeeded.
  @discardableResult
  package mutating func lower(
    from current: UInt64,
    candidate: (ChoiceSequence, UInt64) -> ChoiceSequence?
  ) -> Bool {
    guard current > 0 else { return false }
    func attempt(_ value: UInt64, _ context: inout ShrinkContext) -> Bool {
      guard let sequence = candidate(context.best, value) else { return false }
      return context.consider(sequence)
    }
    if attempt(0, &self) { return true }
    guard current > 1, attempt(current - 1, &self) else { return false }
    var low: UInt64 = 0
    var high = current - 1
    while high - low > 1 && !stoppedEarly {
      let middle = low + (high - low) / 2
      if attempt(middle, &self) { high = middle } else { low = middle }
    }
    return true
  }
}
