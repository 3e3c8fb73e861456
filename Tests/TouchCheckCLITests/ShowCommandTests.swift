import Foundation
import Testing

@Suite("touchcheck show, and the pictures and summaries campaigns point to (issue 11, item 6)")
struct ShowCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  static let rotated = root + "/Corpus/documented/hit-testing/view-rotated-a-quarter-turn-is-hit-where-it-is-drawn.json"

  func temporaryFolder(_ name: String) throws -> String {
    let folder = NSTemporaryDirectory() + "touchcheck-show-\(name)-\(getpid())"
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("show prints the tree, the timeline and the trace, and --svg writes the picture")
  func showsACase() throws {
    let folder = try temporaryFolder("svg")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try CLIRun.run(["show", Self.rotated, "--svg", folder + "/bar.svg"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("bar (view) frame [60 340 200 50], transform [0 1 -1 0 0 0], on screen [135 265 50 200]"))
    #expect(run.stdout.contains("t1 began at (160, 280) → bar (15, 25)"))
    #expect(run.stdout.contains("@0 hitTest t1 bar   ← DEL-001"))
    let svg = try String(contentsOfFile: folder + "/bar.svg", encoding: .utf8)
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["bar.svg"], "no temporary file is left")
  }

  @Test("A malformed case file is an input error (2) naming the file; a missing one too; an unwritable picture an I/O error (3)")
  func badInput() throws {
    let folder = try temporaryFolder("bad")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bad = folder + "/broken case.json"
    #expect(FileManager.default.createFile(atPath: bad, contents: Data("{\"format\": 1, \"scene\": ".utf8)))
    let malformed = try CLIRun.run(["show", bad])
    #expect(malformed.status == 2)
    #expect(malformed.stderr.contains("broken case.json: malformed JSON"))
    #expect(malformed.stdout.isEmpty)
    let missing = try CLIRun.run(["show", folder + "/absent.json"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("absent.json: no such file"))
    #expect(try CLIRun.run(["show"]).status == 2)
    let unwritable = try CLIRun.run(["show", Self.rotated, "--svg", bad + "/x.svg"])
    #expect(unwritable.status == 3)
    #expect(unwritable.stderr.contains("could not write the SVG picture"))
  }

  @Test("A campaign's failure report points to the picture, and --markdown writes the summary tables")
  func campaignPointsToThePicture() throws {
    let folder = try temporaryFolder("fuzz")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try CLIRun.run([
      "fuzz", "--engine", "hidden-still-hit", "--cases", "300", "--jobs", "1", "--quiet", "--corpus", folder + "/found", "--markdown", folder + "/summary.md",
    ])
    #expect(run.status == 1)
    let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("See it: ") })
    #expect(line.contains(" show \(folder)/found/hidden-still-hit/") && line.hasSuffix(".svg"))
    let markdown = try String(contentsOfFile: folder + "/summary.md", encoding: .utf8)
    #expect(markdown.contains("| signature | rule | cases | first case |"))
    #expect(markdown.contains("## Rule coverage"))
    #expect(markdown.contains("| HIT-002 "))
  }
}
