import TouchModel

/// One of N shards of a campaign: the cases whose index leaves remainder `index` when divided by `count`.
///
/// Case i's seed is derived from the run seed and i alone (`CaseSchedule`), and its size from i and the whole
/// campaign's budget, so shard I of N runs exactly the cases an unsharded run would run at those indices. The shards of
/// a campaign together run every case once, and their divergences, first cases and hits merge into the unsharded ones.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// This shard's number, from 0 to `count - 1`.
  package let index: Int
  /// How many shards the campaign is split into (at least 1).
  package let count: Int

  /// Creates shard `index` of `count`, or nil unless 0 ≤ index < count.
  package init?(index: Int, count: Int) {
    guard count >= 1, index >= 0, index < count else { return nil }
    self.index = index
    self.count = count
  }

  /// `I/N`, as `--shard` takes it.
  package var description: String { "\(index)/\(count)" }

  /// Parses `I/N` strictly (decimal digits only, 0 ≤ I < N); the error is the problem, ready to follow the option's name.
  package static func parse(_ text: String) -> Result<Shard, ShardError> {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
      return .failure(ShardError(text: text, problem: "expects I/N, shard I of N counting from 0 (as in 0/4)"))
    }
    guard let index = Int(parts[0]), let count = Int(parts[1]) else {
      return .failure(ShardError(text: text, problem: "expects I/N with numbers that fit in 64 bits"))
    }
    guard count >= 1 else { return .failure(ShardError(text: text, problem: "needs at least 1 shard (N ≥ 1)")) }
    guard let shard = Shard(index: index, count: count) else {
      return .failure(ShardError(text: text, problem: "needs I less than N (the \(count) shards are numbered 0 to \(count - 1))"))
    }
    return .success(shard)
  }

  /// How many of the campaign's first `cases` case indices belong to this shard.
  package func share(of cases: Int) -> Int {
    cases > index ? (cases - index - 1) / count + 1 : 0
  }

  /// The campaign's case index of this shard's `position`-th case (counting from 0).
  package func caseIndex(_ position: Int) -> Int { index + position * count }
}

/// A `--shard` value that is not `I/N` with 0 ≤ I < N.
package struct ShardError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text given.
  package var text: String
  /// What is wrong with it.
  package var problem: String
  /// `PROBLEM, found "TEXT"`, to follow the option's name.
  package var description: String { "\(problem), found \(Quoted(text))" }
}
