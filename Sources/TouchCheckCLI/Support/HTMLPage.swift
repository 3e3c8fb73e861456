import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import Reporting

/// What `fuzz --html` and `report --html` share: the oracle's catalogue and runs for the page, and writing it.
enum HTMLPage {
  /// The oracle's rules as the page shows them.
  static var rules: [ReportRule] {
    RuleCatalogue.all.map { rule in
      ReportRule(
        id: rule.id.id, area: rule.area, statement: rule.statement, citations: rule.citations.map { ($0.source, $0.quote, $0.english) },
        decision: rule.decision)
    }
  }

  /// Who wrote the page.
  static var generator: String { "touchcheck \(touchcheckVersion)" }

  /// The reference's run of an archived case, every category recorded with the rule behind each event: the oracle
  /// with the deviations accepted when it was found (the plain oracle when a name is not in this catalogue).
  static func oracleRun(_ file: CaseFile) -> EngineRun {
    let reference = CampaignPolicy.reference(forFile: FoundHeader.accepted(in: file)) ?? ReferenceOracle()
    return (try? reference.explainedRun(file.touchCase, recording: .all)) ?? ReferenceOracle().run(file.touchCase, recording: .all)
  }

  /// Writes the page atomically; false, with the error printed, when it cannot be written.
  static func write(_ summary: ReportSummary, cases: [String: ReportCase], exitStatus: Int?, to path: String) -> Bool {
    let page = CampaignPage.render(summary, cases: cases, rules: rules, exitStatus: exitStatus, generator: generator)
    do { try AtomicFile.write(page, to: path) } catch {
      Output.err("error: could not write the HTML report: \(error)")
      return false
    }
    return true
  }
}
