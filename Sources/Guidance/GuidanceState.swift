import PropertyTesting

/// Where a guided campaign stands: the pool as of the current generation's start, and what that generation found so far.
///
/// Cases run in generations whose bounds depend on case indices alone; every case of a generation mutates the pool
/// as it stood when the generation began, and the generation's discoveries join the pool, in case order, at its end.
/// So the cases do not depend on `--jobs`, on batch timing, or on where a campaign was stopped and resumed.
package struct GuidanceState: Sendable {
  /// The pool as it stood at the start of the current generation.
  package var pool = GuidancePool()
  /// The first case of the current generation.
  package var generationStart = 0
  /// What the cases of the current generation run so far discovered, in case order.
  package var pending: [Discovery] = []
  /// How many cases before the current generation fired each rule (the rarity that weights parents).
  package var ruleCounts: [String: Int] = [:]

  /// The smallest and largest generations: small at first so the pool fills early, then bounded so it keeps learning.
  package static let generationSizes = 16...256

  /// No generation run yet.
  package init() {}

  /// The first case after the generation that starts at `start`.
  package static func generationEnd(startingAt start: Int) -> Int {
    start + min(max(start, generationSizes.lowerBound), generationSizes.upperBound)
  }

  /// The first case after the current generation.
  package var generationEnd: Int { Self.generationEnd(startingAt: generationStart) }

  /// What the workers of the current generation see: the pool, with parents weighted by the rarity of their rules.
  package func snapshot() -> GuidanceSnapshot {
    var counts: [UInt64: Int] = [:]
    for (rule, count) in ruleCounts { counts[CaseFeatures.ruleHash(rule)] = count }
    return GuidanceSnapshot(pool, ruleCounts: counts)
  }

  /// Adds the discoveries of a chunk run in the current generation.
  package mutating func record(_ discoveries: [Discovery]) { pending += discoveries }

  /// Ends the current generation: its discoveries join the pool and the next generation starts, weighting parents
  /// by `ruleCounts`, the rule counts of every case so far.
  package mutating func finishGeneration(ruleCounts: [String: Int]) {
    self.ruleCounts = ruleCounts
    pool.absorb(pending)
    pending.removeAll()
    generationStart = generationEnd
  }
}
