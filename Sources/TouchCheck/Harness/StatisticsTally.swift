import TouchModel
import CaseGeneration

/// One worker's statistics, with rule counts kept by index into the oracle's rule table (no strings per case) and
/// feature pairs kept by the set of features a case uses (expanded into pairs once per distinct set, in `value`).
///
/// A campaign merges its workers' tallies as they come and reads `value` only for its reports: a set of features
/// seen in many chunks is expanded once per few thousand sets counted (`foldEvery`), not once per chunk or report.
package struct StatisticsTally: Sendable {
  private var statistics = CaseStatistics()
  private var ruleNames: [String] = []
  private var ruleIndexCounts: [Int] = []
  /// Cases by the content capabilities they use, raw bits to count (only summed, so its order reaches nothing); those
  /// counted before the last fold are in `statistics.featurePairs` already.
  private var featureSets = [UInt64: Int](minimumCapacity: 64)

  /// How many distinct feature sets a merged tally holds before they are expanded into pairs for good.
  var foldEvery = 4_096

  /// Creates an empty tally.
  package init() {}

  /// Counts one case and the oracle's run of it, as `CaseStatistics.record` does.
  package mutating func record(_ touchCase: TouchCase, oracle run: EngineRun) {
    statistics.recordSize(touchCase, trace: run.trace)
    statistics.recordTemplates(CaseCombinations.templateMask(of: touchCase))
    featureSets[CaseCombinations.pairFeatures(of: touchCase).rawValue, default: 0] += 1
    if ruleNames != run.ruleNames { useRuleTable(run.ruleNames) }
    for index in run.firedIndices { ruleIndexCounts[Int(index)] += 1 }
  }

  /// Adds another tally's counts to these.
  package mutating func merge(_ other: StatisticsTally) {
    statistics.merge(other.statistics)
    for (bits, count) in other.featureSets { featureSets[bits, default: 0] += count }
    if featureSets.count > foldEvery {
      statistics.featurePairs = Self.expanding(featureSets, into: statistics.featurePairs)
      featureSets.removeAll(keepingCapacity: true)
    }
    if ruleNames.isEmpty { useRuleTable(other.ruleNames) }
    if ruleNames == other.ruleNames {
      for (i, count) in other.ruleIndexCounts.enumerated() { ruleIndexCounts[i] += count }
      return
    }
    for (i, count) in other.ruleIndexCounts.enumerated() where count > 0 { ruleIndexCounts[slot(of: other.ruleNames[i])] += count }
  }

  /// How many cases fired each rule, by rule name.
  package var ruleCounts: [String: Int] {
    var result: [String: Int] = [:]
    for (i, count) in ruleIndexCounts.enumerated() where count > 0 { result[ruleNames[i], default: 0] += count }
    return result
  }

  /// The counts, rule names resolved.
  package var value: CaseStatistics {
    var result = statistics
    result.ruleCounts.merge(ruleCounts, uniquingKeysWith: +)
    result.featurePairs = Self.expanding(featureSets, into: result.featurePairs)
    return result
  }

  /// Pair counts with each set's count added to every pair of capabilities in it.
  private static func expanding(_ sets: [UInt64: Int], into pairs: [Int]) -> [Int] {
    var pairs = pairs
    for (bits, count) in sets { CaseCombinations.forEachPair(in: Capabilities(rawValue: bits)) { pairs[$0] += count } }
    return pairs
  }

  /// Lays the rule counts out by `names` (a run's table) first, keeping the counts of rules it lacks after them.
  private mutating func useRuleTable(_ names: [String]) {
    let (oldNames, oldCounts) = (ruleNames, ruleIndexCounts)
    ruleNames = names
    ruleIndexCounts = [Int](copies: 0, count: names.count)
    for (i, count) in oldCounts.enumerated() where count > 0 { ruleIndexCounts[slot(of: oldNames[i])] += count }
  }

  /// The index of a rule's count, a new one at the end for a rule not in the table.
  private mutating func slot(of name: String) -> Int {
    if let k = ruleNames.firstIndex(of: name) { return k }
    ruleNames.append(name)
    ruleIndexCounts.append(0)
    return ruleNames.count - 1
  }
}
