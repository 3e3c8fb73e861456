import Foundation
import TestSupport
import Testing

@Suite("Archive hygiene: fixed cases are reported and pruned with one command (issue 33, item 4)", .waits)
struct CorpusPruneTests {
  /// The archived case files under a folder, sorted.
  static func files(_ folder: String) -> [String] {
    ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
  }

  @Test("A fixed case is pruned with one command, and a mistake found again takes its signature's own name")
  func prune() throws {
    let folder = CLIFolder("prune")
    defer { folder.remove() }
    let found = "\(folder.path)/found"
    let first = try CLIRun.run(["fuzz", "--engine", "hidden-still-hit", "--cases", "300", "--corpus", found, "--quiet"])
    #expect(first.status == 1, "\(first.stdout.suffix(1_000))")
    let archived = Self.files(found)
    #expect(!archived.isEmpty)
    // A documented case beside them is never pruned.
    try folder.write(try CLIFolder.documented(CorpusCommandTests.alpha), to: "found/hidden-still-hit/documented.json")
    let stillBuggy = try CLIRun.run(["corpus", "prune", "\(found)/hidden-still-hit", "--engine", "hidden-still-hit"])
    #expect(stillBuggy.status == 0 && stillBuggy.stdout.contains("0 fixed"), "\(stillBuggy.stdout)")
    #expect(Self.files(found).count == archived.count + 1)
    let dry = try CLIRun.run(["corpus", "prune", "\(found)/hidden-still-hit", "--engine", "oracle", "--dry-run"])
    #expect(dry.status == 0 && dry.stdout.contains("would be removed") && Self.files(found).count == archived.count + 1, "\(dry.stdout)")
    let pruned = try CLIRun.run(["corpus", "prune", "\(found)/hidden-still-hit", "--engine", "oracle"])
    #expect(pruned.status == 0 && pruned.stdout.contains("\(archived.count) fixed (\(archived.count) removed), 1 kept"), "\(pruned.stdout)")
    #expect(Self.files(found) == ["hidden-still-hit/documented.json"], "\(Self.files(found))")
    // The mistake comes back: archived under the signature's own name again, not as -2.
    let again = try CLIRun.run(["fuzz", "--engine", "hidden-still-hit", "--cases", "300", "--corpus", found, "--quiet"])
    #expect(again.status == 1)
    #expect(Self.files(found).filter { $0.contains("-2.json") }.isEmpty && Self.files(found).count == archived.count + 1, "\(Self.files(found))")
    let usage = try CLIRun.run(["corpus", "prune", found])
    #expect(usage.status == 2 && usage.stderr.contains("--engine"), "\(usage.stderr)")
  }
}
