import Foundation
import Testing
import TouchModel

@testable import TouchCheck
@testable import Reporting

@Suite("touchcheck report / fuzz --html: the campaign's page (issue 21)")
struct CampaignPageTests {
  /// A diagnosed summary: two causes and an unexplained divergence, in order of first case.
  func summary() -> ReportSummary {
    var s = ReportSummary(engine: "composite")
    s.summaries = 1
    s.seed = "1"
    s.cases = 1000
    s.seconds = 2.5
    s.passed = false
    s.divergences = [
      PageSupport.divergence("HIT-010 hitTest:extraHit", rule: "HIT-010", first: 3, cases: 40, cause: "max-edge-inclusive", diagnosed: true),
      PageSupport.divergence("invariant:hit-skipped-view", rule: nil, first: 9, cases: 7, diagnosed: true),
      PageSupport.divergence("HIT-004 hitTest:otherView", rule: "HIT-004", first: 20, cases: 5, cause: "profile alphaStoredAsFloat=true", diagnosed: true),
      PageSupport.divergence("HIT-006 hitTest:otherView", rule: "HIT-006", first: 55, cases: 2, cause: "max-edge-inclusive", diagnosed: true),
    ]
    s.causes = [
      .init(name: "max-edge-inclusive", deviations: ["max-edge-inclusive"], rules: ["HIT-010"], sentences: ["closed bounds"]),
      .init(name: "profile alphaStoredAsFloat=true", deviations: [], rules: [], sentences: [], suggestion: "declare it"),
    ]
    s.fired = [.init(name: "HIT-010", count: 900), .init(name: "HIT-004", count: 3)]
    return s
  }

  /// The signatures of the page's sections, in page order.
  func sections(_ page: String) -> [String] {
    page.components(separatedBy: "<details class=\"divergence\"").dropFirst().compactMap { chunk in
      guard let start = chunk.range(of: "<summary><span class=\"mono\">"), let end = chunk.range(of: "</span>", range: start.upperBound..<chunk.endIndex) else { return nil }
      return String(chunk[start.upperBound..<end.lowerBound])
    }
  }

  @Test("Divergences are grouped as the text table groups them: causes in the order of their first divergence, the unexplained last")
  func grouping() {
    let page = CampaignPage.render(summary(), cases: [:], rules: [], generator: "test")
    #expect(sections(page) == ["HIT-010 hitTest:extraHit", "HIT-006 hitTest:otherView", "HIT-004 hitTest:otherView", "invariant:hit-skipped-view"])
    let titles = page.components(separatedBy: "<h3>").dropFirst().map { $0.prefix { $0 != "<" } }
    #expect(titles.prefix(3) == [
      "cause max-edge-inclusive (HIT-010) — 42 cases: closed bounds",
      "cause profile alphaStoredAsFloat=true — 5 cases; declare it",
      "unexplained (no catalogue deviation or profile value reproduces these) — 7 cases",
    ])
    #expect(!page.contains("<details class=\"divergence\" open"), "every divergence is folded until opened")
    #expect(page == CampaignPage.render(summary(), cases: [:], rules: [], generator: "test"), "the page is deterministic")
  }

  @Test("Unexplained divergences are grouped by what differs, with their leads; the same sentence is one group")
  func unexplainedBySymptom() {
    var s = summary()
    let pan = "the pan recognizer does not fail when the last finger lifts; in UIKit it fails (GES-010)"
    var a = PageSupport.divergence("GES-010 recognizers:missing failed", rule: "GES-010", first: 60, cases: 4, diagnosed: true)
    a.symptom = pan
    a.leads = ["pan-begins-on-first-move"]
    var b = PageSupport.divergence("DEL-002 touches:extra", rule: "DEL-002", first: 70, cases: 3, diagnosed: true)
    b.symptom = "touchesEnded reaches a view when the last finger lifts; in UIKit it does not (DEL-002)"
    var c = PageSupport.divergence("GES-010 recognizers:extra", rule: "GES-010", first: 80, cases: 2, diagnosed: true)
    c.symptom = pan
    s.divergences += [a, b, c]
    let page = CampaignPage.render(s, cases: [:], rules: [], generator: "test")
    let titles = page.components(separatedBy: "<h3>").dropFirst().map { String($0.prefix { $0 != "<" }) }
    #expect(titles.dropFirst(2) == [
      "unexplained: \(HTMLText.escape(pan)) — 6 cases; leads (fit a minimal case, did not predict the engine): pan-begins-on-first-move",
      "unexplained: touchesEnded reaches a view when the last finger lifts; in UIKit it does not (DEL-002) — 3 cases",
      "unexplained (no catalogue deviation or profile value reproduces these) — 7 cases",
    ])
    #expect(sections(page).suffix(4) == ["GES-010 recognizers:missing failed", "GES-010 recognizers:extra", "DEL-002 touches:extra", "invariant:hit-skipped-view"])
  }

  @Test("A nondeterministic divergence's page shows both of the engine's runs")
  func nondeterministic() throws {
    let entry = try PageSupport.archived(
      "hit-testing/hidden-view-and-its-subviews-are-skipped-but-its-visible-twin-is-hit.json", engine: "flaky",
      signature: "nondeterministic", observed: ["@0 hitTest t1 cover"])
    let touchCase = entry.file.touchCase
    let run = ShowSupport.run(touchCase)
    var second = run.trace
    second.removeLast()
    let divergence = Divergence(kind: .nondeterministic(second: second), index: second.count, expected: nil, observed: nil, rule: nil, signature: "nondeterministic")
    let c = Counterexample(
      touchCase: touchCase, original: touchCase, engine: "flaky", categories: .all, divergence: divergence, signature: "nondeterministic",
      expected: [], expectedRules: [], observed: TraceText(touchCase).lines(run.trace), firedRules: [], seed: 1, caseIndex: 0, replayToken: "t",
      size: 1, shrinkCalls: 0, shrinkStoppedEarly: false)
    let note = try #require(ReportCase(c, oracle: run, archivedAt: nil).note)
    #expect(note.contains("the second was:\n" + TraceText(touchCase).lines(second).joined(separator: "\n")), "\(note)")
  }

  @Test("Without diagnosis the divergences form one untitled table, in order of first case")
  func undiagnosed() {
    var s = summary()
    for k in s.divergences.indices { s.divergences[k].diagnosed = false; s.divergences[k].cause = nil }
    let page = CampaignPage.render(s, cases: [:], rules: [], generator: "test")
    #expect(sections(page) == s.divergences.map(\.signature))
    #expect(!page.contains("<h3>cause") && !page.contains("<h3>unexplained"))
  }

  @Test("A section shows its case drawn with both bindings, both traces aligned with the first difference marked, the rule with its source, the replay commands and the regression test")
  func section() throws {
    let entry = try PageSupport.archived(
      "hit-testing/hidden-view-and-its-subviews-are-skipped-but-its-visible-twin-is-hit.json", engine: "composite",
      signature: "HIT-002 hitTest:otherView", observed: ["@0 visit window", "@0 hitTest t1 cover"])
    var s = ReportSummary(engine: "composite", archived: [entry])
    s.divergences[0].rule = "HIT-002"
    let c = ReportCase(archived: entry.file, path: entry.path, oracle: ShowSupport.run(entry.file.touchCase), engine: "composite")
    let page = CampaignPage.render(s, cases: ["HIT-002 hitTest:otherView": c], rules: [PageSupport.rule("HIT-002")], generator: "test")
    #expect(page.contains("class=\"bound\""), "the oracle's binding")
    #expect(page.contains("class=\"engine-bound\""), "the engine's binding, read from its trace")
    #expect(page.contains("<tr class=\"changed first\""), "the first differing line is marked")
    #expect(page.contains("<td class=\"engine\">@0 hitTest t1 cover</td>"))
    #expect(page.contains("<b>HIT-002</b> Statement of HIT-002") && page.contains("https://example.com/HIT-002"))
    // The path holds a space: the printed command quotes it, so it pastes as one word (issue 36, item 7).
    #expect(page.contains("replay --engine composite &#39;found/HIT-002 hitTest:otherView.json&#39;"))
    #expect(page.contains("--seed 3 --replay t.v1:AA"))
    #expect(page.contains("Regression test") && page.contains("func regression_composite_HIT_002()"))
    // Issue 33, item 5: the case as text, each frame's time in the timeline.
    #expect(page.contains("<details class=\"case-text\">") && page.contains(HTMLText.escape(CaseRendering.render(entry.file.touchCase))))
    #expect(CaseRendering.render(entry.file.touchCase).contains("t=0s"))
    #expect(!page.contains("<?xml"), "the picture is inline, without its XML declaration")
  }

  @Test("Hostile strings from an engine (names, trace lines, causes, files) and from rule text show as text: no element, comment or CDATA end is made")
  func hostile() throws {
    let h = PageSupport.hostile
    let entry = try PageSupport.archived(
      "hit-testing/hidden-view-and-its-subviews-are-skipped-but-its-visible-twin-is-hit.json", engine: "e" + h, signature: "sig " + h,
      observed: ["@0 visit window", "@0 " + h])
    var s = ReportSummary(engine: "e" + h, archived: [entry])
    s.summaries = 1
    s.cases = 10
    s.engineArgument = "exec:" + h
    s.divergences[0].rule = "HIT-002"
    s.divergences[0].diagnosed = true
    s.divergences[0].cause = "cause " + h
    s.divergences[0].alternatives = [h]
    s.causes = [.init(name: "cause " + h, deviations: [h], rules: [h], sentences: [h], suggestion: h)]
    s.known = [PageSupport.divergence("known " + h, rule: h, first: 1, cases: 1)]
    s.known[0].reason = h
    s.knownFixed = [.init(name: h, text: h)]
    s.ends = [h]
    s.documented = .init(passed: 1, failed: 1, failures: [h])
    s.fired = [.init(name: "HIT-002" + h, count: 1)]
    s.distribution = .init(cases: 1, views: [1], templates: [.init(name: h, count: 1)])
    var c = ReportCase(archived: entry.file, path: entry.path, oracle: ShowSupport.run(entry.file.touchCase), engine: "exec:" + h)
    c.note = h
    let page = CampaignPage.render(s, cases: [s.divergences[0].signature: c], rules: [PageSupport.rule("HIT-002", hostile: true)], generator: h)
    #expect(page.components(separatedBy: "<script").count == 2, "the page's own script only")
    #expect(!page.contains("<img") && !page.contains("]]>") && !page.contains("<!--") && !page.contains("onerror=\""))
    #expect(page.contains("&lt;script&gt;window.x=1&lt;/script&gt;&quot;&#39;&amp;]]&gt;&lt;!--"))
    #expect(!page.contains("</script>\"") && page.components(separatedBy: "</script>").count == 2)
  }

  @Test("The Content-Security-Policy allows the page's own script by its SHA-256 and nothing else")
  func policy() throws {
    let page = CampaignPage.render(summary(), cases: [:], rules: [], generator: "test")
    let script = try #require(page.range(of: "<script>")).upperBound
    let end = try #require(page.range(of: "</script>")).lowerBound
    let digest = SHA256.base64Digest(String(page[script..<end]))
    #expect(page.contains("default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-\(digest)'"))
    // FIPS 180-4's example, the empty message, and one of several blocks (as Python's hashlib gives them).
    #expect(SHA256.base64Digest("abc") == "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
    #expect(SHA256.base64Digest("") == "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
    let long = String(repeating: "a", count: 1000)
    #expect(SHA256.base64Digest(long) == "Qe3s5C1j6Nm/UVqbppMuHCDLyfWl0TRkWttdsblzfqM=")
  }

  @Test("Text escapes every character that could open markup or end an attribute, and drops characters a document cannot hold")
  func escaping() {
    #expect(HTMLText.escape("<a href='x'>\"&\"</a>") == "&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;")
    #expect(HTMLText.escape("bell\u{7} nul\u{0} c1\u{85} tab\tline\n") == "bell\u{FFFD} nul\u{FFFD} c1\u{FFFD} tab\tline\n")
    let noncharacters = String(String.UnicodeScalarView([Unicode.Scalar(0xFFFE)!, Unicode.Scalar(0xFDD0)!]))
    #expect(HTMLText.escape(noncharacters + "é") == "\u{FFFD}\u{FFFD}é")
    #expect(HTMLText.count(1_234_567) == "1,234,567" && HTMLText.count(999) == "999")
  }
}
