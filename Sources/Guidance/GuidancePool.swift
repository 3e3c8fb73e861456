import PropertyTesting

/// The cases a guided campaign keeps: each reached a rule, a pair of rules or a trace shape no earlier case had.
///
/// Entries are ranked by what they brought (a new rule highest, only a new shape lowest); when the pool is full, the
/// oldest entry of the lowest rank makes room. Which entry is mutated is decided by rarity (`GuidanceSnapshot`).
/// Everything here depends on the order discoveries are absorbed in, which is case order, never on hashing: the set
/// of features is only asked whether it holds one.
package struct GuidancePool: Sendable {
  /// One kept case.
  package struct Entry: Hashable, Sendable {
    /// The case's index in the campaign.
    package var index: Int
    /// What it brought: 3 a new rule, 2 a new pair of rules, 1 only a new trace shape.
    package var rank: Int
    /// The hashes of the rules it fired, sorted.
    package var rules: [UInt64]
    /// Its choices.
    package var choices: ChoiceSequence

    /// A kept case: its index, rank, rules and choices.
    package init(index: Int, rank: Int, rules: [UInt64], choices: ChoiceSequence) {
      self.index = index
      self.rank = rank
      self.rules = rules
      self.choices = choices
    }
  }

  /// The most cases kept.
  package static let capacity = 512

  /// The kept cases, oldest first.
  package private(set) var entries: [Entry] = []
  /// Every feature reached so far (kept in the table the workers look features up in, so a snapshot copies none).
  private(set) var seen = FeatureTable()

  /// Creates an empty pool.
  package init() {}

  /// Creates a pool from saved entries and features.
  package init(entries: [Entry], seen: [UInt64]) {
    self.entries = entries
    self.seen = FeatureTable(seen)
  }

  /// Keeps each discovery that still brings a feature not seen, in the order given (case order).
  package mutating func absorb(_ discoveries: [Discovery]) {
    for discovery in discoveries {
      let new = discovery.features.filter { seen.insert($0) }
      guard !new.isEmpty else { continue }
      let tags = Set(new.map { $0 >> 56 })
      let rank = tags.contains(CaseFeatures.Tag.rule.rawValue) ? 3 : tags == [CaseFeatures.Tag.shape.rawValue] ? 1 : 2
      if entries.count == Self.capacity {
        let lowest = entries.map(\.rank).min() ?? 0
        entries.remove(at: entries.firstIndex { $0.rank == lowest } ?? 0)
      }
      entries.append(Entry(index: discovery.index, rank: rank, rules: discovery.rules, choices: discovery.choices))
    }
  }

  /// The features seen, sorted (how they are saved).
  package var sortedFeatures: [UInt64] { seen.sorted() }
}
