import Testing
import TouchModel

@testable import TouchCheck
import Reporting

@Suite("touchcheck fuzz --markdown: the campaign summary as GitHub Markdown")
struct MarkdownSummaryTests {
  func report() -> CampaignReport {
    var statistics = CaseStatistics()
    statistics.ruleCounts = ["HIT-001": 12, "HIT-004": 3]
    var report = CampaignReport(engine: "pipe|engine", seed: 7, casesRun: 12, elapsed: .seconds(2), statistics: statistics)
    report.divergences = [DivergenceRecord(signature: "HIT-004 hitTest:otherView", rule: "HIT-004", firstCase: 3, hits: 5)]
    return report
  }

  @Test("The divergence table and the rule-coverage table, with fired counts and the rules never fired")
  func tables() {
    let markdown = MarkdownSummary.render(report(), allRules: ["HIT-001", "HIT-002", "HIT-004"], archived: ["HIT-004 hitTest:otherView": "found/a|b_c.json"])
    #expect(markdown.contains("| signature | rule | cases | first case | minimal size (views/recognizers/fingers/frames) | archived file |\n| --- | --- | ---: | ---: | --- | --- |\n"))
    #expect(markdown.contains("| HIT-004 hitTest:otherView | HIT-004 | 5 | 3 | - | found/a\\|b\\_c.json |\n"))
    #expect(markdown.contains("2 of 3 rules fired."))
    #expect(markdown.contains("| HIT-001 | 12 |\n| HIT-004 | 3 |\n"))
    #expect(markdown.contains("Never fired (1): HIT-002.\n"))
    #expect(markdown.contains("# touchcheck fuzz: pipe\\|engine\n"))
  }

  @Test("Cells escape pipes, Markdown punctuation and line breaks, so no cell can split a row or forge one")
  func escaping() {
    #expect(MarkdownSummary.escape("a|b") == "a\\|b")
    #expect(MarkdownSummary.escape("*x*_y_`z`<b>") == "\\*x\\*\\_y\\_\\`z\\`\\<b\\>")
    #expect(MarkdownSummary.escape("one\n| forged | row |") == "one \\| forged \\| row \\|")
    #expect(MarkdownSummary.escape("bell\u{7}") == "bell\u{FFFD}")
  }
}
