import TouchCheck
import TouchModel

/// A campaign's summary as GitHub-flavoured Markdown: the divergence table and the rule-coverage table.
package enum MarkdownSummary {
  /// The summary; `allRules` is the oracle's catalogue (so rules that never fired are listed), `archived` maps signatures to files.
  package static func render(_ report: CampaignReport, allRules: [String], archived: [String: String] = [:]) -> String {
    let seconds = report.elapsed.inSeconds
    var out = "# touchcheck fuzz: \(escape(report.engine))\n\n"
    out += "Engine \(escape(report.engine)), seed \(report.seed): \(report.casesRun) cases in \(String(format: "%.2f", seconds)) s, "
    out += "\(escape(CampaignSummary.endText(report.end))); \(report.passed ? "**conforms**" : "**\(report.divergences.count) distinct divergences**").\n"
    if let bugs = CampaignSummary.generatorBugText(report) { out += "\n**\(escape(bugs))**\n" }
    if let reference = report.referenceText { out += "\n\(escape(reference))\n" }
    out += "\n## Divergences\n\n"
    if report.divergences.isEmpty {
      out += "None.\n"
    } else {
      let diagnosed = report.divergences.contains { $0.counterexample?.diagnosis != nil }
      for group in CauseGroup.of(report) {
        out += "\n**" + escape(CampaignSummary.causeLine(group, report, diagnosed: diagnosed)) + "**\n\n"
        out += row(["signature", "rule", "cases", "first case", "minimal size (views/recognizers/fingers/frames)", "archived file"])
        out += "| --- | --- | ---: | ---: | --- | --- |\n"
        for d in group.members.map({ report.divergences[$0] }) {
          let size = d.counterexample.map { c in "\(c.dimensions.views)/\(c.dimensions.recognizers)/\(c.dimensions.fingers)/\(c.dimensions.frames)" } ?? "-"
          out += row([d.signature, d.rule ?? "-", "\(d.hits)", d.firstCase < 0 ? "archive" : "\(d.firstCase)", size, archived[d.signature] ?? d.archivedAt ?? "-"])
        }
      }
    }
    if !report.knownHits.isEmpty {
      out += "\nKnown divergences hit (accepted, not failing the run):\n\n"
      out += row(["signature", "rule", "cases", "first case", "reason"]) + "| --- | --- | ---: | ---: | --- |\n"
      for d in report.knownHits { out += row([d.signature, d.rule ?? "-", "\(d.hits)", d.firstCase < 0 ? "archive" : "\(d.firstCase)", d.known?.reason ?? ""]) }
    }
    if !report.knownFixed.isEmpty {
      out += "\nKnown divergences not seen, probably fixed:\n\n"
      for entry in report.knownFixed { out += "- \(escape(entry.signature)) (\(escape(entry.reason)))\n" }
    }
    if let line = CampaignSummary.broaderLine(report) {
      out += "\n**\(escape(line)).**\n\n" + row(["signature", "rule", "cases", "first case", "replay"]) + "| --- | --- | ---: | ---: | --- |\n"
      for d in report.broader {
        out += row([String(d.signature.dropFirst(Differential.broader.count)), d.rule ?? "-", "\(d.hits)", d.firstCase < 0 ? "archive" : "\(d.firstCase)", CampaignSummary.broaderReplay(d, report)])
      }
    }
    let counts = report.statistics.ruleCounts
    let fired = allRules.filter { counts[$0] != nil }
    let (never, unclaimed) = CampaignSummary.neverFired(report, allRules: allRules)
    out += "\n## Rule coverage\n\n\(fired.count) of \(allRules.count) rules fired.\n\n"
    out += row(["rule", "times fired"]) + "| --- | ---: |\n"
    for rule in fired { out += row([rule, "\(counts[rule]!)"]) }
    out += "\nNever fired (\(never.count)): " + (never.isEmpty ? "none" : never.map(escape).joined(separator: ", ")) + ".\n"
    if !unclaimed.isEmpty { out += "\nNot claimed (\(unclaimed.count), only documented cases outside the engine's claims exercise them): " + unclaimed.map(escape).joined(separator: ", ") + ".\n" }
    return out
  }

  /// One table row, every cell escaped.
  static func row(_ cells: [String]) -> String { "| " + cells.map(escape).joined(separator: " | ") + " |\n" }

  /// Text that Markdown shows as it is, even in a table cell: ASCII punctuation that means something is backslash-escaped
  /// (`|` included), line breaks become spaces, and characters a document should not hold become U+FFFD.
  package static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "&", "~", "!":
        out += "\\" + String(scalar)
      case "\n", "\r", "\t":
        out += " "
      default:
        if Quoted.isUnprintable(scalar) { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }
}
