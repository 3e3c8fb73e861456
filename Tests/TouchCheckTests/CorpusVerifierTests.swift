import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle

@Suite("corpus verify: every file decoded, validated and replayed, every bad one named (issue 11)")
struct CorpusVerifierTests {
  func verify(_ paths: [String], engine: (any TouchEngine)? = nil) -> (CorpusVerifySummary, [String]) {
    var lines: [String] = []
    let summary = CorpusVerifier(oracle: ReferenceOracle(), engine: engine).run(paths) { lines += $0 }
    return (summary, lines)
  }

  @Test("The documented corpus passes: every file decodes, validates and replays on the oracle as expected")
  func documentedPasses() {
    let (summary, lines) = verify([FoundFiles.documented])
    #expect(summary.files > 100 && summary.ok == summary.files && summary.failed == 0 && summary.errors == 0, "\(lines.filter { !$0.hasPrefix("OK") })")
    #expect(summary.line == "verify: \(summary.files) files, \(summary.files) ok, 0 failed, 0 bad")
  }

  @Test("A malformed file, an invalid scene, a wrong expected trace and an unreadable found member are each named; the rest goes on")
  func badFilesNamed() throws {
    let folder = TemporaryFolder("verify")
    defer { folder.remove() }
    let good = try FoundFiles.documented("hit-testing/alpha-exactly-0.01-is-hittable.json").text()
    try folder.write(good, to: "a-good.json")
    try folder.write("{\"format\": 1,", to: "b-malformed.json")
    try folder.write(good.replacingOccurrences(of: "[0, 0, 320, 480]", with: "[0, 0, -320, 480]"), to: "c-invalid.json")
    try folder.write(good.replacingOccurrences(of: "\"@0 hitTest t1 veil\"", with: "\"@0 hitTest t1 under\""), to: "d-wrong.json")
    try folder.write(good.replacingOccurrences(of: "\n}", with: ",\n\"found\": {\"engine\": \"e\"}\n}"), to: "e-found.json")
    let (summary, lines) = verify([folder.path, folder.path + "/missing"])
    #expect(summary.files == 5 && summary.ok == 1 && summary.failed == 1 && summary.errors == 4, "\(lines)")
    #expect(lines.contains("OK    \(folder.path)/a-good.json"))
    #expect(lines.contains { $0.hasPrefix("ERROR \(folder.path)/b-malformed.json: malformed JSON at line 1") })
    #expect(lines.contains("ERROR \(folder.path)/c-invalid.json: scene.views[0].frame: width -320 is negative"))
    #expect(lines.contains("FAIL  \(folder.path)/d-wrong.json: the oracle's trace differs from the expected trace at event 3"))
    #expect(lines.contains("ERROR \(folder.path)/e-found.json: found.signature: is missing or empty"))
    #expect(lines.contains("ERROR \(folder.path)/missing: no such file or folder"))
  }

  @Test("With an engine, a file it diverges on is named with the event; a file it cannot run is skipped, naming what it needs")
  func engineReplay() throws {
    let mutant = try #require(Deviation.mutants.first { $0.name == "alpha-at-most-0.01" })
    let paths = ["hit-testing/alpha-exactly-0.01-is-hittable.json", "delivery"].map { FoundFiles.documented + "/" + $0 }
    let (summary, lines) = verify(paths, engine: mutant.engine)
    #expect(summary.failed == 1 && summary.skipped.skipped > 0 && summary.ok == summary.files - 1, "\(lines)")
    #expect(lines.contains("FAIL  \(paths[0]): engine alpha-at-most-0.01 diverges at event 0"))
    #expect(lines.contains { $0.hasPrefix("OK    \(paths[1])/") && $0.contains("(engine alpha-at-most-0.01 skipped: needs delivery") })
    #expect(summary.line.contains("skipped by the engine (needs "))
  }
}
