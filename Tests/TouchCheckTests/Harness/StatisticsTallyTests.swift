import PropertyTesting
import Testing
@testable import TouchCheck
import TouchModel
import UIKitOracle

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

  @Test("A case's template mask holds exactly the templates whose matcher accepts it")
  func templateMask() {
    for (touchCase, _) in Self.cases(.all, count: 500) {
      let reading = CaseReading(touchCase)
      let expected = ScenarioTemplates.all.indices.filter { ScenarioTemplates.all[$0].matches(reading) }
      #expect(CaseCombinations.templates(of: touchCase) == expected)
    }
  }
}
