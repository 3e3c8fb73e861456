import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel

@Suite("A cause is named only when it predicts the engine (issue 31, item 2)")
struct CausesPredictTests {
  /// Deviations that other catalogue entries fit on their minimal cases, whose names were wrong before diagnosis had
  /// to predict: a pan beginning on its first move (pan-slack-5-points fits), a conversion that uses frame origins
  /// only (bounds-origin-ignored and transform-ignored each fit part of it), alpha compared with <= (a Float alpha
  /// fits), and scrolling that never asks touchesShouldCancel (controls-cancelled-by-scroll fits).
  static let confusable = ["pan-begins-on-first-move", "conversion-uses-frame-origins-only", "alpha-at-most-0.01", "touches-should-cancel-never-asked"]

  @Test("Left out of the catalogue, each is unexplained or named by an equivalent, never by a cause that fits only", .heavy, arguments: confusable)
  func leftOut(_ name: String) throws {
    let deviation = try #require(Deviation.named(name))
    let findings = DiagnosisSelfTest(deviations: [deviation], cases: 600).findings(leavingOut: deviation)
    #expect(!findings.isEmpty)
    for f in findings where f.named != nil {
      #expect(f.right == true, "\(name): \(f.signature) named \(f.named ?? "?"): \(f.counterexample ?? "")")
    }
  }

  @Test("A named cause carries its evidence; leads of an unexplained one carry theirs", .heavy)
  func evidence() throws {
    var configuration = Campaign.Configuration(seed: 1, cases: 600)
    configuration.causes = CatalogueDiagnosis()
    let engine = try #require(Deviation.named("max-edge-inclusive")).engine
    let report = Campaign(oracle: CampaignPolicy.reference([]), engine: engine, configuration: configuration).run()
    let diagnoses = report.divergences.compactMap { $0.counterexample?.diagnosis }
    let named = try #require(diagnoses.first { $0.cause?.name == "max-edge-inclusive" })
    let evidence = try #require(named.evidence)
    #expect(evidence.predicted == evidence.related && evidence.related >= 10 && evidence.diverging >= 2)
    #expect(named.text.contains("it predicts the engine on \(evidence.related) of \(evidence.related) related cases"))

    let left = DiagnosisSelfTest(deviations: [try #require(Deviation.named("pan-begins-on-first-move"))], cases: 600)
    var leftConfiguration = Campaign.Configuration(seed: 1, cases: 600)
    leftConfiguration.causes = CatalogueDiagnosis(catalogue: Deviation.catalogue.filter { $0.name != "pan-begins-on-first-move" })
    let leftReport = Campaign(oracle: CampaignPolicy.reference([]), engine: left.deviations[0].engine, configuration: leftConfiguration).run()
    let withLeads = leftReport.divergences.compactMap { $0.counterexample?.diagnosis }.filter { $0.cause == nil && !$0.leads.isEmpty }
    #expect(!withLeads.isEmpty && withLeads.allSatisfy { $0.leadEvidence.count == $0.leads.count && $0.text.contains("leads: ") })
  }
}
