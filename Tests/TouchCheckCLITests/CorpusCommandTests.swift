import Foundation
import TestSupport
import Testing

@Suite("touchcheck corpus verify|merge|minimize (issue 11)")
struct CorpusCommandTests {
  static let alpha = "hit-testing/alpha-exactly-0.01-is-hittable.json"

  @Test("verify: the documented corpus passes (0); a bad file is an input error (2); a diverging replay fails (1)")
  func verify() throws {
    let good = try CLIRun.run(["corpus", "verify", CLIFolder.documented, "--quiet"])
    #expect(good.status == 0, "\(good.stdout)")
    #expect(good.stdout.hasPrefix("verify: ") && good.stdout.contains(" 0 failed, 0 bad"))
    let folder = CLIFolder("verify")
    defer { folder.remove() }
    let text = try CLIFolder.documented(Self.alpha)
    try folder.write(text, to: "good.json")
    try folder.write(text.replacingOccurrences(of: "\"@0 hitTest t1 veil\"", with: "\"@0 hitTest t1 under\""), to: "wrong/expected.json")
    let failed = try CLIRun.run(["corpus", "verify", folder.path])
    #expect(failed.status == 1 && failed.stdout.contains("FAIL  \(folder.path)/wrong/expected.json: the oracle's trace differs"), "\(failed.stdout)")
    try folder.write("{\"format\": 1, \"scene\": 3}", to: "bad.json")
    let bad = try CLIRun.run(["corpus", "verify", folder.path, "--quiet"])
    #expect(bad.status == 2 && bad.stdout.contains("ERROR \(folder.path)/bad.json: scene: expected an object, found a number"), "\(bad.stdout)")
    #expect(bad.stdout.contains("verify: 3 files, 1 ok, 1 failed, 1 bad"))
    let engine = try CLIRun.run(["corpus", "verify", folder.path + "/good.json", "--engine", "alpha-at-most-0.01"])
    #expect(engine.status == 1 && engine.stdout.contains("engine alpha-at-most-0.01 diverges at event 0"), "\(engine.stdout)")
  }

  @Test("verify --allow-empty: an archive never made or left empty passes, named; without it, 2; bad files still count")
  func verifyAllowEmpty() throws {
    let folder = CLIFolder("verify-allow-empty")
    defer { folder.remove() }
    let missing = folder.path + "/found"
    #expect(try CLIRun.run(["corpus", "verify", missing]).status == 2)
    let allowed = try CLIRun.run(["corpus", "verify", missing, "--allow-empty", "--engine", "alpha-at-most-0.01"])
    #expect(allowed.status == 0 && allowed.stdout.contains("EMPTY \(missing): no case file"), "\(allowed.stdout)")
    try FileManager.default.createDirectory(atPath: missing, withIntermediateDirectories: true)
    #expect(try CLIRun.run(["corpus", "verify", missing]).status == 2)
    #expect(try CLIRun.run(["corpus", "verify", missing, "--allow-empty"]).status == 0)
    // An empty archive beside a folder whose case diverges: the divergence still fails the run.
    try folder.write(try CLIFolder.documented(Self.alpha), to: "other/alpha.json")
    let mixed = try CLIRun.run(["corpus", "verify", missing, folder.path + "/other", "--allow-empty", "--engine", "alpha-at-most-0.01"])
    #expect(mixed.status == 1, "\(mixed.stdout)")
    #expect(try CLIRun.run(["corpus", "merge", missing, "--allow-empty"]).status == 2)
  }

  @Test("merge: files copied, a clashing name renamed with a message, merging again changes nothing, a missing source is 2")
  func merge() throws {
    let folder = CLIFolder("merge")
    defer { folder.remove() }
    let text = try CLIFolder.documented(Self.alpha)
    try folder.write(text, to: "a/x.json")
    try folder.write(text + " ", to: "b/x.json")
    let first = try CLIRun.run(["corpus", "merge", folder.path + "/dest", folder.path + "/a", folder.path + "/b"])
    #expect(first.status == 0, "\(first.stdout)")
    #expect(first.stdout.contains("COPY  \(folder.path)/b/x.json → \(folder.path)/dest/x-2.json: renamed, \(folder.path)/dest/x.json holds another file"))
    #expect(first.stdout.contains("merge: 2 files read, 2 copied (1 renamed), 0 duplicates (0 replaced), 0 identical, 0 bad"))
    let again = try CLIRun.run(["corpus", "merge", folder.path + "/dest", folder.path + "/a", folder.path + "/b", "--quiet"])
    #expect(again.status == 0 && again.stdout == "merge: 2 files read, 0 copied (0 renamed), 0 duplicates (0 replaced), 2 identical, 0 bad\n", "\(again.stdout)")
    let missing = try CLIRun.run(["corpus", "merge", folder.path + "/dest", folder.path + "/nothing"])
    #expect(missing.status == 2 && missing.stdout.contains("ERROR \(folder.path)/nothing: no such file or folder"))
  }

  @Test("minimize: --dry-run lists and removes nothing; the real run removes the same files; a second run removes none")
  func minimize() throws {
    let folder = CLIFolder("minimize")
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.path + "/hit-testing", withIntermediateDirectories: true)
    for name in [Self.alpha, "hit-testing/seed000-viewB1-walk.json", "delivery"] {
      try FileManager.default.copyItem(atPath: CLIFolder.documented + "/" + name, toPath: folder.path + "/" + name)
    }
    let before = folder.files().count
    let dry = try CLIRun.run(["corpus", "minimize", folder.path, "--dry-run", "--quiet"])
    let listed = dry.stdout.split(separator: "\n").filter { $0.hasPrefix("WOULD REMOVE ") }.map { $0.dropFirst("WOULD REMOVE ".count) }
    #expect(dry.status == 0 && !listed.isEmpty && folder.files().count == before, "\(dry.stdout)")
    #expect(dry.stdout.contains("minimize (dry run): \(before) files → \(before - listed.count) (\(listed.count) would be removed)"))
    let real = try CLIRun.run(["corpus", "minimize", folder.path, "--quiet"])
    let removed = real.stdout.split(separator: "\n").filter { $0.hasPrefix("REMOVE ") }.map { $0.dropFirst("REMOVE ".count) }
    #expect(real.status == 0 && removed == listed && folder.files().count == before - listed.count, "\(real.stdout)")
    let again = try CLIRun.run(["corpus", "minimize", folder.path])
    #expect(again.status == 0 && again.stdout.contains("(0 removed)") && again.stdout.contains("KEEP  "), "\(again.stdout)")
  }

  @Test("Usage errors name the problem", arguments: [
    (["corpus"], "corpus needs a subcommand: verify, merge, minimize"),
    (["corpus", "verfy", "x"], "unknown corpus subcommand \"verfy\" (did you mean verify?)"),
    (["corpus", "verify"], "corpus verify needs at least one file or folder"),
    (["corpus", "merge", "only-dest"], "corpus merge needs a destination folder and at least one source"),
    (["corpus", "merge", "a", "b", "--engine", "oracle"], "--engine is not an option of corpus merge"),
    (["corpus", "verify", "a", "--dry-run"], "--dry-run is not an option of corpus verify"),
    (["corpus", "minimize", "a", "b"], "corpus minimize takes one folder"),
    (["corpus", "minimize", "a", "--engine", "oracel"], "did you mean oracle?"),
  ])
  func usage(_ arguments: [String], _ message: String) throws {
    let run = try CLIRun.run(arguments)
    #expect(run.status == 2, "\(arguments): \(run.stderr)")
    #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
  }

  @Test("corpus --help exits 0 and documents every subcommand")
  func help() throws {
    let run = try CLIRun.run(["corpus", "--help"])
    #expect(run.status == 0 && ["verify", "merge", "minimize", "EXIT STATUS"].allSatisfy(run.stdout.contains))
  }
}
