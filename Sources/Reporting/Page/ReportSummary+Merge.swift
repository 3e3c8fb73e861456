import TouchCheck
import TouchModel

extension ReportSummary {
  /// Several shards' summaries as one campaign: counts added, each signature kept once with its earliest first case
  /// (and that shard's minimal size and time) and its hits added, rule counts and distributions added; the time is the
  /// longest shard's (they run side by side), the sum kept apart; or why they are not of one campaign.
  package static func merged(_ parts: [ReportSummary]) -> Result<ReportSummary, MergeProblem> {
    guard var whole = parts.first else { return .failure(MergeProblem(message: "no summary to merge")) }
    for part in parts.dropFirst() {
      if part.engine != whole.engine { return .failure(MergeProblem(message: "the summaries are of different engines (\(whole.engine), \(part.engine))")) }
      if part.seed != whole.seed { return .failure(MergeProblem(message: "the summaries are of different seeds (\(whole.seed ?? "none"), \(part.seed ?? "none")): not one campaign")) }
      whole.add(part)
    }
    whole.divergences.sort(by: earlier)
    whole.known.sort(by: earlier)
    return .success(whole)
  }

  /// Why summaries could not be merged.
  package struct MergeProblem: Error, Sendable, CustomStringConvertible {
    /// The message.
    package var message: String
    /// The message.
    package var description: String { message }
  }

  /// Whether one divergence was first seen before another (archived ones first, unknown first cases last).
  static func earlier(_ a: Divergence, _ b: Divergence) -> Bool {
    let x = a.firstCase ?? Int.max, y = b.firstCase ?? Int.max
    return x != y ? x < y : a.signature < b.signature
  }

  private mutating func add(_ part: ReportSummary) {
    summaries += part.summaries
    shards += part.shards
    cases = Self.sum(cases, part.cases)
    seconds = [seconds, part.seconds].compactMap { $0 }.max()
    secondsSummed = [secondsSummed, part.secondsSummed].compactMap { $0 }.reduce(nil) { ($0 ?? 0) + $1 }
    for end in part.ends where !ends.contains(end) { ends.append(end) }
    passed = passed.flatMap { a in part.passed.map { a && $0 } }
    budgetCases = budgetCases ?? part.budgetCases
    budgetSeconds = budgetSeconds ?? part.budgetSeconds
    invalidCases += part.invalidCases
    generatorBugs += part.generatorBugs
    divergences = Self.union(divergences, part.divergences)
    known = Self.union(known, part.known)
    knownFixed = knownFixed.filter { f in part.knownFixed.contains(f) }  // fixed only if no shard hit it
    for cause in part.causes where self.cause(named: cause.name) == nil { causes.append(cause) }
    if let theirs = part.fired {
      var counts = fired ?? []
      for rule in theirs {
        if let k = counts.firstIndex(where: { $0.name == rule.name }) { counts[k].count += rule.count } else { counts.append(rule) }
      }
      fired = counts
      never = never.filter { rule in !counts.contains { $0.name == rule } }
      notClaimed = notClaimed.filter { rule in !counts.contains { $0.name == rule } }
    }
    if let d = part.distribution { distribution = distribution.map { $0.adding(d) } ?? d }
    if let d = part.documented, documented == nil { documented = d }
    archivedReplayed = max(archivedReplayed, part.archivedReplayed)
    for rule in part.notClaimed where !notClaimed.contains(rule) && !(fired ?? []).contains(where: { $0.name == rule }) { notClaimed.append(rule) }
    reference = reference ?? part.reference
    broader = Self.union(broader, part.broader)
  }

  private static func sum(_ a: Int?, _ b: Int?) -> Int? { a.flatMap { x in b.map { x + $0 } } }

  /// Divergences of two shards, one per signature: the earliest sighting kept, the hits added.
  private static func union(_ mine: [Divergence], _ theirs: [Divergence]) -> [Divergence] {
    var result = mine
    for d in theirs {
      guard let k = result.firstIndex(where: { $0.signature == d.signature }) else { result.append(d); continue }
      let hits = sum(result[k].cases, d.cases)
      if earlier(d, result[k]) && d.firstCase != result[k].firstCase { result[k] = d }
      result[k].cases = hits
    }
    return result
  }
}

extension ReportSummary.Distribution {
  /// Two distributions' counts added.
  func adding(_ other: Self) -> Self {
    func add(_ a: [Int], _ b: [Int]) -> [Int] { (0..<max(a.count, b.count)).map { (a.indices.contains($0) ? a[$0] : 0) + (b.indices.contains($0) ? b[$0] : 0) } }
    var d = self
    d.cases += other.cases
    d.views = add(views, other.views)
    d.depth = add(depth, other.depth)
    d.fingers = add(fingers, other.fingers)
    d.recognizers = add(recognizers, other.recognizers)
    d.touchesHit += other.touchesHit
    d.touchesMissed += other.touchesMissed
    for t in other.templates {
      if let k = d.templates.firstIndex(where: { $0.name == t.name }) { d.templates[k].count += t.count } else { d.templates.append(t) }
    }
    return d
  }
}
