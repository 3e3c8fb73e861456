import PropertyTesting
import Testing
import TouchCheck
import TouchModel
import CaseGeneration

@Suite("The capabilities in the pair statistics")
struct CaseCombinationsTests {
  /// Every capability named in `CaseCombinations.pairNames`, in order.
  static var pairedCapabilities: [String] {
    var names: [String] = []
    for pair in CaseCombinations.pairNames {
      for part in pair.split(separator: "+").map(String.init) where !names.contains(part) { names.append(part) }
    }
    return names
  }

  @Test("Each one is something a case's content can use: 2,000 cases claiming everything (seed 1) use each at least once")
  func eachIsUsed() throws {
    let generator = CaseGenerator(capabilities: .all)
    var used: Capabilities = []
    for i in 0..<2_000 {
      var source = ChoiceSource(seed: CaseSchedule.caseSeed(run: 1, index: i), size: 100)
      used.formUnion(FeatureChecker.features(of: generator.generate(&source)))
    }
    for name in Self.pairedCapabilities {
      let capability = try #require(Capabilities(name: name), "\(name) is not a capability name")
      // A capability no case can use would sit in "feature pairs never used together" in every report.
      #expect(used.isSuperset(of: capability), "no generated case uses \(name)")
    }
  }
}
