/// Shrinks an interesting choice sequence by running named passes until a whole round makes no progress.
///
/// The client supplies the predicate: replay the candidate, run the property, and answer
/// `.interesting` only when it fails with the same signature as the original, so the
/// shrinker never slides to another bug. The shrinker trusts the predicate, keeps the
/// shortlex-smallest interesting sequence, and never runs the same candidate twice.
package struct Shrinker {
  /// The passes, in the order each round runs them.
  package var passes: [ShrinkPass]
  /// Bounds on calls and time.
  package var limits: ShrinkLimits

  /// Creates a shrinker with `passes` (by default `ShrinkPass.standard`) and `limits`.
  package init(passes: [ShrinkPass] = ShrinkPass.standard, limits: ShrinkLimits = ShrinkLimits()) {
    self.passes = passes
    self.limits = limits
  }

  /// Shrinks `initial` (which the predicate must consider interesting) and returns the best result.
  package func shrink(
    _ initial: ChoiceSequence,
    spans: [Span],
    predicate: @escaping (ChoiceSequence) -> ShrinkAttempt
  ) -> ShrinkResult {
    var context = ShrinkContext(initial: initial, spans: spans, limits: limits, predicate: predicate)
    var statistics = passes.map { PassStatistics(name: $0.name) }
    var rounds = 0
    var progressed = true
    while progressed && !context.stoppedEarly {
      rounds += 1
      let roundStart = context.best
      for (index, pass) in passes.enumerated() where !context.stoppedEarly {
        let calls = context.calls
        let shrinks = context.shrinks
        pass.body(&context)
        statistics[index].calls += context.calls - calls
        statistics[index].successes += context.shrinks - shrinks
      }
      progressed = context.best != roundStart
    }
    return ShrinkResult(
      best: context.best, spans: context.bestSpans, calls: context.calls,
      shrinks: context.shrinks, rounds: rounds, passes: statistics,
      stoppedEarly: context.stoppedEarly)
  }
}
