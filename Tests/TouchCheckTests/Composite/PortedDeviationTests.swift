import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle

@Suite("The ported mistakes (issue 17): each names its project and is found")
struct PortedDeviationTests {
  @Test("Every ported deviation names the project whose code it comes from, and a rule that exists", arguments: Deviation.ported.map(\.name))
  func documented(_ name: String) throws {
    let deviation = try #require(Deviation.named(name))
    #expect(deviation.bug.contains("/"), "\(name): the description names no project (owner/repo): \(deviation.bug)")
    #expect(RuleCatalogue.all.contains { $0.id == deviation.rule }, "\(name): unknown rule \(deviation.rule)")
    #expect(Deviation.mutants.allSatisfy { $0.name != name }, "\(name) is also a self-check mutant")
  }

  @Test("Every ported deviation is found and shrunk by a fixed-seed campaign inside its capabilities", .heavy, arguments: Deviation.ported.map(\.name))
  func found(_ name: String) throws {
    let deviation = try #require(Deviation.named(name))
    var configuration = Campaign.Configuration(seed: 1, cases: 5_000)
    configuration.stopOnFirst = true
    configuration.profilePerCase = true
    let report = Campaign(oracle: ReferenceOracle(), engine: deviation.engine, configuration: configuration).run()
    #expect(report.counterexample != nil, "\(name) was not found in 5,000 cases (seed 1)")
  }
}
