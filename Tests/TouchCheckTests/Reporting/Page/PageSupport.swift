import Testing
import TouchModel

@testable import TouchCheck
@testable import Reporting

/// Summaries, cases and rules for the HTML page tests, hostile ones among them.
enum PageSupport {
  /// Markup an engine might put in a name or a trace line, to check that the page shows it as text.
  static let hostile = "<script>window.x=1</script>\"'&]]><!--<img src=x onerror=\"window.x=2\">"

  /// A documented case archived as a counterexample of `engine`, with `observed` as the engine's trace.
  static func archived(_ name: String, engine: String, signature: String, observed: [String]) throws -> ReportSummary.Archived {
    var file = try ShowSupport.documented(name)
    file.extra = [JSONMember("found", .object([
      JSONMember("engine", .string(engine)), JSONMember("signature", .string(signature)),
      JSONMember("how", .string("touchcheck fuzz --engine \(engine) --seed 3: case 41, shrunk in 9 calls")),
      JSONMember("seed", .number(3)), JSONMember("case", .number(41)), JSONMember("replayToken", .string("t.v1:AA")),
      JSONMember("observed", .array(observed.map { .string($0) })),
    ]))]
    let header = try #require(try FoundHeader.read(file))
    return ReportSummary.Archived(path: "found/\(signature).json", file: file, header: header)
  }

  /// A rule for the page, hostile when asked.
  static func rule(_ id: String, hostile: Bool = false) -> ReportRule {
    ReportRule(
      id: id, area: hostile ? "Area " + self.hostile : "Hit testing", statement: "Statement of \(id)" + (hostile ? self.hostile : ""),
      citations: [(source: "https://example.com/" + (hostile ? self.hostile : id), quote: "quoted " + (hostile ? self.hostile : id), english: hostile ? self.hostile : nil)],
      decision: hostile ? self.hostile : nil)
  }

  /// A divergence of a summary.
  static func divergence(_ signature: String, rule: String?, first: Int, cases: Int, cause: String? = nil, diagnosed: Bool = false) -> ReportSummary.Divergence {
    var d = ReportSummary.Divergence(signature: signature, rule: rule, cases: cases, firstCase: first)
    d.diagnosed = diagnosed
    d.cause = cause
    d.minimal = [1, 0, 1, 1]
    return d
  }
}
