import TouchModel

/// One worker's statistics, with rule counts kept by index into the oracle's rule table (no strings per case) and
/// feature pairs kept by the set of features a case uses (expanded into pairs once per distinct set, in `value`).
public struct StatisticsTally: Sendable {
  private var statistics = CaseStatistics()
  private var ruleNames: [String] = []
  private var ruleIndexCounts: [Int] = []
  /// Cases by the content capabilities they use, raw bits to count (only summed, so its order reaches nothing).
  private var featureSets = [UInt64: Int](minimumCapacity: 64)

  /// Creates an empty tally.
  public init() {}

  /// Counts one case and the oracle's run of it, as `CaseStatistics.record` does.
  public mutating func record(_ touchCase: TouchCase, oracle run: EngineRun) {
    statistics.recordSize(touchCase, trace: run.trace)
    statistics.recordTemplates(CaseCombinations.templateMask(of: touchCase))
    featureSets[CaseCombinations.pairFeatures(of: touchCase).rawValue, default: 0] += 1
    if ruleNames.count != run.ruleNames.count {
      ruleNames = run.ruleNames
      ruleIndexCounts = [Int](copies: 0, count: ruleNames.count)
    }
    for index in run.firedIndices { ruleIndexCounts[Int(index)] += 1 }
  }

  /// The counts, rule names resolved.
  public var value: CaseStatistics {
    var result = statistics
    for (i, count) in ruleIndexCounts.enumerated() where count > 0 { result.ruleCounts[ruleNames[i], default: 0] += count }
    for (bits, count) in featureSets {
      for k in CaseCombinations.pairs(in: Capabilities(rawValue: bits)) { result.featurePairs[k] += count }
    }
    return result
  }
}
