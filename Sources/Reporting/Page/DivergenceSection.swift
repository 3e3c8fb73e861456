import TouchCheck
import TouchModel
/// One distinct divergence on the page: a `<details>` whose summary is its row of the divergence table (signature,
/// rule, cases, first case, minimal size, archived file) and whose body, shown when opened, holds the minimal case drawn
/// with both bindings, the deciding rule with its sources, the traces side by side, the replay commands and the
/// regression test.
struct DivergenceSection {
  let divergence: ReportSummary.Divergence
  /// Its minimal case, when the archive or the campaign holds it.
  let evidence: ReportCase?
  /// The deciding rule's text, when the catalogue holds it.
  let rule: ReportRule?
  /// Its cause as the summary describes it, when diagnosis named one.
  let cause: ReportSummary.Cause?
  /// The engine's name, heading its trace column.
  let engine: String
  /// The element's id (`d-3`), for links.
  let id: String

  /// The section.
  func html() -> String {
    let e = HTMLText.escape
    let d = divergence
    let first = d.firstCase.map { $0 < 0 ? "archive" : HTMLText.count($0) } ?? "-"
    let size = d.minimal.map { $0.map(String.init).joined(separator: "/") } ?? "-"
    let search = [d.signature, d.rule ?? "", d.cause ?? "", d.symptom ?? "", d.archived ?? ""].joined(separator: " ")
    var out = "<details class=\"divergence\" id=\"\(e(id))\" data-search=\"\(e(search))\">\n<summary>"
    out += "<span class=\"mono\">\(e(d.signature))</span><span>\(e(d.rule ?? "-"))</span><span>\(d.cases.map(HTMLText.count) ?? "-")</span>"
    out += "<span>\(first)</span><span>\(size)</span><span class=\"mono\">\(e(d.archived ?? "-"))</span></summary>\n<div class=\"body\">\n"
    guard let c = evidence else {
      out += "<p class=\"muted\">No minimal case to show: \(d.reason != nil ? "a known divergence is counted, not shrunk" : "it was not archived (run with an archive folder, or pass the folder that holds it)").</p>\n"
      if let rule { out += ruleHTML(rule) }
      return out + "</div>\n</details>\n"
    }
    out += "<div class=\"case\"><div class=\"picture\">\(c.picture)</div>\n<div class=\"about\">\n"
    out += "<p class=\"muted\">\(e(c.origin))</p>\n"
    if let rule { out += ruleHTML(rule) } else if let id = d.rule { out += "<p>Decided by \(e(id)).</p>\n" }
    if let symptom = d.symptom { out += "<p class=\"symptom\">What differs: \(e(symptom)).</p>\n" }
    if d.diagnosed { out += causeHTML() }
    if let note = c.note { out += "<pre class=\"note\">\(e(note))</pre>\n" }
    out += "</div></div>\n"
    out += "<details class=\"case-text\"><summary>The case as text: views, recognizers with their parameters, each frame's time</summary>"
    out += "<pre>\(e(c.text))</pre></details>\n"
    let diff = TraceDiff(expected: c.expected, observed: c.observed, rules: c.expectedRules)
    let where_ = diff.firstDivergence.map { "the traces part at line \($0)" } ?? "the traces are equal (the engine failed otherwise)"
    out += "<h4>Traces side by side <span class=\"muted\">(aligned on their common lines; \(where_))</span></h4>\n"
    out += TraceColumns(diff: diff).html(engineName: engine)
    out += "<h4>Replay</h4>\n<pre>" + c.replay.map(e).joined(separator: "\n") + "</pre>\n"
    out += "<details class=\"test\"><summary>Regression test (Swift Testing)</summary>\n<pre>\(e(c.regressionTest))</pre></details>\n"
    return out + "</div>\n</details>\n"
  }

  /// The cause diagnosis named: its name and equal alternatives, each deviation with its rule and sentence, a suggestion.
  func causeHTML() -> String {
    let e = HTMLText.escape
    guard let name = divergence.cause else {
      let text = divergence.diagnosisText ?? "unexplained (no catalogue deviation or documented profile value reproduces the engine's trace)"
      return "<p class=\"cause\">Cause: \(e(text)).</p>\n"
    }
    let named = divergence.diagnosisText ?? "explained by \(name)" + (divergence.alternatives.isEmpty ? "" : " (or, equally, \(divergence.alternatives.joined(separator: "; ")))")
    var lines = ["Cause: \(named)."]
    if let cause {
      for (k, deviation) in cause.deviations.enumerated() where k < cause.sentences.count && k < cause.rules.count {
        lines.append("\(deviation) (\(cause.rules[k])): \(cause.sentences[k])")
      }
      if let suggestion = cause.suggestion { lines.append("Suggestion: \(suggestion).") }
    }
    return "<p class=\"cause\">" + lines.map(e).joined(separator: "<br>") + "</p>\n"
  }

  /// The rule's statement, its sources with their quotes, and the oracle's decision.
  func ruleHTML(_ rule: ReportRule) -> String {
    let e = HTMLText.escape
    var out = "<div class=\"rule-text\"><p><b>\(e(rule.id))</b> \(e(rule.statement))</p>\n"
    for citation in rule.citations {
      // A quote in another language stays verbatim, marked as such; our English rendering stands beside it.
      let language = citation.english == nil ? "" : " lang=\"zh\""
      let english = citation.english.map { "<br><span class=\"english\">Our English rendering: “\(e($0))”</span>" } ?? ""
      out += "<blockquote><span\(language)>“\(e(citation.quote))”</span>\(english)<br><span class=\"cite\">\(e(citation.source))</span></blockquote>\n"
    }
    if let decision = rule.decision { out += "<p><i>Decision:</i> \(e(decision))</p>\n" }
    return out + "</div>\n"
  }
}
