import Testing
import TouchModel

@testable import TouchCheck
@testable import Reporting
import CaseGeneration

@Suite("The page's summary read back from --json, and shards merged (issue 21)")
struct ReportSummaryTests {
  /// A campaign report as a campaign leaves it, with one diagnosed divergence.
  func report(shard: Shard? = nil, seed: UInt64 = 1, first: Int = 3, hits: Int = 5) -> CampaignReport {
    var statistics = CaseStatistics()
    statistics.cases = 100
    statistics.views[2] = 60
    statistics.views[12] = 40
    statistics.ruleCounts = ["HIT-001": 100, "HIT-004": 4]
    statistics.combinations[0] = 7
    var report = CampaignReport(engine: "composite", seed: seed, shard: shard, casesRun: 100, elapsed: .milliseconds(2500), statistics: statistics)
    report.plannedCases = 200
    var d = DivergenceRecord(signature: "HIT-004 hitTest:otherView", rule: "HIT-004", firstCase: first, hits: hits)
    d.firstSeconds = 0.25
    report.divergences = [d]
    return report
  }

  func read(_ report: CampaignReport) throws -> ReportSummary {
    try ReportSummary(json: JSONParser.parse(CampaignJSON.render(report, allRules: ["HIT-001", "HIT-002", "HIT-004"])))
  }

  @Test("What the JSON summary holds reads back: counts, budget, discovery time, coverage in catalogue order, distribution")
  func roundTrip() throws {
    let s = try read(report())
    #expect(s.engine == "composite" && s.seed == "1" && s.cases == 100 && s.seconds == 2.5 && s.passed == false && s.summaries == 1)
    #expect(s.budgetCases == 200 && s.budgetSeconds == nil)
    #expect(s.divergences.map(\.signature) == ["HIT-004 hitTest:otherView"])
    #expect(s.divergences[0].firstCase == 3 && s.divergences[0].cases == 5 && s.divergences[0].firstSeconds == 0.25)
    #expect(s.fired == [.init(name: "HIT-001", count: 100), .init(name: "HIT-004", count: 4)] && s.never == ["HIT-002"])
    let d = try #require(s.distribution)
    #expect(d.cases == 100 && d.views.count == 13 && d.views[2] == 60 && d.views[12] == 40)
    #expect(d.templates.count == CaseCombinations.templateNames.count && d.templates[0] == .init(name: CaseCombinations.templateNames[0], count: 7))
  }

  @Test("A summary that is not one is refused, naming the field and the problem", arguments: [
    (#"{"cases": 3}"#, "engine: is missing"),
    (#"{"engine": "e", "divergences": [{"signature": "s", "cases": "many"}]}"#, "divergences[0].cases: expected a number"),
    (#"{"engine": "e", "divergences": [{"cases": 1}]}"#, "divergences[0].signature: is missing"),
    (#"{"engine": "e", "coverage": {"fired": {"HIT-001": 1.5}}}"#, "coverage.fired.HIT-001: expected a whole number"),
    (#"{"engine": "e", "distribution": {"views": [1, -2]}}"#, "distribution.views[1]: expected a whole number of at least 0"),
    // Issue 36, item 3: numbers no whole number holds are errors naming the field, not traps.
    (#"{"engine": "e", "seconds": 1e19}"#, "seconds: expected a number from 0 to 1000000000000, found 1e+19"),
    (#"{"engine": "e", "divergences": [{"signature": "s", "firstSeconds": 1e19}]}"#, "divergences[0].firstSeconds: expected a number from 0 to"),
    (#"{"engine": "e", "budget": {"seconds": 1e300}}"#, "budget.seconds: expected a number from 0 to"),
    (#"[1]"#, "expected an object, found an array"),
  ])
  func refused(_ text: String, _ message: String) throws {
    let value = try JSONParser.parse(text)
    #expect {
      _ = try ReportSummary(json: value)
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test("A time near zero with many cases still renders: no rate too large for a whole number (issue 36, item 3)")
  func tinyTime() throws {
    let summary = try ReportSummary(json: JSONParser.parse(#"{"engine": "e", "cases": 100000000000000, "seconds": 1e-300, "passed": true}"#))
    let page = CampaignPage.render(summary, cases: [:], rules: [], generator: "test")
    #expect(page.contains("<dt>time</dt>") && !page.contains("cases/s"))
  }

  @Test("Shards merge into one campaign: cases and hits added, the earliest first case kept, rule counts added")
  func merge() throws {
    let a = try read(report(shard: Shard(index: 0, count: 2), first: 8, hits: 2))
    let b = try read(report(shard: Shard(index: 1, count: 2), first: 3, hits: 5))
    let whole = try ReportSummary.merged([a, b]).get()
    #expect(whole.cases == 200 && whole.summaries == 2 && whole.shards == ["0/2", "1/2"])
    #expect(whole.divergences.count == 1 && whole.divergences[0].firstCase == 3 && whole.divergences[0].cases == 7)
    #expect(whole.fired?.first == .init(name: "HIT-001", count: 200))
    #expect(whole.distribution?.views[2] == 120 && whole.seconds == 2.5 && whole.secondsSummed == 5)
    guard case .failure(let problem) = ReportSummary.merged([a, try read(report(seed: 2))]) else { Issue.record("merged two seeds"); return }
    #expect(problem.message.contains("different seeds"))
  }
}
