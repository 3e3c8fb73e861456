import TouchModel

/// Renders a campaign's counts: cases, speed, how the cases were distributed, and rule coverage.
public enum CampaignSummary {
  /// The summary; `allRules` is the oracle's catalogue, so rules that never fired can be listed.
  public static func render(_ report: CampaignReport, allRules: [String]) -> String {
    let s = report.statistics
    let seconds = max(1e-9, Double(report.elapsed.components.seconds) + Double(report.elapsed.components.attoseconds) / 1e18)
    var out = "engine \(report.engine), seed \(report.seed): \(report.casesRun) cases in \(String(format: "%.2f", seconds)) s (\(Int(Double(report.casesRun) / seconds)) cases/s)"
    out += report.counterexample == nil ? ", no divergence\n" : ", diverged\n"
    out += "distribution over \(s.cases) generated cases:\n"
    out += "  views        " + histogram(s.views, last: "12+") + "\n"
    out += "  depth        " + histogram(s.depth, last: "6+") + "\n"
    out += "  fingers      " + histogram(s.fingers, last: "6+") + "\n"
    out += "  recognizers  " + histogram(s.recognizers, last: "4+") + "\n"
    let touches = s.touchesHit + s.touchesMissed
    out += "  new touches  \(touches), \(touches == 0 ? 0 : 100 * s.touchesHit / touches)% hit a view\n"
    let fired = allRules.filter { s.ruleCounts[$0] != nil }
    let never = allRules.filter { s.ruleCounts[$0] == nil }
    out += "rule coverage: \(fired.count) of \(allRules.count) rules fired\n"
    out += "  fired: " + fired.map { "\($0)×\(s.ruleCounts[$0]!)" }.joined(separator: " ") + "\n"
    out += "  never: " + (never.isEmpty ? "none" : never.joined(separator: " ")) + "\n"
    return out
  }

  static func histogram(_ counts: [Int], last: String) -> String {
    counts.enumerated().filter { $0.element > 0 }.map { "\($0.offset == counts.count - 1 ? last : String($0.offset)):\($0.element)" }.joined(separator: " ")
  }
}
