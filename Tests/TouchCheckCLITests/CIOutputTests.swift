import Foundation
import TestSupport
import Testing

@Suite("touchcheck: machine-readable output for CI (issues 8 and 10)")
struct CIOutputTests {
  @Test("fuzz --json has a top-level divergences array and --junit one failing test case per divergence; no escape codes off a terminal", .waits)
  func jsonAndJUnit() throws {
    let base = NSTemporaryDirectory() + "touchcheck-ci-\(getpid())"
    defer {
      try? FileManager.default.removeItem(atPath: base + ".json")
      try? FileManager.default.removeItem(atPath: base + ".xml")
    }
    let run = try CLIRun.run(["fuzz", "--engine", "max-edge-inclusive", "--cases", "300", "--no-archive", "--json", base + ".json", "--junit", base + ".xml"])
    #expect(run.status == 1)
    #expect(!run.stdout.contains("\u{1B}") && !run.stderr.contains("\u{1B}"))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: base + ".json"))) as? [String: Any])
    let divergences = try #require(json["divergences"] as? [[String: Any]])
    #expect(!divergences.isEmpty && divergences.allSatisfy { $0["signature"] is String && $0["rule"] is String && $0["cases"] is NSNumber })
    let xml = try String(contentsOfFile: base + ".xml", encoding: .utf8)
    // One failing test case per divergence and per documented file the engine fails.
    let documentedFailures = ((json["documented"] as? [String: Any])?["failures"] as? [String])?.count ?? 0
    #expect(xml.hasPrefix("<?xml") && xml.components(separatedBy: "<failure ").count - 1 == divergences.count + documentedFailures)
  }

  @Test("replay --junit has one test case per replayed file")
  func replayJUnit() throws {
    let path = NSTemporaryDirectory() + "touchcheck-ci-replay-\(getpid()).xml"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Corpus/documented/hit-testing").path
    let run = try CLIRun.run(["replay", corpus, "--quiet", "--junit", path])
    #expect(run.status == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.hasSuffix(".json") }.count
    let xml = try String(contentsOfFile: path, encoding: .utf8)
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == files)
  }
}
