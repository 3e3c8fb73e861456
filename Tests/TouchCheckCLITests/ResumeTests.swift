import Foundation
import TestSupport
import Testing

@Suite("touchcheck fuzz --resume: killed with SIGKILL and resumed, the same archive and summary as an unkilled run", .waits)
struct ResumeTests {
  static let campaign = ["fuzz", "--engine", "composite", "--cases", "1200", "--seed", "3", "--quiet"]

  /// A fresh temporary folder.
  func folder(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "touchcheck-resume-\(getpid())-\(name)"
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Runs `touchcheck ARGS` with its standard output (long failure reports) in a file, and returns the run and that output.
  func run(_ arguments: [String], in folder: String, killAfter delay: Double? = nil) throws -> (run: CLIRun, stdout: String) {
    let path = folder + "/stdout"
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    let run = try CLIRun.run(arguments, stdoutTo: handle, signal: delay.map { (after: $0, number: SIGKILL) })
    try handle.close()
    return (run, (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
  }

  /// Every file under a folder, by relative path, with its text (the campaign state excepted).
  func files(_ root: String) -> [String: String] {
    var result: [String: String] = [:]
    for name in (FileManager.default.subpaths(atPath: root) ?? []).sorted() where !name.hasSuffix(".campaign-state") && !name.hasSuffix(".campaign-state.lock") {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
        result[name] = (try? String(contentsOfFile: root + "/" + name, encoding: .utf8)) ?? "<unreadable>"
      }
    }
    return result
  }

  /// The JSON summary without its timing, with the archive folder written as CORPUS.
  func summary(_ path: String, corpus: String) throws -> String {
    let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: corpus, with: "CORPUS")
    return text.split(separator: "\n").filter { !$0.contains("\"seconds\"") && !$0.contains("\"firstSeconds\"") && !$0.contains("casesPerSecond") }.joined(separator: "\n")
  }

  @Test("Killed three times with SIGKILL, then resumed to the end: no case lost, no stray file, the same archive and summary")
  func killAndResume() throws {
    let reference = folder("reference")
    let killed = folder("killed")
    defer {
      try? FileManager.default.removeItem(atPath: reference)
      try? FileManager.default.removeItem(atPath: killed)
    }
    let whole = try run(Self.campaign + ["--corpus", reference + "/found", "--json", reference + "/summary.json"], in: reference).run
    #expect(whole.status == 1, "\(whole.stderr)")
    var kills = 0
    for delay in [0.4, 1.5, 3.0] {
      let killedRun = try run(Self.campaign + ["--corpus", killed + "/found", "--json", killed + "/summary.json", "--resume"], in: killed, killAfter: delay).run
      if killedRun.status != 1 { kills += 1 }
    }
    #expect(kills >= 2, "the campaign ended before it could be killed")
    let last = try run(Self.campaign + ["--corpus", killed + "/found", "--json", killed + "/summary.json", "--resume"], in: killed).run
    #expect(last.status == 1, "\(last.stderr)")
    #expect(last.stderr.contains("resuming the campaign") || last.stderr.contains("has finished"), "\(last.stderr)")
    let (got, want) = (files(killed + "/found"), files(reference + "/found"))
    #expect(got.keys.sorted() == want.keys.sorted())
    for (name, text) in want { #expect(got[name] == text, "\(name) differs") }
    #expect(!got.keys.contains { $0.contains(".touchcheck-tmp-") })
    #expect(try summary(killed + "/summary.json", corpus: killed) == summary(reference + "/summary.json", corpus: reference))
    // Resumed once more, the finished campaign only prints its summary.
    let (again, output) = try run(Self.campaign + ["--corpus", killed + "/found", "--resume"], in: killed)
    #expect(again.status == 1 && again.stderr.contains("has finished"), "\(again.stderr)")
    #expect(output.contains("divergences: \(got.count) distinct"), "\(output)")
  }

  @Test("A state from another campaign, --resume without a state file, and both guidance switches are usage errors")
  func usage() throws {
    let corpus = folder("usage")
    defer { try? FileManager.default.removeItem(atPath: corpus) }
    let first = try CLIRun.run(["fuzz", "--engine", "oracle", "--cases", "50", "--seed", "3", "--corpus", corpus, "--quiet"])
    #expect(first.status == 0, "\(first.stderr)")
    let other = try CLIRun.run(["fuzz", "--engine", "oracle", "--cases", "50", "--seed", "4", "--corpus", corpus, "--quiet", "--resume"])
    #expect(other.status == 2)
    #expect(other.stderr.contains("\(corpus)/oracle/.campaign-state: campaign.seed: the saved campaign has 3, this one 4"), "\(other.stderr)")
    let noState = try CLIRun.run(["fuzz", "--engine", "oracle", "--no-archive", "--resume"])
    #expect(noState.status == 2 && noState.stderr.contains("--resume needs --state FILE"), "\(noState.stderr)")
    let both = try CLIRun.run(["fuzz", "--engine", "oracle", "--guided", "--unguided"])
    #expect(both.status == 2 && both.stderr.contains("--guided and --unguided exclude each other"), "\(both.stderr)")
  }
}
