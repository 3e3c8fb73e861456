import PropertyTesting
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import Reporting

@Suite("Regressions that stay true")
struct RegressionTests {
  /// The case JSON inside a printed regression test.
  func caseJSON(in test: String) throws -> String {
    let start = try #require(test.range(of: "#\"\"\"\n"))
    let end = try #require(test.range(of: "\"\"\"#", range: start.upperBound..<test.endIndex))
    return String(test[start.upperBound..<end.lowerBound])
  }

  @Test("The printed regression test holds the minimal case: it fails on the buggy engine and passes on the fixed one, whatever capabilities are claimed")
  func regressionHoldsTheCase() throws {
    let mutant = try #require(Deviation.mutants.first { $0.name == "max-edge-inclusive" })
    var configuration = Campaign.Configuration(seed: 1, cases: 1_000)
    configuration.stopOnFirst = true
    let c = try #require(Campaign(oracle: ReferenceOracle(), engine: mutant.engine, configuration: configuration).run().counterexample)
    let file = try CaseFile.decode(text: try caseJSON(in: FailureReport.regressionTest(c)))
    #expect(file.touchCase == c.touchCase)
    for capabilities in [mutant.capabilities, Capabilities.foundation, Capabilities.all] {
      let buggy = ReferenceOracle(name: "buggy", summary: "", capabilities: capabilities, rules: mutant.rules)
      let fixed = ReferenceOracle(name: "fixed", summary: "", capabilities: capabilities) { OracleRules(state: $0) }
      #expect(Differential.compare(oracle: ReferenceOracle(), engine: buggy, file.touchCase) != nil)
      #expect(Differential.compare(oracle: ReferenceOracle(), engine: fixed, file.touchCase) == nil)
    }
  }

  @Test("A replay token made under other capabilities is an error, not another case")
  func fingerprintMismatch() throws {
    let narrow = ReplayFingerprint(capabilities: [.hitTesting], profile: .default)
    let wide = ReplayFingerprint(capabilities: .all, profile: .default)
    let token = narrow.token([1, 2, 3])
    #expect(try narrow.choices(of: token) == [1, 2, 3])
    #expect(throws: ReplayFingerprint.Mismatch.self) { try wide.choices(of: token) }
    var profile = Profile.default
    profile.panMinimumDistance = 12
    #expect(throws: ReplayFingerprint.Mismatch.self) { try ReplayFingerprint(capabilities: [.hitTesting], profile: profile).choices(of: token) }
  }
}
