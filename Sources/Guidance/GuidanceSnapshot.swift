import PropertyTesting
import TouchModel

/// The pool as one generation sees it, shared read-only by the workers: it decides how each case is made.
package struct GuidanceSnapshot: Sendable {
  /// The share of cases generated afresh from their seed, as an unguided campaign would; the rest are mutants.
  package static let freshShare = 0.5

  package let entries: [GuidancePool.Entry]
  package let seen: FeatureTable
  private let cumulativeWeights: [Double]

  /// The snapshot of a pool; `ruleCounts` (by rule hash) says how many cases so far fired each rule.
  ///
  /// A kept case is picked as a parent in proportion to the rarity of the rules it fires (the sum of one over one
  /// more than each rule's count), so mutation dwells on the rules the campaign reaches least.
  package init(_ pool: GuidancePool, ruleCounts: [UInt64: Int]) {
    entries = pool.entries
    seen = pool.seen
    let weights = RuleWeights(ruleCounts)
    var total = 0.0
    cumulativeWeights = pool.entries.map { entry in
      total += entry.rules.reduce(1e-3) { $0 + weights.weight(of: $1) }
      return total
    }
  }

  /// Readies the source for one case: afresh from the case's seed, or (about half the time, once the pool has
  /// cases) a kept case's prefix, chosen by rarity, with the rest generated from a seed derived from the case's.
  package func start(_ source: inout ChoiceSource, caseSeed: UInt64, size: Int) {
    var rng = Xoshiro256StarStar(seed: mix64(caseSeed ^ 0x6775_6964_616E_6365))
    guard let total = cumulativeWeights.last, !rng.nextBool(probability: Self.freshShare) else {
      source.reset(seed: caseSeed, size: size)
      return
    }
    let point = rng.nextUnitDouble() * total
    let parent = entries[cumulativeWeights.firstIndex { $0 > point } ?? 0].choices
    source.reset(replaying: ChoiceMutation.mutate(parent, using: &rng), thenGeneratingFrom: rng.next(), size: size)
  }
}

/// One worker's look at the cases it runs: which reached features the snapshot had not seen.
package struct GuidanceScout {
  package let snapshot: GuidanceSnapshot
  /// The worker's feature reader, with what it found in earlier snapshots (handed from chunk to chunk).
  package private(set) var features: CaseFeatures

  package init(_ snapshot: GuidanceSnapshot, features: CaseFeatures) {
    self.snapshot = snapshot
    self.features = features
  }

  /// Records the case as a discovery when the oracle's run of it reached a feature the snapshot had not seen.
  package mutating func observe(index: Int, oracle run: EngineRun, source: ChoiceSource, into discoveries: inout [Discovery]) {
    let novel = features.novel(in: run, notIn: snapshot.seen)
    guard !novel.isEmpty else { return }
    discoveries.append(Discovery(index: index, features: novel, rules: features.fired.sorted(), choices: source.recorded))
  }
}
