import Foundation
import TestSupport
import Testing

@Suite("Text from files a user or a pull request can edit reaches no output raw (issue 36, item 5)")
struct HandEditedTextTests {
  /// A title-setting escape ending in BEL, a clear-screen escape, and a right-to-left override.
  static let hostile = "bad \u{1B}]0;pwned\u{7} \u{1B}[2J \u{202E}gnp.exe"
  static let raw: [Unicode.Scalar] = ["\u{1B}", "\u{7}", "\u{202E}"]

  static func isClean(_ text: String) -> Bool { !text.unicodeScalars.contains(where: raw.contains) }

  /// A known-divergences file whose entry for the mutant's divergence has the hostile reason.
  static func knownFile(in folder: TemporaryFolder) throws -> String {
    let summary = folder.path + "/first.json"
    _ = try CLIRun.run(["fuzz", "--engine", "hidden-still-hit", "--cases", "300", "--no-archive", "--no-documented", "--quiet", "--json", summary])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: summary))) as? [String: Any])
    let divergences = try #require(json["divergences"] as? [[String: Any]])
    let signature = try #require(divergences.first?["signature"] as? String)
    let known: [String: Any] = ["format": 1, "known": [["signature": signature, "reason": hostile]]]
    let path = folder.path + "/known.json"
    try JSONSerialization.data(withJSONObject: known).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("A known divergence's reason with escapes, BEL and a bidi override is printed with them escaped")
  func knownReason() throws {
    let folder = CLIFolder("hand-edited-known")
    defer { folder.remove() }
    let known = try Self.knownFile(in: folder)
    let run = try CLIRun.run([
      "fuzz", "--engine", "hidden-still-hit", "--known", known, "--cases", "300", "--no-archive", "--no-documented",
      "--junit", folder.path + "/junit.xml", "--markdown", folder.path + "/summary.md", "--json", folder.path + "/s.json",
    ])
    #expect(run.stdout.contains("bad \\u{1B}]0;pwned\\u{7} \\u{1B}[2J \\u{202E}gnp.exe"), "\(run.stdout)")
    #expect(Self.isClean(run.stdout) && Self.isClean(run.stderr))
    for name in ["junit.xml", "summary.md"] {
      #expect(Self.isClean(try String(contentsOfFile: folder.path + "/" + name, encoding: .utf8)), "\(name)")
    }
  }

  @Test("A hand-edited summary's strings reach the report page and the console escaped")
  func editedSummary() throws {
    let folder = CLIFolder("hand-edited-summary")
    defer { folder.remove() }
    let summary = folder.path + "/s.json"
    _ = try CLIRun.run([
      "fuzz", "--engine", "hidden-still-hit", "--cases", "300", "--corpus", folder.path + "/found", "--no-documented", "--quiet",
      "--json", summary,
    ])
    var text = try String(contentsOfFile: summary, encoding: .utf8)
    let escapedHostile = String(data: try JSONSerialization.data(withJSONObject: [Self.hostile]), encoding: .utf8)!.dropFirst(2).dropLast(2)
    text = text.replacingOccurrences(of: "\"hidden-still-hit\"", with: "\"hidden-still-hit \(escapedHostile)\"")
    try text.write(toFile: summary, atomically: true, encoding: .utf8)
    let run = try CLIRun.run(["report", folder.path + "/found", "--json", summary, "--html", folder.path + "/page.html"])
    let page = (try? String(contentsOfFile: folder.path + "/page.html", encoding: .utf8)) ?? ""
    #expect(page.contains("gnp.exe"), "the edited name is not on the page: \(run.stderr)")
    #expect(Self.isClean(page))
    #expect(Self.isClean(run.stdout) && Self.isClean(run.stderr))
  }
}
