import Foundation
import TestSupport
import Testing

@Suite("A partial engine's archive verifies and shows clean (issue 18, item 1)", .waits)
struct PartialEngineArchiveTests {
  /// An engine served over the protocol claiming delivery but not the application.
  static func engine(_ name: String) -> String {
    "exec:\(CLIRun.executable) serve --engine \(name) --claim hitTesting,delivery"
  }

  @Test("The CI merge job of Docs/CI.md: shards, merge, verify fails while the bug is there and passes once it is fixed")
  func mergeJob() throws {
    let folder = CLIFolder("partial-merge")
    defer { folder.remove() }
    for shard in 0..<2 {
      let fuzz = try CLIRun.run([
        "fuzz", "--engine", Self.engine("forwards-only-began"), "--seed", "7", "--cases", "400", "--shard", "\(shard)/2",
        "--corpus", "\(folder.path)/found-\(shard)", "--quiet",
      ])
      #expect(fuzz.status == 1, "shard \(shard): \(fuzz.stdout.suffix(1_500)) \(fuzz.stderr)")
    }
    let merge = try CLIRun.run(["corpus", "merge", "\(folder.path)/found", "\(folder.path)/found-0", "\(folder.path)/found-1"])
    #expect(merge.status == 0, "\(merge.stdout)")
    let files = try FileManager.default.subpathsOfDirectory(atPath: "\(folder.path)/found").sorted().filter { $0.hasSuffix(".json") }
    #expect(!files.isEmpty)
    let oracle = try CLIRun.run(["corpus", "verify", "\(folder.path)/found"])
    #expect(oracle.status == 0, "the oracle must reproduce the archived expected traces: \(oracle.stdout)")
    let buggy = try CLIRun.run(["corpus", "verify", "\(folder.path)/found", "--engine", Self.engine("forwards-only-began")])
    #expect(buggy.status == 1, "\(buggy.stdout)")
    let fixed = try CLIRun.run(["corpus", "verify", "\(folder.path)/found", "--engine", Self.engine("oracle")])
    #expect(fixed.status == 0, "after the fix the merged archive passes: \(fixed.stdout)")
    for file in files {
      let show = try CLIRun.run(["show", "\(folder.path)/found/\(file)"])
      #expect(show.status == 0)
      #expect(show.stdout.contains("the file's expected trace: the same as the oracle's"), "\(show.stdout)")
      #expect(!show.stdout.contains(" application ["), "the application lines are not compared: \(show.stdout)")
    }
  }

  @Test("serve --claim: an unknown capability is a usage error naming the nearest one")
  func unknownClaim() throws {
    let run = try CLIRun.run(["serve", "--engine", "oracle", "--claim", "hitTesting,delivry"])
    #expect(run.status == 2 && run.stderr.contains("unknown capability \"delivry\"") && run.stderr.contains("delivery"), "\(run.stderr)")
  }
}
