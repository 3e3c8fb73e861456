import PropertyTesting
import Testing
@testable import TouchCheck
import TouchModel
import UIKitOracle
@testable import CaseGeneration

@Suite("A worker's statistics tally")
struct StatisticsTallyTests {
  /// Cases of a generator with their oracle runs, as a campaign's worker sees them.
  static func cases(_ capabilities: Capabilities, count: Int) -> [(TouchCase, EngineRun)] {
    let generator = CaseGenerator(capabilities: capabilities, drawsProfile: true)
    let oracle = ReferenceOracle()
    return (0..<count).compactMap { i in
      var source = ChoiceSource(seed: CaseSchedule.caseSeed(run: 5, index: i), size: i % 101)
      let touchCase = generator.generate(&source)
      guard !source.isInvalid else { return nil }
      return (touchCase, oracle.run(touchCase, recording: capabilities.categories))
    }
  }

  @Test(
    "Counts what counting case by case counts: templates by mask, feature pairs by the set of features (1,000 cases per capability set)",
    arguments: [Capabilities.all, Capabilities([.hitTesting, .hitAreas, .transforms]), Capabilities([.hitTesting, .delivery, .severalFingers, .controls, .scrollViews, .pan])])
  func sameCounts(capabilities: Capabilities) {
    var tally = StatisticsTally()
    var direct = CaseStatistics()
    for (touchCase, run) in Self.cases(capabilities, count: 1_000) {
      tally.record(touchCase, oracle: run)
      direct.record(touchCase, oracle: run)
    }
    let counted = tally.value
    #expect(counted.cases > 600)
    #expect(counted.combinations == direct.combinations)
    #expect(counted.featurePairs == direct.featurePairs)
    #expect(counted.featurePairs.contains { $0 > 0 })
    #expect(counted == direct)
  }

  @Test("Tallies merged chunk by chunk, in any split and folded at any count of sets, give the counts of one tally of every case; rule counts by name agree")
  func merged() {
    let cases = Self.cases(.all, count: 600)
    var whole = StatisticsTally()
    for (touchCase, run) in cases { whole.record(touchCase, oracle: run) }
    for (chunk, foldEvery) in [(1, 4_096), (7, 3), (64, 0), (256, 50)] {
      var merged = StatisticsTally()
      // Sets of features expanded into pairs every few sets, or only for the value.
      merged.foldEvery = foldEvery
      for start in stride(from: 0, to: cases.count, by: chunk) {
        var part = StatisticsTally()
        for (touchCase, run) in cases[start..<min(start + chunk, cases.count)] { part.record(touchCase, oracle: run) }
        merged.merge(part)
      }
      #expect(merged.value == whole.value, "chunks of \(chunk), folded past \(foldEvery) sets")
      #expect(merged.ruleCounts == whole.value.ruleCounts)
    }
    // A run with another rule table keeps the counts of both, by name.
    var mixed = whole
    let other = EngineRun(trace: [], ruleNames: ["ZZZ-001", "HIT-001"], firedIndices: [0, 1])
    mixed.record(cases[0].0, oracle: other)
    #expect(mixed.ruleCounts["ZZZ-001"] == 1)
    #expect(mixed.ruleCounts["HIT-001"] == (whole.ruleCounts["HIT-001"] ?? 0) + 1)
    #expect(mixed.ruleCounts.filter { $0.key != "ZZZ-001" && $0.key != "HIT-001" } == whole.ruleCounts.filter { $0.key != "HIT-001" })
  }

  @Test("A case's template mask holds exactly the templates whose matcher accepts it")
  func templateMask() {
    for (touchCase, _) in Self.cases(.all, count: 500) {
      let reading = CaseReading(touchCase)
      let expected = ScenarioTemplates.all.indices.filter { ScenarioTemplates.all[$0].matches(reading) }
      #expect(CaseCombinations.templates(of: touchCase) == expected)
    }
  }
}
