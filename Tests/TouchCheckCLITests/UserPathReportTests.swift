import Foundation
import TestSupport
import Testing

@Suite("Reports on the user's path (issue 18, items 7, 8, 9 and 12)")
struct UserPathReportTests {
  /// The `name` attributes of a JUnit file's test cases, in order.
  static func testCaseNames(_ path: String) throws -> [String] {
    let xml = try String(contentsOfFile: path, encoding: .utf8)
    return xml.components(separatedBy: "<testcase ").dropFirst().compactMap { chunk in
      guard let start = chunk.range(of: " name=\"") else { return nil }
      let rest = chunk[start.upperBound...]
      return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
  }

  @Test("JUnit names stay the same across a fix: replay names the file, a campaign names the signature and keeps a fixed one passing", .waits)
  func stableJUnitNames() throws {
    let folder = CLIFolder("junit-names")
    defer { folder.remove() }
    let buggy = try CLIRun.run(["fuzz", "--engine", "max-edge-inclusive", "--cases", "300", "--corpus", folder.path + "/found", "--junit", folder.path + "/a.xml", "--quiet"])
    #expect(buggy.status == 1)
    // Documented files the engine fails are test cases of their own (named by path); the signatures are compared here.
    let before = try Self.testCaseNames(folder.path + "/a.xml").filter { !$0.hasPrefix("/") }
    #expect(!before.isEmpty && before.allSatisfy { !$0.contains("cases") })
    // The same archive replayed against the oracle (the bug fixed): every signature is still a test case, now passing.
    let archived = folder.path + "/found/max-edge-inclusive"
    try FileManager.default.moveItem(atPath: archived, toPath: folder.path + "/found/oracle")
    let fixed = try CLIRun.run(["fuzz", "--engine", "oracle", "--cases", "50", "--corpus", folder.path + "/found", "--junit", folder.path + "/b.xml", "--quiet"])
    #expect(fixed.status == 0, "\(fixed.stdout.suffix(800))")
    let after = try Self.testCaseNames(folder.path + "/b.xml")
    #expect(Set(before).isSubset(of: Set(after)), "before \(before), after \(after)")
    #expect(!(try String(contentsOfFile: folder.path + "/b.xml", encoding: .utf8)).contains("<failure"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/found/oracle").filter { $0.hasSuffix(".json") }.sorted()
    let file = folder.path + "/found/oracle/" + files[0]
    _ = try CLIRun.run(["replay", file, "--engine", "max-edge-inclusive", "--junit", folder.path + "/c.xml"])
    _ = try CLIRun.run(["replay", file, "--junit", folder.path + "/d.xml"])
    #expect(try Self.testCaseNames(folder.path + "/c.xml") == [file])
    #expect(try Self.testCaseNames(folder.path + "/d.xml") == [file])
  }

  @Test("A known divergence hit only in the archive replay: first case 'archive' and one hit per file, never -1 or 0")
  func knownFromTheArchive() throws {
    let folder = CLIFolder("known-archive")
    defer { folder.remove() }
    let first = try CLIRun.run(["fuzz", "--engine", "hidden-still-hit", "--cases", "300", "--corpus", folder.path, "--quiet", "--unguided"])
    #expect(first.status == 1)
    try folder.write(#"{"format": 1, "known": [{"signature": "HIT-002*", "reason": "hidden views are hit on purpose"}]}"#, to: "known.json")
    let again = try CLIRun.run(["fuzz", "--engine", "hidden-still-hit", "--cases", "1", "--corpus", folder.path, "--known", folder.path + "/known.json", "--unguided"])
    let table = again.stdout.components(separatedBy: "known divergences hit").last ?? ""
    let row = try #require(table.split(separator: "\n").first { $0.contains("HIT-002") }, "\(again.stdout.suffix(1_000))")
    let columns = row.split(separator: " ").map(String.init)
    #expect(columns.count > 4 && Int(columns[3]).map { $0 >= 1 } == true && columns[4] == "archive", "\(row)")  // signature (two words), rule, hits, first
  }

  @Test("fuzz without --engine says first that it runs the self-check and why; a small budget is named")
  func selfCheckAnnounced() throws {
    let run = try CLIRun.run(["fuzz", "--cases", "5", "--mutants", "hidden-still-hit"])
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("No --engine given, so this is TouchCheck's self-check") == true, "\(run.stdout)")
    #expect(run.stdout.contains("--cases 5 is under the 1000 cases the self-check is measured at"))
  }

  @Test("Feature pairs never used together lists only pairs the engine claims", .waits)
  func claimedPairsOnly() throws {
    let run = try CLIRun.run(["fuzz", "--engine", "alpha-at-most-0.01", "--cases", "200", "--no-archive", "--unguided"])
    let partial = try CLIRun.run(["fuzz", "--engine", "exec:\(CLIRun.executable) serve --claim hitTesting,delivery,severalWindows", "--cases", "200", "--no-archive", "--unguided"])
    #expect(run.stdout.contains("feature pairs"))
    let line = try #require(partial.stdout.split(separator: "\n").first { $0.contains("feature pairs") && $0.contains("occurred") }, "\(partial.stdout.suffix(2_000))")
    #expect(line.contains("of 3 claimed occurred"), "\(line)")
    let never = partial.stdout.split(separator: "\n").first { $0.contains("never used together") }
    #expect(never.map { !$0.contains("hitAreas") && !$0.contains("application") } ?? true, "\(never ?? "")")
  }
}
