import Foundation
import TestSupport
import Testing

@Suite("An output that is also an input or another output is refused before anything is written (issue 36, item 1)", .waits)
struct OutputRolesTests {
  @Test("report, fuzz, replay and show refuse a clash, naming both roles, and leave every file as it was")
  func refused() throws {
    let folder = CLIFolder("output-roles")
    defer { folder.remove() }
    let found = "\(folder.path)/found"
    let first = try CLIRun.run(["fuzz", "--engine", "max-edge-inclusive", "--cases", "200", "--corpus", found, "--json", "\(folder.path)/s.json", "--quiet", "--no-documented"])
    #expect(first.status == 1, "\(first.stderr)")
    let summary = try String(contentsOfFile: "\(folder.path)/s.json", encoding: .utf8)
    let archived = try #require(CorpusPruneTests.files(found).first.map { "\(found)/\($0)" })
    let caseText = try String(contentsOfFile: archived, encoding: .utf8)
    let clashes: [([String], String)] = [
      (["report", found, "--json", "\(folder.path)/s.json", "--html", "\(folder.path)/s.json"], "--html \(folder.path)/s.json is also read as --json"),
      (["report", found, "--json", "\(folder.path)/s.json", "--html", "\(folder.path)/./sub/../s.json"], "is also read as --json"),
      (["fuzz", "--engine", "max-edge-inclusive", "--cases", "10", "--corpus", found, "--json", archived, "--no-documented"], "lies inside the archive folder (--corpus)"),
      (["fuzz", "--engine", "max-edge-inclusive", "--cases", "10", "--corpus", found, "--json", "\(found)/max-edge-inclusive/new.json", "--no-documented"], "lies inside the engine's archive folder, replayed first"),
      (["fuzz", "--engine", "max-edge-inclusive", "--cases", "10", "--corpus", found, "--json", "\(folder.path)/o.json", "--markdown", "\(folder.path)/o.json", "--no-documented"], "--markdown and --json name the same file"),
      (["fuzz", "--engine", "max-edge-inclusive", "--cases", "10", "--no-archive", "--state", "\(folder.path)/s.json", "--json", "\(folder.path)/s.json", "--no-documented"], "the campaign's state file and --json name the same file"),
      (["replay", archived, "--junit", archived], "--junit \(archived) is also read as the replayed path"),
      (["show", archived, "--svg", archived], "--svg \(archived) is also read as the case shown"),
    ]
    for (arguments, message) in clashes {
      let run = try CLIRun.run(arguments)
      #expect(run.status == 2 && run.stderr.contains(message), "\(arguments): \(run.stderr)")
    }
    #expect(try String(contentsOfFile: "\(folder.path)/s.json", encoding: .utf8) == summary, "the summary read is intact")
    #expect(try String(contentsOfFile: archived, encoding: .utf8) == caseText, "the archived case is intact")
    // A hard link to an input is the input.
    try FileManager.default.linkItem(atPath: "\(folder.path)/s.json", toPath: "\(folder.path)/link.html")
    let linked = try CLIRun.run(["report", found, "--json", "\(folder.path)/s.json", "--html", "\(folder.path)/link.html"])
    #expect(linked.status == 2 && linked.stderr.contains("is also read as --json"), "\(linked.stderr)")
    // Outputs elsewhere still work.
    let fine = try CLIRun.run(["report", found, "--json", "\(folder.path)/s.json", "--html", "\(folder.path)/page.html"])
    #expect(fine.status == 1, "\(fine.stderr)")
  }
}
