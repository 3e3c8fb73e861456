import TouchModel

/// The combinations a case holds, for the campaign statistics: each scenario template's combination (whoever
/// generated the case) and each pair of capabilities its content uses together (`FeatureChecker`).
package enum CaseCombinations {
  /// The capabilities that are content, in declaration order: every single one but the visit order and tap counts,
  /// which say what an engine records, not what a case holds (a case never "uses" them, so every pair with one of them
  /// was reported as never used together).
  static let capabilities = Capabilities.named.filter { $0.1 != .visits && $0.1 != .tapCounts }

  /// All of `capabilities` in one set: the part of a case's features that the pair statistics read.
  static let content = capabilities.reduce(into: Capabilities()) { $0.formUnion($1.1) }

  /// `a+b` for every pair of content capabilities, in declaration order.
  package static let pairNames: [String] = capabilities.indices.flatMap { i in
    capabilities.indices.filter { $0 > i }.map { capabilities[i].0 + "+" + capabilities[$0].0 }
  }

  /// Whether both capabilities of a pair (`a+b`, as in `pairNames`) are claimed.
  package static func claims(_ claimed: Capabilities, pair: String) -> Bool {
    pair.split(separator: "+").allSatisfy { Capabilities(name: String($0)).map(claimed.isSuperset(of:)) ?? false }
  }

  /// The template combinations' names, in template order.
  package static var templateNames: [String] { ScenarioTemplates.names }

  /// The templates a summary lists, by index into `templateNames`: those an engine claiming `claimed` can be given, and
  /// any other a case held (`counts` is indexed like `templateNames`).
  package static func shownTemplates(_ counts: [Int], claimed: Capabilities) -> [Int] {
    templateNames.indices.filter { counts[$0] > 0 || ScenarioTemplates.all[$0].fits(claimed) }
  }

  /// Indices into `templateNames` of the combinations a case holds.
  static func templates(of touchCase: TouchCase) -> [Int] {
    let mask = templateMask(of: touchCase)
    return ScenarioTemplates.all.indices.filter { mask & (1 << UInt64($0)) != 0 }
  }

  /// The combinations a case holds as bits, bit k for `templateNames[k]` (no array per case: every case is asked).
  package static func templateMask(of touchCase: TouchCase) -> UInt64 {
    precondition(ScenarioTemplates.all.count <= 64, "template combinations are counted in a 64-bit mask")
    let reading = CaseReading(touchCase)
    var mask: UInt64 = 0
    for k in ScenarioTemplates.all.indices where ScenarioTemplates.all[k].matches(reading) { mask |= 1 << UInt64(k) }
    return mask
  }

  /// Indices into `pairNames` of the pairs of capabilities a case uses together.
  package static func pairs(of touchCase: TouchCase) -> [Int] {
    pairs(in: pairFeatures(of: touchCase))
  }

  /// The content capabilities a case uses: its pairs are `pairs(in:)` of them. Cases are tallied by this set, and
  /// the set expanded into pairs once per distinct set rather than once per case.
  package static func pairFeatures(of touchCase: TouchCase) -> Capabilities {
    FeatureChecker.features(of: touchCase).intersection(content)
  }

  /// Indices into `pairNames` of every pair of content capabilities in `used`.
  static func pairs(in used: Capabilities) -> [Int] {
    var result: [Int] = []
    forEachPair(in: used) { result.append($0) }
    return result
  }

  /// Each content capability alone, in `capabilities` order (no name to copy per read).
  private static let contentBits = capabilities.map(\.1)

  /// Calls `body` with the index into `pairNames` of every pair of content capabilities in `used`, in order, building
  /// no array (a campaign's statistics expand every distinct set of features a case used).
  package static func forEachPair(in used: Capabilities, _ body: (Int) -> Void) {
    let n = contentBits.count
    withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { present in
      var m = 0
      for i in 0..<n where used.isSuperset(of: contentBits[i]) {
        present[m] = i
        m += 1
      }
      for a in 0..<m {
        let i = present[a]
        for b in (a + 1)..<m { body(i * n - i * (i + 1) / 2 + (present[b] - i - 1)) }
      }
    }
  }
}
