import Foundation
import Testing
import DeviationCatalogue
import TouchModel
import UIKitOracle

@testable import TouchCheck
import Reporting

@Suite("A partial engine's coverage: rules and templates outside its claims are not 'never' (issue 33, item 5)")
struct PartialCoverageTests {
  @Test("Rules only documented cases outside the claims exercise are 'not claimed' in every output; unfit templates are not listed")
  func partialEngine() throws {
    let engine = PartialEngine(ReferenceOracle(), claiming: [.hitTesting])
    let policy = try CampaignPolicy(engine: engine)
    var configuration = policy.configuration(seed: 1, cases: 300, guided: false)
    configuration.causes = nil
    var report = policy.campaign(configuration).run()
    report.documented = policy.replayDocumented("\(ExternalScripts.packageRoot)/Corpus/documented") { _ in }
    let allRules = RuleCatalogue.all.map(\.id.id)
    let unclaimed = try #require(report.documented?.unclaimedRules)
    #expect(unclaimed.contains { $0.hasPrefix("GES") } && !unclaimed.contains("HIT-004"), "\(unclaimed)")
    let (never, notClaimed) = CampaignSummary.neverFired(report, allRules: allRules)
    #expect(!notClaimed.isEmpty && Set(never).isDisjoint(with: notClaimed))
    let text = CampaignSummary.render(report, allRules: allRules)
    #expect(text.contains("not claimed (only documented cases outside the engine's claims exercise them): "), "\(text)")
    #expect(text.contains("templates outside the engine's claims not listed") && !text.contains("swipe starting on a slider's knob"), "\(text)")
    #expect(MarkdownSummary.render(report, allRules: allRules).contains("Not claimed ("))
    let summary = try ReportSummary(json: JSONParser.parse(CampaignJSON.render(report, allRules: allRules)))
    #expect(summary.notClaimed == notClaimed)
    #expect(!(summary.distribution?.templates ?? []).contains { $0.name == "swipe starting on a slider's knob" })
    let rules = RuleCatalogue.all.map { ReportRule(id: $0.id.id, area: $0.area, statement: $0.statement) }
    let page = CampaignPage.render(summary, cases: [:], rules: rules, generator: "test")
    #expect(page.components(separatedBy: "<span>not claimed</span>").count == notClaimed.count + 1, "every unclaimed rule's cell says so")
    #expect(page.components(separatedBy: "<span>never</span>").count == never.count + 1)
  }
}
