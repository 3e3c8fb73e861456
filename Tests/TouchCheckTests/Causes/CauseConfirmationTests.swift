import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel

@Suite("What diagnosis names is confirmed by the evidence it states (issue 36, item 10)")
struct CauseConfirmationTests {
  @Test(
    "Each named cause is the engine's own deviation, confirmed, predicting every one of at least 10 related cases; nothing unexplained is confirmed",
    .heavy, arguments: ["hidden-still-hit", "exclusive-touch-ignored", "max-edge-inclusive"])
  func confirmed(_ name: String) throws {
    var configuration = Campaign.Configuration(seed: 3, cases: 600)
    configuration.causes = CatalogueDiagnosis()
    let engine = try #require(Deviation.named(name)).engine
    let report = Campaign(oracle: CampaignPolicy.reference([]), engine: engine, configuration: configuration).run()
    let diagnoses = report.divergences.compactMap { d in d.counterexample?.diagnosis.map { (d.signature, $0) } }
    #expect(diagnoses.contains { $0.1.cause?.name == name }, "\(name): \(diagnoses.map { "\($0.0): \($0.1.cause?.name ?? "-")" })")
    for (signature, diagnosis) in diagnoses {
      if let cause = diagnosis.cause {
        #expect(cause.name == name || diagnosis.alternatives.contains { $0.name == name }, "\(signature) named \(cause.name)")
        #expect(diagnosis.confirmed == true, "\(signature)")
        let evidence = try #require(diagnosis.evidence, "\(signature) is named without evidence")
        #expect(evidence.predicted == evidence.related && evidence.related >= 10, "\(signature): \(evidence)")
        #expect(diagnosis.text.contains("\(evidence.related) of \(evidence.related) related cases"), "\(diagnosis.text)")
      } else {
        #expect(diagnosis.confirmed != true, "\(signature) is unexplained yet confirmed")
      }
    }
  }
}
