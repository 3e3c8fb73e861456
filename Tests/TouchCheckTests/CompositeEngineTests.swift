import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle

@Suite("The composite engine: many deviations at once (issue 8)")
struct CompositeEngineTests {
  static let parts = BuiltInEngines.compositeParts.compactMap { name in Deviation.mutants.first { $0.name == name } }

  static func size(_ c: Counterexample) -> Int {
    let d = c.dimensions
    return d.views + d.recognizers + d.fingers + d.frames
  }

  /// Deviations whose composite case (seed 1, generator 7) comes from a scroll drag's second finger, which lands only
  /// during the first finger's drag: a shrink cannot keep it without that drag, a local minimum a few elements larger.
  static let scrollDragLocalMinima: Set<String> = ["circle-edge-excluded"]

  /// The composite's campaign (seed 1, 3,000 cases), run once and read by these tests and by
  /// `CampaignTests.everyDivergence`.
  static let report = Campaign(oracle: ReferenceOracle(), engine: BuiltInEngines.composite, configuration: .init(seed: 1, cases: 3_000, jobs: 2)).run()

  @Test("One campaign reports every deviation under its own rule, each shrunk to at most one element more than the single mutant's minimal case", .heavy)
  func everyDeviation() throws {
    #expect(Self.parts.count == BuiltInEngines.compositeParts.count)
    for mutant in Self.parts {
      let own = Self.report.divergences.filter { $0.rule == mutant.rule.id }
      #expect(!own.isEmpty, "\(mutant.name) (\(mutant.rule)) not reported; rules seen: \(Self.report.divergences.compactMap(\.rule))")
      var configuration = Campaign.Configuration(seed: 1, cases: 1_000)
      configuration.stopOnFirst = true
      let single = try #require(Campaign(oracle: ReferenceOracle(), engine: mutant.engine, configuration: configuration).run().counterexample)
      let same = try #require(Self.report.divergences.first { $0.signature == single.signature }?.counterexample, "\(mutant.name): \(single.signature) not reported")
      // The bound holds unless another deviation shadows the single mutant's own minimal case in the composite
      // (exclusive-touch-ignored's puts a finger exactly on a max edge, where closed-max-edge fires first).
      let shadowed = Differential.compare(oracle: ReferenceOracle(), engine: BuiltInEngines.composite, single.touchCase)?.signature != single.signature
      // Shrinking finds local minima: the composite's case may keep one element more than the single mutant's.
      let localMinimum = Self.scrollDragLocalMinima.contains(mutant.name)
      #expect(shadowed || localMinimum || Self.size(same) <= Self.size(single) + 1, "\(mutant.name): composite minimal \(Self.size(same)) > single mutant's \(Self.size(single)) + 1")
    }
  }

  @Test("With the two most frequent deviations known, the same campaign still finds all the others", .heavy)
  func knownFrequent() throws {
    let byRule = Dictionary(grouping: Self.report.divergences, by: { $0.rule ?? "?" }).mapValues { $0.reduce(0) { $0 + $1.hits } }
    let frequent = byRule.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(2).map(\.key)
    var configuration = Campaign.Configuration(seed: 1, cases: 3_000, jobs: 2)
    configuration.known = KnownDivergences(frequent.map { .init(signature: $0 + " *", reason: "accepted in a test") })
    // The fast tier runs the same cases in the same order up to the one where the last other deviation is found (HIT-005,
    // first seen at case 824 of the 3,000, as in the campaign without known divergences), and does not shrink what it
    // finds (`ShrinkLimits.unread`: this test reads only the rules of the divergences found and of the known hits; the
    // campaign's shrinking is checked on `report`): 1 CPU-second instead of 5. The long tier runs all 3,000 cases.
    let others = Set(Self.parts.map(\.rule.id)).subtracting(frequent)
    var named: Set<String> = []
    let stop = StopRequest()
    configuration.shrinkLimits = .unread
    if !TestTier.isLong { configuration.stop = stop }
    let again = Campaign(oracle: ReferenceOracle(), engine: BuiltInEngines.composite, configuration: configuration).run(found: { record in
      if let rule = record.rule { named.insert(rule) }
      if named.isSuperset(of: others) { stop.request("every other deviation found") }
    })
    for mutant in Self.parts where !frequent.contains(mutant.rule.id) {
      #expect(again.divergences.contains { $0.rule == mutant.rule.id }, "\(mutant.name) lost behind the known \(frequent)")
    }
    #expect(again.knownHits.allSatisfy { frequent.contains($0.rule ?? "") })
  }
}
