import PropertyTesting
import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import CaseGeneration

/// Proves with the feature checker, which reads only a case's content, that generated cases use only claimed capabilities.
@Suite("Generation stays inside capabilities")
struct GenerationStaysInsideCapabilitiesTests {
  /// A minimal engine: hit testing in one window.
  static let base: Capabilities = .hitTesting

  /// Every capability removed from everything, every one added to the base, and every mutant's claim, each named.
  ///
  /// Hit testing is in every set: every generated case lands a finger, so the generator supports no engine without it.
  static let subsets: [(String, Capabilities)] = {
    var sets: [(String, Capabilities)] = [("all", .all), ("base", base)]
    for (name, single) in Capabilities.named where single != base {
      sets.append(("all - \(name)", Capabilities.all.subtracting(single)))
      sets.append(("base + \(name)", base.union(single)))
    }
    for mutant in Deviation.mutants where !sets.contains(where: { $0.1 == mutant.capabilities }) {
      sets.append(("claim of \(mutant.name)", mutant.capabilities))
    }
    return sets
  }()

  /// The cases of one seed for a capability set, as a campaign makes them (sizes growing to 100).
  static func cases(_ capabilities: Capabilities, seed: UInt64, count: Int) -> [TouchCase] {
    let generator = CaseGenerator(capabilities: capabilities)
    return (0..<count).map { i in
      var source = ChoiceSource(seed: CaseSchedule.caseSeed(run: seed, index: i), size: CaseSchedule.size(forCase: i, of: count, maxSize: 100))
      return generator.generate(&source)
    }
  }

  /// The seeds each subset is generated with: 2 in the fast tier (300 cases of every size for each of the 104 subsets;
  /// guided campaigns check the same on their mutated cases, `GuidanceTests.insideCapabilities`), 20 (as before the
  /// tiers) in the long one (`TestTier`).
  static let seeds = UInt64(1)...TestTier.pick(fast: 2, long: 20)

  @Test("Over 2 seeds (20 in the long tier), every generated case uses only the capabilities its engine claims", .heavy, arguments: subsets.indices)
  func onlyClaimedFeatures(_ which: Int) {
    let (name, claimed) = Self.subsets[which]
    for seed in Self.seeds {
      for (i, c) in Self.cases(claimed, seed: seed, count: 150).enumerated() {
        let missing = FeatureChecker.missing(for: c, in: claimed)
        #expect(missing.isEmpty, "\(name), seed \(seed), case \(i) uses \(missing.names.joined(separator: ", "))")
        if !missing.isEmpty { return }
      }
    }
  }

  @Test("Claiming everything, generated cases use every capability that is content (all but the visit order and tap counts)", .heavy)
  func everythingIsExercised() {
    var used: Capabilities = []
    for seed in UInt64(1)...20 {
      for c in Self.cases(.all, seed: seed, count: 150) { used.formUnion(FeatureChecker.features(of: c)) }
    }
    let unused = Capabilities.all.subtracting([.visits, .tapCounts]).subtracting(used)
    #expect(unused.isEmpty, "never generated: \(unused.names.joined(separator: ", "))")
  }

  @Test("The family of subsets covers every single capability both ways")
  func family() {
    #expect(Self.subsets.count >= 2 * Capabilities.named.count)
    #expect(Self.subsets.allSatisfy { $0.1.contains(Self.base) })
    #expect(Capabilities.named.reduce(Capabilities()) { $0.union($1.1) } == .all)
  }
}
