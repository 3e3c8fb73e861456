import Foundation
import TestSupport
import Testing

@Suite("A campaign replays the documented corpus at the engine's level first (issue 18, item 10)")
struct DocumentedFirstTests {
  static let documented = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpus/documented").path

  @Test("A documented case the campaign's generator does not reach fails the campaign, named, in the summary and the JSON")
  func documentedFailureFailsTheCampaign() throws {
    let folder = CLIFolder("documented-first")
    defer { folder.remove() }
    // A handful of cases never generates alpha exactly 0.01; the documented case pins it.
    let run = try CLIRun.run([
      "fuzz", "--engine", "alpha-at-most-0.01", "--cases", "1", "--no-archive", "--documented", Self.documented,
      "--json", folder.path + "/summary.json", "--quiet",
    ])
    #expect(run.status == 1, "\(run.stdout.suffix(1_500))")
    #expect(run.stdout.contains("FAIL  \(Self.documented)/hit-testing/alpha-exactly-0.01-is-hittable.json"), "\(run.stdout.prefix(1_500))")
    #expect(run.stdout.contains("documented cases at this engine's level: "), "\(run.stdout.suffix(800))")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/summary.json"))) as? [String: Any])
    let documented = try #require(json["documented"] as? [String: Any])
    #expect((documented["failures"] as? [String])?.first?.hasSuffix("alpha-exactly-0.01-is-hittable.json") == true, "\(documented)")
    #expect(json["passed"] as? Bool == false)
  }

  @Test("The oracle passes every documented case at its level; files documented under another profile reading are skipped")
  func oraclePasses() throws {
    let run = try CLIRun.run(["fuzz", "--engine", "oracle", "--cases", "1", "--no-archive", "--documented", Self.documented])
    #expect(run.status == 0, "\(run.stdout.suffix(1_500))")
    #expect(run.stdout.contains(" 0 failed, "), "\(run.stdout.suffix(800))")
    let declared = try CLIRun.run([
      "fuzz", "--engine", "exec:\(CLIRun.executable) serve --engine alpha-at-most-0.01", "--cases", "1", "--no-archive",
      "--documented", Self.documented, "--no-documented",
    ])
    #expect(!declared.stdout.contains("documented cases at this engine's level"), "--no-documented skips it")
  }
}
