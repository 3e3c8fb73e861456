import TouchCheck
/// The top of a campaign's page: engine, seed, budget, cases, time and exit status, then warnings and the navigation.
enum PageHeader {
  /// The header element.
  static func html(_ s: ReportSummary, exitStatus: Int?) -> String {
    let e = HTMLText.escape
    let status = exitStatus ?? s.exitStatus
    let failed = !(s.passed ?? s.divergences.isEmpty)
    var out = "<header>\n<h1>touchcheck fuzz: \(e(s.engine))</h1>\n"
    let causes = Set(s.divergences.compactMap(\.cause)).count
    let verdict = failed
      ? "\(s.divergences.count) distinct divergence\(s.divergences.count == 1 ? "" : "s")" + (causes > 0 ? ", \(causes) cause\(causes == 1 ? "" : "s") named" : "")
      : "conforms"
    out += "<p><span class=\"verdict \(failed ? "failed" : "passed")\">\(e(verdict))</span></p>\n<dl class=\"facts\">\n"
    func fact(_ name: String, _ value: String) { out += "<dt>\(e(name))</dt><dd>\(e(value))</dd>\n" }
    fact("engine", s.engine)
    if let argument = s.engineArgument { fact("engine command", argument) }
    if let seed = s.seed { fact("seed", seed) }
    if !s.shards.isEmpty { fact(s.shards.count == 1 ? "shard" : "shards merged", s.shards.joined(separator: ", ")) }
    if s.summaries == 0 {
      fact("summary", "none given: this page is built from the archive alone, so counts, coverage, distribution and discovery are unknown")
    }
    var budget: [String] = []
    if let cases = s.budgetCases { budget.append("\(HTMLText.count(cases)) cases") }
    if let seconds = s.budgetSeconds { budget.append("\(HTMLText.seconds(seconds)) time limit") }
    if !budget.isEmpty { fact("budget", budget.joined(separator: ", ")) }
    if let cases = s.cases { fact("cases run", HTMLText.count(cases) + (s.invalidCases > 0 ? " (\(HTMLText.count(s.invalidCases)) made no valid case)" : "")) }
    if let seconds = s.seconds {
      var text = HTMLText.seconds(seconds)
      // A hand-edited time near zero must not make a rate no whole number holds.
      if let cases = s.cases, seconds > 0, Double(cases) / seconds < 1e15 { text += " (\(HTMLText.count(Int(Double(cases) / seconds))) cases/s)" }
      if s.shards.count > 1, let summed = s.secondsSummed { text += "; the longest shard, \(HTMLText.seconds(summed)) summed over the shards" }
      fact("time", text)
    }
    if !s.ends.isEmpty { fact("ended", s.ends.joined(separator: "; ")) }
    if let status { fact("exit status", "\(status): " + ["conforms", "divergences found", "usage or input error", "internal or I/O error"][min(max(status, 0), 3)]) }
    if let d = s.documented {
      fact("documented corpus", "\(d.passed) passed, \(d.failed) failed, \(d.skipped) skipped (outside the engine's claims), \(d.known) known")
    }
    if s.archivedReplayed > 0 { fact("archived cases replayed first", HTMLText.count(s.archivedReplayed)) }
    if let reference = s.reference { fact("reference", reference) }
    out += "</dl>\n"
    if !s.broader.isEmpty {
      let cases = s.broader.compactMap(\.cases).reduce(0, +)
      out += "<p class=\"warning\">Accepted deviations broader than this engine's mistake: on \(HTMLText.count(cases)) cases the engine agrees "
        + "with the plain oracle but not with the reference (not counted against the engine): "
        + s.broader.map { "<span class=\"mono\">\(e(String($0.signature.dropFirst(Differential.broader.count))))</span>" }.joined(separator: ", ") + ".</p>\n"
    }
    if let d = s.documented, !d.failures.isEmpty {
      out += "<p class=\"warning\">Documented cases that failed: " + d.failures.map { "<span class=\"mono\">\(e($0))</span>" }.joined(separator: ", ") + "</p>\n"
    }
    if s.generatorBugs > 0 {
      out += "<p class=\"warning\">TOUCHCHECK BUG: \(HTMLText.count(s.generatorBugs)) generated cases failed validation and were not run (see the text summary for how to reproduce).</p>\n"
    }
    out += "<nav><a href=\"#divergences\">Divergences</a><a href=\"#discovery\">Discovery</a><a href=\"#coverage\">Rule coverage</a>"
    out += "<a href=\"#distribution\">Case distribution</a>" + (s.known.isEmpty && s.knownFixed.isEmpty ? "" : "<a href=\"#known\">Known divergences</a>") + "</nav>\n"
    return out + "</header>\n"
  }
}
