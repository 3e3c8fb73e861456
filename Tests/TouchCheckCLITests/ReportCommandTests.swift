import Foundation
import TestSupport
import Testing

@Suite("touchcheck fuzz --html and touchcheck report: the campaign's page (issue 21)", .waits)
struct ReportCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The signatures of a page's divergence sections, sorted.
  func sections(_ page: String) -> [String] {
    page.components(separatedBy: "<details class=\"divergence\"").dropFirst().compactMap { chunk in
      guard let start = chunk.range(of: "<summary><span class=\"mono\">"), let end = chunk.range(of: "</span>", range: start.upperBound..<chunk.endIndex) else { return nil }
      return String(chunk[start.upperBound..<end.lowerBound])
    }.sorted()
  }

  /// The signatures of a summary's divergences, sorted.
  func signatures(_ path: String) throws -> [String] {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    return try #require(json["divergences"] as? [[String: Any]]).compactMap { $0["signature"] as? String }.sorted()
  }

  @Test("fuzz --html writes the page of a composite campaign; report builds the same sections from the archive and --json")
  func composite() throws {
    let work = CLIFolder("report")
    defer { work.remove() }
    let run = try CLIRun.run([
      "fuzz", "--engine", "composite", "--cases", "1500", "--corpus", work.path + "/found", "--json", work.path + "/s.json",
      "--html", work.path + "/fuzz.html", "--quiet", "--no-documented",
    ])
    #expect(run.status == 1, "\(run.stderr)")
    let page = try String(contentsOfFile: work.path + "/fuzz.html", encoding: .utf8)
    let expected = try signatures(work.path + "/s.json")
    #expect(expected.count >= 5)
    #expect(sections(page) == expected)
    #expect(page.components(separatedBy: "class=\"picture\"><svg").count == expected.count + 1, "every divergence has its picture")
    #expect(page.contains("<dt>exit status</dt><dd>1: divergences found</dd>") && page.contains("<dt>budget</dt><dd>1,500 cases</dd>"))
    let report = try CLIRun.run(["report", work.path + "/found", "--json", work.path + "/s.json", "--html", work.path + "/report.html"])
    #expect(report.status == 1, "the page shows divergences, so report exits 1 as fuzz did (issue 36, item 6): \(report.stderr)")
    #expect(report.stdout.contains("(\(expected.count) divergences, \(expected.count) with their minimal case"))
    let rebuilt = try String(contentsOfFile: work.path + "/report.html", encoding: .utf8)
    #expect(sections(rebuilt) == expected)
    // The pages differ only where the campaign knew more than the archive keeps (an engine's failure message).
    let notes = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("<pre class=\"note\">") } }
    #expect(notes(rebuilt) == notes(page))
    #expect(!work.files().contains { $0.0.contains(".touchcheck-tmp-") }, "written atomically: no temporary left")
    // The same shard's summary twice (a retried upload) is read once: no count doubles (issue 36, item 6).
    try FileManager.default.copyItem(atPath: work.path + "/s.json", toPath: work.path + "/again.json")
    let twice = try CLIRun.run(["report", work.path + "/found", "--json", work.path + "/s.json", "--json", work.path + "/again.json", "--html", work.path + "/twice.html"])
    #expect(twice.status == 1 && twice.stderr.contains("is the same campaign shard as") && twice.stderr.contains("read once"), "\(twice.stderr)")
    let twicePage = try String(contentsOfFile: work.path + "/twice.html", encoding: .utf8)
    #expect(twicePage.contains("<dt>cases run</dt><dd>1,500</dd>"), "counts are not doubled")
  }

  @Test("report from an archive alone shows each archived case, without counts")
  func archiveOnly() throws {
    let work = CLIFolder("report-archive")
    defer { work.remove() }
    _ = try CLIRun.run(["fuzz", "--engine", "max-edge-inclusive", "--cases", "300", "--corpus", work.path + "/found", "--quiet", "--no-documented"])
    let report = try CLIRun.run(["report", work.path + "/found", "--html", work.path + "/page.html"])
    #expect(report.status == 1, "\(report.stderr)")
    let page = try String(contentsOfFile: work.path + "/page.html", encoding: .utf8)
    let archived = work.files().filter { $0.0.hasSuffix(".json") }.count
    #expect(archived >= 1 && sections(page).count == archived)
    #expect(page.contains("none given: this page is built from the archive alone"))
  }

  @Test("Bad arguments and bad summaries are refused (2), naming the file, the line or field, and the problem")
  func refused() throws {
    let work = CLIFolder("report-bad")
    defer { work.remove() }
    try work.write("{\"engine\": \"e\", \"cases\": \"many\"}", to: "wrong.json")
    try work.write("{\"engine\": \"e\",", to: "broken.json")
    try work.write("{\"engine\": \"e\", \"seed\": 1}", to: "one.json")
    try work.write("{\"engine\": \"e\", \"seed\": 2}", to: "two.json")
    try FileManager.default.createDirectory(atPath: work.path + "/found", withIntermediateDirectories: true)
    let cases: [([String], String)] = [
      (["report", work.path + "/found"], "report needs --html FILE"),
      (["report", "--html", work.path + "/p.html"], "report takes exactly one archive folder"),
      (["report", work.path + "/one.json", "--html", work.path + "/p.html"], "not a folder"),
      (["report", work.path + "/found", "--json", work.path + "/wrong.json", "--html", work.path + "/p.html"], "wrong.json: not a touchcheck fuzz --json summary: cases: expected a number"),
      (["report", work.path + "/found", "--json", work.path + "/broken.json", "--html", work.path + "/p.html"], "broken.json: not JSON: line 1"),
      (["report", work.path + "/found", "--json", work.path + "/missing.json", "--html", work.path + "/p.html"], "missing.json: no such file"),
      (["report", work.path + "/found", "--json", work.path + "/one.json", "--json", work.path + "/two.json", "--html", work.path + "/p.html"], "different seeds"),
      (["report", work.path + "/found", "--html", work.path + "/p.html"], "holds no archived counterexample"),
      (["fuzz", "--html", work.path + "/p.html"], "--html needs --engine NAME"),
    ]
    for (arguments, message) in cases {
      let run = try CLIRun.run(arguments)
      #expect(run.status == 2, "\(arguments): \(run.stderr)")
      #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: work.path + "/p.html"))
  }

  @Test("An engine whose name, trace lines and error replies carry <script>, quotes and ]]> gets a page where all of it is text")
  func hostileEngine() throws {
    let work = CLIFolder("report-hostile")
    defer { work.remove() }
    let run = try CLIRun.run([
      "fuzz", "--engine", "exec:\(Python.command) \(Self.root)/Scripts/hostile-engine.py", "--cases", "100", "--corpus", work.path + "/found",
      "--json", work.path + "/s.json", "--html", work.path + "/page.html", "--quiet", "--no-documented",
    ])
    #expect(run.status == 1, "\(run.stderr)")
    let page = try String(contentsOfFile: work.path + "/page.html", encoding: .utf8)
    #expect(try signatures(work.path + "/s.json").contains("protocol:bad-trace"), "the hostile trace line reached the report")
    #expect(page.components(separatedBy: "<script").count == 2 && page.components(separatedBy: "</script>").count == 2, "the page's own script only")
    #expect(!page.contains("<img") && !page.contains("]]>") && !page.contains("<!--") && !page.contains("onerror=\""))
    #expect(page.contains("evil&lt;script&gt;window.__touchcheckInjected=3&lt;/script&gt;&quot;&#39;]]&gt;"))
    #expect(page.contains("&lt;img src=x onerror=&quot;window.__touchcheckInjected=2&quot;&gt;"))
  }

  @Test("show --svg of an archived counterexample draws the engine's binding too")
  func showDrawsTheEngine() throws {
    let work = CLIFolder("report-show")
    defer { work.remove() }
    _ = try CLIRun.run(["fuzz", "--engine", "max-edge-inclusive", "--cases", "300", "--corpus", work.path + "/found", "--quiet", "--no-documented"])
    let archived = try #require(work.files().first { $0.0.hasSuffix(".json") && $0.1.contains("hitTest") })
    let show = try CLIRun.run(["show", work.path + "/" + archived.0, "--svg", work.path + "/case.svg"])
    #expect(show.status == 0, "\(show.stderr)")
    let svg = try String(contentsOfFile: work.path + "/case.svg", encoding: .utf8)
    #expect(svg.contains("class=\"engine-bound\"") && svg.contains("the view the engine bound it to"))
  }
}
