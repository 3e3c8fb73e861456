import TouchCheck
/// A campaign's report as one self-contained HTML page (`touchcheck fuzz … --html`, `touchcheck report`): the header,
/// the divergences grouped by cause as the text table groups them, each folded until opened, the discovery curve, rule
/// coverage and the case distribution. Inline CSS, SVG and a little script; nothing is fetched.
package enum CampaignPage {
  /// The page; `cases` holds each divergence's minimal case by signature, `rules` the oracle's catalogue, `exitStatus`
  /// the status the run gave when the caller knows it better than the summary, `generator` who wrote the page.
  package static func render(
    _ summary: ReportSummary, cases: [String: ReportCase], rules: [ReportRule], exitStatus: Int? = nil, generator: String
  ) -> String {
    let e = HTMLText.escape
    let failed = !(summary.passed ?? summary.divergences.isEmpty)
    var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-\(SHA256.base64Digest(PageStyle.script))'\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<title>touchcheck: \(e(summary.engine)) — \(failed ? "\(summary.divergences.count) divergences" : "conforms")</title>\n"
    out += "<style>\n\(PageStyle.css)\n</style>\n</head>\n<body>\n"
    out += PageHeader.html(summary, exitStatus: exitStatus)
    out += "<main>\n"
    out += divergences(summary, cases: cases, rules: rules)
    out += discovery(summary)
    out += "<h2 id=\"coverage\">Rule coverage</h2>\n"
    if let fired = summary.fired {
      let inCatalogue = rules.filter { r in fired.contains { $0.name == r.id } }.count
      let outside = summary.notClaimed.isEmpty ? "" : "; grey: outside the engine's claims, exercised only by documented cases it does not claim (\(summary.notClaimed.count))"
      out += "<p>\(inCatalogue) of \(rules.count) rules fired (cases that made each fire; dashed: never fired\(outside)).</p>\n"
      out += CoverageGrid.html(rules: rules, fired: fired, notClaimed: summary.notClaimed)
    } else {
      out += "<p class=\"muted\">Not recorded: give the campaign's --json summary.</p>\n"
    }
    out += "<h2 id=\"distribution\">Case distribution</h2>\n"
    if let d = summary.distribution {
      out += "<p>Over \(HTMLText.count(d.cases)) generated cases.</p>\n" + DistributionBars.html(d)
    } else {
      out += "<p class=\"muted\">Not recorded: give the campaign's --json summary (an older touchcheck's summary lacks it).</p>\n"
    }
    out += known(summary)
    out += "</main>\n<footer>Written by \(e(generator)). One file: open it in any browser, no network needed.</footer>\n"
    out += "<script>\(PageStyle.script)</script>\n</body>\n</html>\n"
    return out
  }

  /// The divergence table: a group per cause (when the campaign diagnosed them), a folded section per signature.
  static func divergences(_ summary: ReportSummary, cases: [String: ReportCase], rules: [ReportRule]) -> String {
    let e = HTMLText.escape
    var out = "<h2 id=\"divergences\">Divergences</h2>\n"
    guard !summary.divergences.isEmpty else { return out + "<p>None: the engine matched the oracle on every case.</p>\n" }
    out += "<div class=\"tools\"><button id=\"open-all\" type=\"button\">Open all</button><button id=\"close-all\" type=\"button\">Close all</button>"
    out += "<input id=\"filter\" type=\"search\" placeholder=\"filter: signature, rule, cause, file\" aria-label=\"filter the divergences\">"
    out += "<span id=\"shown\" class=\"muted\"></span></div>\n"
    let head = "<div class=\"columns-head\"><span>signature</span><span>rule</span><span>cases</span><span>first case</span>"
      + "<span title=\"views/recognizers/fingers/frames\">minimal size (views/recognizers/fingers/frames)</span><span>archived</span></div>\n"
    out += head
    for group in groups(summary) {
      out += "<section class=\"group\">\n"
      if let title = group.title { out += "<h3>\(e(title))</h3>\n" }
      for k in group.members {
        let d = summary.divergences[k]
        let section = DivergenceSection(
          divergence: d, evidence: cases[d.signature], rule: d.rule.flatMap { id in rules.first { $0.id == id } },
          cause: d.cause.flatMap(summary.cause(named:)), engine: summary.engine, id: "d-\(k + 1)")
        out += section.html()
      }
      out += "</section>\n"
    }
    return out
  }

  /// A group of the table: its title (nil when the campaign diagnosed nothing) and its members, by index.
  struct Group {
    var title: String?
    var members: [Int]
  }

  /// The groups as the text table makes them: causes in the order of their first divergence, then the unexplained
  /// grouped by what differs, then those with nothing to describe; one untitled group when there is nothing to title.
  static func groups(_ summary: ReportSummary) -> [Group] {
    let all = Array(summary.divergences.indices)
    let diagnosed = summary.divergences.contains(where: \.diagnosed)
    guard diagnosed || summary.divergences.contains(where: { $0.symptom != nil }) else { return [Group(title: nil, members: all)] }
    var keys: [String] = []
    var members: [[Int]] = []
    var rest: [Int] = []
    // A cause's key is its name; a symptom's is the sentence after a tab, which no name holds, so they never meet.
    for k in all {
      guard let key = summary.divergences[k].cause ?? summary.divergences[k].symptom.map({ "\t" + $0 }) else { rest.append(k); continue }
      if let g = keys.firstIndex(of: key) { members[g].append(k) } else { keys.append(key); members.append([k]) }
    }
    func cases(_ ks: [Int]) -> String {
      let n = ks.compactMap { summary.divergences[$0].cases }.reduce(0, +)
      return "\(HTMLText.count(n)) case\(n == 1 ? "" : "s")"
    }
    let order = keys.indices.filter { !keys[$0].hasPrefix("\t") } + keys.indices.filter { keys[$0].hasPrefix("\t") }
    var groups = order.map { g in
      let key = keys[g], ks = members[g]
      guard key.hasPrefix("\t") else { return Group(title: causeLine(key, summary.cause(named: key), cases: cases(ks)), members: ks) }
      var leads: [String] = []
      for k in ks { for lead in summary.divergences[k].leads where !leads.contains(lead) { leads.append(lead) } }
      return Group(title: CauseGroup.unexplainedTitle(String(key.dropFirst()), cases: cases(ks), leads: leads, diagnosed: diagnosed), members: ks)
    }
    if !rest.isEmpty {
      let what = diagnosed ? "unexplained (no catalogue deviation or profile value reproduces these)" : "other divergences"
      groups.append(Group(title: "\(what) — \(cases(rest))", members: rest))
    }
    return groups
  }

  /// A cause's title, as the text table writes its line.
  static func causeLine(_ name: String, _ cause: ReportSummary.Cause?, cases: String) -> String {
    var rules: [String] = []
    for rule in (cause?.rules ?? []).sorted() where !rules.contains(rule) { rules.append(rule) }
    var line = "cause \(name)" + (rules.isEmpty ? "" : " (\(rules.joined(separator: ", ")))") + " — \(cases)"
    if let cause, cause.sentences.count == 1 { line += ": \(cause.sentences[0])" }
    if let suggestion = cause?.suggestion { line += "; \(suggestion)" }
    return line
  }

  /// The discovery curves, against cases and against time.
  static func discovery(_ summary: ReportSummary) -> String {
    var out = "<h2 id=\"discovery\">Discovery</h2>\n"
    guard let cases = summary.cases, summary.summaries > 0 else { return out + "<p class=\"muted\">Not recorded: give the campaign's --json summary.</p>\n" }
    let archived = summary.divergences.filter { $0.firstCase == -1 }.count
    let found = summary.divergences.filter { ($0.firstCase ?? -1) >= 0 }.sorted { ($0.firstCase ?? 0) < ($1.firstCase ?? 0) }
    let byCase = DiscoveryChart(
      points: found.map { .init(x: Double(($0.firstCase ?? 0) + 1), signature: $0.signature) }, start: archived, end: Double(max(cases, 1)), unit: "cases")
    let timed = found.filter { $0.firstSeconds != nil }.sorted { ($0.firstSeconds ?? 0) < ($1.firstSeconds ?? 0) }
    let byTime = DiscoveryChart(
      points: timed.map { .init(x: $0.firstSeconds ?? 0, signature: $0.signature) }, start: archived, end: summary.seconds ?? 0, unit: "seconds")
    out += "<p>" + levelText(found, cases: cases, archived: archived) + "</p>\n"
    out += "<div class=\"charts\"><figure>" + byCase.svg(title: "distinct divergences against cases run") + "</figure>\n"
    if timed.isEmpty {
      out += "<figure><p class=\"muted\">No times recorded (an older touchcheck's summary).</p></figure>"
    } else {
      out += "<figure>" + byTime.svg(title: "distinct divergences against seconds") + "</figure>"
    }
    if summary.shards.count > 1 { out += "<p class=\"muted\">Shards ran side by side: each divergence's time is its own shard's.</p>" }
    return out + "</div>\n"
  }

  /// Whether the campaign is still finding new divergences, in one sentence.
  static func levelText(_ found: [ReportSummary.Divergence], cases: Int, archived: Int) -> String {
    let before = archived > 0 ? " (\(archived) more shown by archived cases before the first)" : ""
    guard let last = found.last?.firstCase else { return "No new divergence in \(HTMLText.count(cases)) cases\(before)." }
    let quiet = cases - (last + 1)
    let share = cases > 0 ? 100 * quiet / cases : 0
    return "\(found.count) distinct divergences found\(before); the last new one at case \(HTMLText.count(last)) of \(HTMLText.count(cases)): "
      + (share >= 50 ? "nothing new in the last \(share)% of the campaign, it has levelled off." : share >= 10 ? "nothing new in the last \(share)% of the campaign." : "still finding new ones; a longer campaign may find more.")
  }

  /// Known divergences hit, and known ones that no longer occur.
  static func known(_ summary: ReportSummary) -> String {
    guard !summary.known.isEmpty || !summary.knownFixed.isEmpty else { return "" }
    let e = HTMLText.escape
    var out = "<h2 id=\"known\">Known divergences</h2>\n"
    if !summary.known.isEmpty {
      out += "<p>Hit, accepted (not failing the run):</p>\n<table class=\"plain\"><tr><th>signature</th><th>rule</th><th>cases</th><th>first case</th><th>reason</th></tr>\n"
      for d in summary.known {
        out += "<tr><td class=\"mono\">\(e(d.signature))</td><td>\(e(d.rule ?? "-"))</td><td>\(d.cases.map(HTMLText.count) ?? "-")</td>"
        out += "<td>\(d.firstCase.map { $0 < 0 ? "archive" : HTMLText.count($0) } ?? "-")</td><td>\(e(d.reason ?? ""))</td></tr>\n"
      }
      out += "</table>\n"
    }
    for f in summary.knownFixed { out += "<p>Not seen, probably fixed: <span class=\"mono\">\(e(f.name))</span> (\(e(f.text)))</p>\n" }
    return out
  }
}
