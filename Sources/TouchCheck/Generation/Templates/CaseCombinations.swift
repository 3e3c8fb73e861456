import TouchModel

/// The combinations a case holds, for the campaign statistics: each scenario template's combination (whoever
/// generated the case) and each pair of capabilities its content uses together (`FeatureChecker`).
public enum CaseCombinations {
  /// The capabilities that are content, in declaration order: every single one but the visit order and tap counts,
  /// which say what an engine records, not what a case holds (a case never "uses" them, so every pair with one of them
  /// was reported as never used together).
  static let capabilities = Capabilities.named.filter { $0.1 != .visits && $0.1 != .tapCounts }

  /// `a+b` for every pair of content capabilities, in declaration order.
  public static let pairNames: [String] = capabilities.indices.flatMap { i in
    capabilities.indices.filter { $0 > i }.map { capabilities[i].0 + "+" + capabilities[$0].0 }
  }

  /// Whether both capabilities of a pair (`a+b`, as in `pairNames`) are claimed.
  public static func claims(_ claimed: Capabilities, pair: String) -> Bool {
    pair.split(separator: "+").allSatisfy { Capabilities(name: String($0)).map(claimed.isSuperset(of:)) ?? false }
  }

  /// The template combinations' names, in template order.
  public static var templateNames: [String] { ScenarioTemplates.names }

  /// Indices into `templateNames` of the combinations a case holds.
  static func templates(of touchCase: TouchCase) -> [Int] {
    let reading = CaseReading(touchCase)
    return ScenarioTemplates.all.indices.filter { ScenarioTemplates.all[$0].matches(reading) }
  }

  /// Indices into `pairNames` of the pairs of capabilities a case uses together.
  static func pairs(of touchCase: TouchCase) -> [Int] {
    let used = FeatureChecker.features(of: touchCase)
    let present = capabilities.indices.filter { used.contains(capabilities[$0].1) }
    let n = capabilities.count
    var result: [Int] = []
    for (k, i) in present.enumerated() {
      for j in present[(k + 1)...] { result.append(i * n - i * (i + 1) / 2 + (j - i - 1)) }
    }
    return result
  }
}
