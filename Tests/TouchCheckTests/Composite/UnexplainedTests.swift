import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import Reporting

/// An engine whose hit test answers for the point one point to the right of the finger (a coordinate off by one):
/// no catalogued mistake reads points that way.
struct OffByOnePointEngine: TouchEngine {
  var name = "off-by-one-point"
  var summary = "hit-tests one point to the right of the finger"
  var capabilities: Capabilities = [.hitTesting]

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    var shifted = touchCase
    for k in shifted.stream.items.indices {
      guard case .touches(var samples) = shifted.stream.items[k].kind else { continue }
      for s in samples.indices { samples[s].location.x += 1 }
      shifted.stream.items[k].kind = .touches(samples)
    }
    return ReferenceOracle().run(shifted, recording: categories)
  }
}

@Suite("A mistake the catalogue does not know is unexplained, never a wrong name (issue 17, done-when)")
struct UnexplainedTests {
  @Test("Engines with mistakes outside the catalogue get 'unexplained' for every divergence", .heavy, arguments: [0, 1])
  func unexplained(_ which: Int) {
    let engine: any TouchEngine = which == 0 ? OffByOnePointEngine() : FailedThenBeganEngine()
    // 750 cases in the fast tier, 1,500 (as before the tiers) in the long one (`TestTier`): each engine's mistake shows
    // in its first cases, so the fast tier still diagnoses several divergences of each.
    var configuration = Campaign.Configuration(seed: 1, cases: TestTier.pick(fast: 750, long: 1_500))
    configuration.causes = CatalogueDiagnosis()
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
    #expect(!report.divergences.isEmpty)
    for d in report.divergences {
      let diagnosis = d.counterexample?.diagnosis
      #expect(diagnosis != nil && diagnosis?.cause == nil, "\(engine.name): \(d.signature) was \(diagnosis?.text ?? "not diagnosed")")
    }
    // Issue 31, item 3: each is described, and the table groups them by that description, one line per sentence.
    let symptoms = report.divergences.map { $0.counterexample?.symptom?.text }
    #expect(!symptoms.contains(nil), "\(engine.name): a divergence without a description")
    let table = CampaignSummary.divergenceTable(report, archived: [:])
    for symptom in Set(symptoms.compactMap { $0 }) {
      #expect(table.components(separatedBy: "  unexplained: \(symptom) — ").count == 2, "\(engine.name): \(symptom)\n\(table)")
    }
    #expect(!table.contains("unexplained (no catalogue"), "\(table)")
  }
}
