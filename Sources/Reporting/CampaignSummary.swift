import TouchCheck
import TouchModel
import CaseGeneration

/// Renders a campaign's counts: cases, speed, how the cases were distributed, rule coverage, and the table of divergences.
package enum CampaignSummary {
  /// The summary; `allRules` is the oracle's catalogue (so rules that never fired can be listed), `archived` maps signatures to files.
  package static func render(_ report: CampaignReport, allRules: [String], archived: [String: String] = [:]) -> String {
    let s = report.statistics
    let seconds = max(1e-9, report.elapsed.inSeconds)
    var out = "engine \(report.engine), seed \(report.seed)\(report.shard.map { ", shard \($0)" } ?? ""): \(report.casesRun) cases in \(String(format: "%.2f", seconds)) s"
    out += " (\(Int(Double(report.casesRun) / seconds)) cases/s), \(endText(report.end))\n"
    if let bugs = generatorBugText(report) { out += bugs + "\n" }
    if let reference = report.referenceText { out += reference + "\n" }
    out += "distribution over \(s.cases) generated cases:\n"
    out += "  views        " + histogram(s.views, last: "12+") + "\n"
    out += "  depth        " + histogram(s.depth, last: "6+") + "\n"
    out += "  fingers      " + histogram(s.fingers, last: "6+") + "\n"
    out += "  recognizers  " + histogram(s.recognizers, last: "4+") + "\n"
    let touches = s.touchesHit + s.touchesMissed
    out += "  new touches  \(touches), \(touches == 0 ? 0 : 100 * s.touchesHit / touches)% hit a view\n"
    out += combinationLines(s, claimed: report.claimed)
    let fired = allRules.filter { s.ruleCounts[$0] != nil }
    let (never, unclaimed) = neverFired(report, allRules: allRules)
    out += "rule coverage: \(fired.count) of \(allRules.count) rules fired" + (unclaimed.isEmpty ? "" : " (\(unclaimed.count) outside the engine's claims)") + "\n"
    out += "  fired: " + fired.map { "\($0)×\(s.ruleCounts[$0]!)" }.joined(separator: " ") + "\n"
    out += "  never: " + (never.isEmpty ? "none" : never.joined(separator: " ")) + "\n"
    if !unclaimed.isEmpty { out += "  not claimed (only documented cases outside the engine's claims exercise them): " + unclaimed.joined(separator: " ") + "\n" }
    if !report.archived.isEmpty {
      let diverging = report.archived.filter { $0.signature != nil }.count
      let broken = report.archived.filter { $0.error != nil }.count
      out += "archived cases replayed first: \(report.archived.count) (\(diverging) still diverge, "
      out += "\(report.archived.count - diverging - broken) now match the oracle\(broken > 0 ? ", \(broken) could not be read" : ""))\n"
      for outcome in report.archived {
        if let error = outcome.error {
          out += "  ERROR \(error)\n"
        } else if outcome.signature == nil {
          out += "  FIXED \(outcome.path)" + (outcome.recorded.map { " (archived as \($0))" } ?? "") + ": now matches\n"
        } else if let recorded = outcome.recorded, recorded != outcome.signature {
          out += "  CHANGED \(outcome.path): archived as \(recorded), now \(outcome.signature ?? "")\n"
        }
      }
      if report.archived.contains(where: { $0.signature == nil && $0.error == nil }) {
        out += "  `touchcheck corpus prune FOLDER --engine \(report.commandLineName ?? report.engine)` removes the fixed ones "
          + "(a mistake found again is then archived under its signature's own name)\n"
      }
    }
    if let d = report.documented { out += DocumentedReplay.line(d) + "\n" }
    out += divergenceTable(report, archived: archived)
    return out
  }

  /// How many cases held each template's combination, and how the pairs of claimed capabilities were covered.
  static func combinationLines(_ s: CaseStatistics, claimed: Capabilities = .all) -> String {
    var out = "  combinations (scenario templates, whoever generated the case):\n"
    let shown = CaseCombinations.shownTemplates(s.combinations, claimed: claimed)
    for k in shown { out += "    \(s.combinations[k])  \(CaseCombinations.templateNames[k])\n" }
    let outside = CaseCombinations.templateNames.count - shown.count
    if outside > 0 { out += "    (\(outside) template\(outside == 1 ? "" : "s") outside the engine's claims not listed)\n" }
    let pairs = zip(CaseCombinations.pairNames, s.featurePairs).filter { $0.1 > 0 }.sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
    // A pair the engine does not claim both halves of is never generated: not worth listing as missed.
    let never = zip(CaseCombinations.pairNames, s.featurePairs).filter { $0.1 == 0 && CaseCombinations.claims(claimed, pair: $0.0) }.map(\.0)
    let possible = CaseCombinations.pairNames.filter { CaseCombinations.claims(claimed, pair: $0) }.count
    out += "  feature pairs \(pairs.count) of \(possible) claimed occurred"
    out += pairs.isEmpty ? "\n" : "; rarest: " + pairs.prefix(6).map { "\($0.0)×\($0.1)" }.joined(separator: " ") + "\n"
    if !never.isEmpty, !pairs.isEmpty { out += "  feature pairs never used together: \(never.count) (" + never.prefix(6).joined(separator: " ") + (never.count > 6 ? " …" : "") + ")\n" }
    return out
  }

  /// The distinct divergences, the known ones hit, and the known ones that no longer occur.
  package static func divergenceTable(_ report: CampaignReport, archived: [String: String]) -> String {
    var out = ""
    if report.divergences.isEmpty {
      out += "divergences: none\n"
    } else {
      let diagnosed = report.divergences.contains { $0.counterexample?.diagnosis != nil }
      let groups = CauseGroup.of(report)
      let titled = groups.count > 1 || diagnosed || groups.first?.symptom != nil
      let causes = groups.filter { $0.cause != nil }.count
      out += "divergences: \(report.divergences.count) distinct" + (diagnosed ? ", \(causes) cause\(causes == 1 ? "" : "s") named" : "") + "\n"
      out += row(titled ? "cause or what differs, then the signatures" : "signature", "rule", "cases", "first", "minimal (views/recognizers/fingers/frames)", "archived")
      for group in groups {
        if titled { out += "  " + causeLine(group, report, diagnosed: diagnosed) + "\n" }
        for k in group.members {
          let d = report.divergences[k]
          let size = d.counterexample.map { c in "\(c.dimensions.views)/\(c.dimensions.recognizers)/\(c.dimensions.fingers)/\(c.dimensions.frames)" } ?? "-"
          out += (titled ? "  " : "")
            + row(d.signature, d.rule ?? "-", "\(d.hits)", d.firstCase < 0 ? "archive" : "\(d.firstCase)", size, archived[d.signature] ?? d.archivedAt ?? "-")
        }
      }
    }
    if !report.knownHits.isEmpty {
      out += "known divergences hit (accepted, not failing the run):\n"
      for d in report.knownHits { out += row(d.signature, d.rule ?? "-", "\(d.hits)", d.firstCase < 0 ? "archive" : "\(d.firstCase)", d.known?.reason ?? "", "") }
    }
    for entry in report.knownFixed { out += "known divergence not seen, probably fixed: \(entry.signature) (\(entry.reason))\n" }
    if let line = broaderLine(report) {
      out += line + ":\n"
      for d in report.broader {
        let size = d.counterexample.map { c in "\(c.dimensions.views)/\(c.dimensions.recognizers)/\(c.dimensions.fingers)/\(c.dimensions.frames)" } ?? "-"
        out += row(String(d.signature.dropFirst(Differential.broader.count)), d.rule ?? "-", "\(d.hits)", d.firstCase < 0 ? "archive" : "\(d.firstCase)", size, broaderReplay(d, report))
      }
    }
    return out
  }

  /// The heading of the cases where an accepted deviation reaches beyond the engine's mistake, or nil when none did.
  package static func broaderLine(_ report: CampaignReport) -> String? {
    guard !report.broader.isEmpty else { return nil }
    let cases = report.broader.reduce(0) { $0 + $1.hits }
    let what = report.accepted.count == 1 ? "the accepted \(report.accepted[0]) is" : "the accepted deviations (\(report.accepted.joined(separator: ", "))) are"
    return "\(what) broader than this engine's mistake: on \(cases) case\(cases == 1 ? "" : "s") the engine agrees with the plain "
      + "oracle but not with the reference (the accepted deviation reaches further than the engine's mistake, or another of the "
      + "engine's mistakes undoes it there; not counted against the engine: accept a narrower deviation, or none)"
  }

  /// The command that replays a broader case's minimal case.
  static func broaderReplay(_ d: DivergenceRecord, _ report: CampaignReport) -> String {
    guard let c = d.counterexample else { return "-" }
    return "touchcheck fuzz --engine \(report.commandLineName ?? report.engine) --replay \(c.replayToken) --size \(c.size)"
  }

  /// The line about generated cases that failed validation, if any: a TouchCheck bug to report, with how to reproduce it.
  ///
  /// A generated case's profile is the campaign's with a finger limit and flags changed, so an invalid field under
  /// `profile` means the campaign's own profile is invalid (an engine's declared one, built in Swift): that is said instead.
  package static func generatorBugText(_ report: CampaignReport) -> String? {
    guard let bugs = report.generatorBugs else { return nil }
    let cases = bugs.count == 1 ? "1 generated case failed validation and was" : "\(bugs.count) generated cases failed validation and were"
    let first = "first: case \(bugs.firstCase) of seed \(report.seed): \(bugs.error)"
    if bugs.error.path.hasPrefix("profile.") {
      return "INVALID PROFILE: \(cases) not run on the engine (\(first)). The profile the campaign runs under is invalid: "
        + "an engine's declared profile must pass Profile.validate, as a case file's profile does."
    }
    return "TOUCHCHECK BUG: \(cases) not run on the engine (\(first)). This is a bug in TouchCheck's generator, not in the "
      + "engine: please report it with this line. `touchcheck fuzz --engine \(report.engine) --replay \(bugs.replayToken) "
      + "--size \(bugs.size)` regenerates the case."
  }

  /// The rules that never fired, split into those the engine claims and those only documented cases outside its
  /// claims exercise (issue 33, item 5: a partial engine's coverage is not red where it never claimed anything).
  package static func neverFired(_ report: CampaignReport, allRules: [String]) -> (never: [String], notClaimed: [String]) {
    let unclaimed = report.documented?.unclaimedRules ?? []
    let never = allRules.filter { report.statistics.ruleCounts[$0] == nil }
    return (never.filter { !unclaimed.contains($0) }, never.filter { unclaimed.contains($0) })
  }

  /// A group's line in the table. A cause: its name, the rules it breaks, the cases summed, its first sentence, a
  /// suggestion. Unexplained (or not diagnosed): what differs, the cases, and the leads its divergences had.
  static func causeLine(_ group: CauseGroup, _ report: CampaignReport, diagnosed: Bool) -> String {
    guard let cause = group.cause else {
      guard let symptom = group.symptom else {
        return diagnosed ? "unexplained (no catalogue deviation or profile value reproduces these) — \(group.cases) cases" : "other divergences — \(group.cases) cases"
      }
      let cases = "\(group.cases) case\(group.cases == 1 ? "" : "s")"
      return CauseGroup.unexplainedTitle(symptom.text, cases: cases, leads: group.leads(in: report), diagnosed: diagnosed)
    }
    let rules = Array(Set(cause.rules)).sorted()
    var line = "cause \(cause.name)" + (rules.isEmpty ? "" : " (\(rules.joined(separator: ", ")))") + " — \(group.cases) cases"
    if let sentence = cause.sentences.first, cause.sentences.count == 1 { line += ": \(sentence)" }
    if let suggestion = cause.suggestion { line += "; \(suggestion)" }
    return line
  }

  static func endText(_ end: CampaignEnd) -> String {
    switch end {
    case .budget: "whole budget run"
    case .timeLimit: "stopped by the time limit"
    case .firstDivergence: "stopped at the first divergence"
    case .requested(let why): "stopped early: \(why)"
    }
  }

  static func row(_ columns: String...) -> String {
    let widths = [44, 8, 7, 7, 12]
    return "  " + columns.enumerated().map { i, c in i < widths.count ? c.padding(toLength: max(widths[i], c.count), withPad: " ", startingAt: 0) : c }
      .joined(separator: " ").trimmingSuffixSpaces() + "\n"
  }

  static func histogram(_ counts: [Int], last: String) -> String {
    counts.enumerated().filter { $0.element > 0 }.map { "\($0.offset == counts.count - 1 ? last : String($0.offset)):\($0.element)" }.joined(separator: " ")
  }
}

extension String {
  /// The string without trailing spaces.
  func trimmingSuffixSpaces() -> String {
    var s = self
    while s.hasSuffix(" ") { s.removeLast() }
    return s
  }
}
