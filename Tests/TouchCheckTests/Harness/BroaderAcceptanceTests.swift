import Foundation
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import Reporting

@Suite("An accepted deviation broader than the engine's mistake is never counted against it (issue 31, item 4)")
struct BroaderAcceptanceTests {
  /// The campaign of `engine` through the policy, with a known file that accepts `deviation`.
  static func run(_ engine: any TouchEngine, accepting deviation: String, cases: Int = 600) throws -> CampaignReport {
    let known = try KnownDivergences.decode(text: #"{"format": 1, "known": [{"deviation": "\#(deviation)", "reason": "named by diagnosis"}]}"#)
    let policy = try CampaignPolicy(engine: engine, known: known)
    var configuration = policy.configuration(seed: 3, cases: cases, guided: false)
    configuration.causes = nil
    return policy.campaign(configuration).run()
  }

  @Test("A conforming engine that accepts a deviation it does not have passes; the cases are reported apart, shrunk")
  func conformingEngine() throws {
    let report = try Self.run(ReferenceOracle(), accepting: "max-edge-inclusive")
    #expect(report.passed, "\(report.divergences.map(\.signature))")
    #expect(!report.broader.isEmpty, "the accepted deviation changes the reference on edge cases, where the engine is right")
    for d in report.broader {
      #expect(d.signature.hasPrefix(Differential.broader))
      let c = try #require(d.counterexample)
      #expect(c.dimensions.views <= 2, "\(d.signature) not shrunk")
      #expect(c.symptom == nil && c.diagnosis == nil)
    }
    let table = CampaignSummary.render(report, allRules: [])
    #expect(table.contains("Reference: the oracle with the accepted deviations max-edge-inclusive"), "\(table)")
    #expect(table.contains("the accepted max-edge-inclusive is broader than this engine's mistake"), "\(table)")
    #expect(CampaignJSON.render(report, allRules: []).contains("\"broader\""))
    #expect(MarkdownSummary.render(report, allRules: []).contains("is broader than this engine"))
    let junit = JUnitReport.campaign(report) { _ in "" }.xml
    #expect(junit.contains("Reference: the oracle with the accepted deviations max-edge-inclusive") && junit.contains("broader than this engine"))
    let summary = try ReportSummary(json: JSONParser.parse(CampaignJSON.render(report, allRules: [])))
    let page = CampaignPage.render(summary, cases: [:], rules: [], generator: "test")
    #expect(page.contains("<dt>reference</dt><dd>Reference: the oracle with the accepted deviations max-edge-inclusive"))
    #expect(page.contains("Accepted deviations broader than this engine's mistake") && page.contains("conforms"))
  }

  @Test("An engine with the accepted deviation itself conforms with nothing reported broader")
  func exactAcceptance() throws {
    let engine = try #require(Deviation.named("max-edge-inclusive")).engine
    let report = try Self.run(engine, accepting: "max-edge-inclusive")
    #expect(report.passed && report.broader.isEmpty, "\((report.divergences + report.broader).map(\.signature))")
    #expect(report.referenceText != nil)
  }

  @Test("Another mistake of the engine still fails the run beside an accepted deviation it does not have")
  func otherMistake() throws {
    let engine = try #require(Deviation.named("hidden-still-hit")).engine
    let report = try Self.run(engine, accepting: "max-edge-inclusive")
    #expect(!report.passed)
    #expect(report.divergences.allSatisfy { !$0.isBroader })
  }
}
