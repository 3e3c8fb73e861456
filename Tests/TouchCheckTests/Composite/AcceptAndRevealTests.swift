import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle

@Suite("Accepting the first mistake reveals those behind it (issue 17, done-when)")
struct AcceptAndRevealTests {
  /// A tap that begins at touch-down (every tap case differs at its first frame), and three tap and pan mistakes behind it.
  static let names = ["tap-begins-at-touch-down", "tap-without-movement-limit", "tap-without-maximum-duration", "pan-begins-on-first-move"]

  /// The deviations the campaign's causes name, in the order first named.
  static func named(_ report: CampaignReport) -> [String] {
    var names: [String] = []
    for d in report.divergences {
      for name in d.counterexample?.diagnosis?.cause?.deviations ?? [] where !names.contains(name) { names.append(name) }
    }
    return names
  }

  @Test("Accepting tap-begins-at-touch-down by name, the campaign names the three others within 100,000 cases, and nothing else", .heavy)
  func acceptTheFirst() throws {
    let deviations = try Self.names.map { try #require(Deviation.named($0)) }
    let capabilities = Deviations.capabilities(of: deviations)
    let engine = Deviations.engine(deviations, name: "tap-at-touch-down-and-three-more", capabilities: capabilities)
    let accepted = [deviations[0]]
    var found: [String] = []
    var budget = 5_000
    while budget <= 100_000 {
      var configuration = Campaign.Configuration(seed: 1, cases: budget, jobs: 2)
      configuration.causes = CatalogueDiagnosis(accepted: accepted)
      configuration.acceptedDeviations = accepted.map(\.name)
      let report = Campaign(oracle: Deviations.engine(accepted), engine: engine, configuration: configuration).run()
      found = Self.named(report)
      if Set(found).isSuperset(of: Self.names.dropFirst()) { break }
      budget *= 4
    }
    #expect(Set(found).isSuperset(of: Self.names.dropFirst()), "named \(found) within \(budget) cases")
    #expect(Set(found).isSubset(of: Set(Self.names)), "a wrong name: \(found)")
    #expect(!found.contains(Self.names[0]), "the accepted deviation is never named again")
  }
}
