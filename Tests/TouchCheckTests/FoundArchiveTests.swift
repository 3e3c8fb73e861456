import Foundation
import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle

@Suite("Archived files that share a signature never overwrite each other (issue 11)")
struct FoundArchiveTests {
  static let counterexample: Counterexample? = {
    let mutant = Deviation.mutants.first { $0.name == "hidden-still-hit" }!
    return Campaign(oracle: ReferenceOracle(), engine: mutant.engine, configuration: .stopOnFirst(seed: 1, cases: 1_000)).run().counterexample
  }()

  @Test("The same case archived twice is one file; a different file at its name is kept and the case goes to -2, then -3")
  func neverOverwrites() throws {
    let folder = TemporaryFolder("no-clobber")
    defer { folder.remove() }
    let c = try #require(Self.counterexample)
    let archive = FoundArchive(folder: folder.path)
    let first = try archive.store(c)
    #expect(first.note == nil && first.path == archive.path(for: c))
    #expect(try archive.store(c) == first)
    let text = try CorpusFiles.read(first.path).get()
    let stale = text + " "
    try stale.write(toFile: first.path, atomically: true, encoding: .utf8)
    let second = try archive.store(c)
    #expect(second.path == first.path.replacingOccurrences(of: ".json", with: "-2.json"))
    #expect(second.note?.contains("already holds another case for this signature; kept it") == true)
    #expect(try CorpusFiles.read(first.path).get() == stale)
    #expect(try archive.store(c).path == second.path, "the identical -2 file is found again")
    try (text + "  ").write(toFile: second.path, atomically: true, encoding: .utf8)
    #expect(try archive.store(c).path.hasSuffix("-3.json"))
    #expect(folder.files().count == 3)
  }

  @Test("The origin (seed, first case) is written as members and read back; older files give it in their how line")
  func origin() throws {
    let c = try #require(Self.counterexample)
    let header = try #require(try FoundHeader.read(c.caseFile()))
    #expect(header.engine == "hidden-still-hit" && header.signature == c.signature)
    #expect(header.origin == FoundOrigin(seed: 1, firstCase: c.caseIndex))
    let old = try CaseFile.decode(text: FoundFiles.found("hit-testing/alpha-exactly-0.01-is-hittable.json", engine: "x --seed 9: case 4", signature: "S", seed: 12, firstCase: 34, how: true))
    #expect(try FoundHeader.read(old)?.origin == FoundOrigin(seed: 12, firstCase: 34))
    #expect(FoundOrigin(seed: 1, firstCase: 50) < FoundOrigin(seed: 2, firstCase: 0))
    #expect(FoundOrigin(seed: 2, firstCase: 3) < FoundOrigin(seed: 2, firstCase: 4))
  }

  @Test("AtomicFile.create writes a new file and refuses an existing one, leaving it and no temporary file")
  func create() throws {
    let folder = TemporaryFolder("create")
    defer { folder.remove() }
    #expect(try AtomicFile.create("one", at: folder.path + "/a.json"))
    #expect(try !AtomicFile.create("two", at: folder.path + "/a.json"))
    #expect(folder.files().map(\.0) == ["a.json"] && folder.files().map(\.1) == ["one"])
  }
}

@Suite("Archive folder names stay apart (issue 22, item 14)")
struct FoundArchiveSlugTests {
  @Test("Two long engine names that share their first 120 characters get two folders; short names are unchanged")
  func longNames() {
    let stem = "exec:" + String(repeating: "python3 /very/long/path/to/engine ", count: 5)
    let a = FoundArchive(folder: "F").folder(for: stem + "--mode one")
    let b = FoundArchive(folder: "F").folder(for: stem + "--mode two")
    #expect(a != b)
    #expect(a.count == "F/".count + 128 && b.count == a.count)
    #expect(FoundArchive(folder: "F").folder(for: "my-engine") == "F/my-engine")
  }

  @Test("Engine names that differ only in characters a file name cannot keep get folders of their own")
  func replacedCharacters() {
    let archive = FoundArchive(folder: "F")
    let folders = ["e.x", "e:x", "e_x", "e x", "e/x"].map(archive.folder(for:))
    #expect(Set(folders).count == folders.count, "\(folders)")
    #expect(folders.filter { $0 != "F/e_x" && $0 != "F/e.x" }.allSatisfy { $0.hasPrefix("F/e_x-") && $0.count == "F/e_x-".count + 16 })
    #expect(folders.contains("F/e_x") && folders.contains("F/e.x"), "a name a file name can keep is kept as it is")
    #expect(archive.folder(for: "..").hasPrefix("F/__-") && archive.folder(for: ".hidden").hasPrefix("F/_hidden-"))
    #expect(archive.folder(for: "exclusive-touch-ignored") == "F/exclusive-touch-ignored")
  }

  @Test("An engine's folder under the old name moves to the new one, unless another engine shares it")
  func legacyFolder() throws {
    let folder = TemporaryFolder("legacy-archive")
    defer { folder.remove() }
    let archive = FoundArchive(folder: folder.path)
    let c = try #require(FoundArchiveTests.counterexample)
    func archived(as engine: String, legacy name: String) throws {
      var renamed = c
      renamed.engine = engine
      let stored = try archive.store(renamed).path
      let legacy = "\(folder.path)/\(name)"
      try FileManager.default.createDirectory(atPath: legacy, withIntermediateDirectories: true)
      try FileManager.default.moveItem(atPath: stored, toPath: legacy + "/" + (stored as NSString).lastPathComponent + (engine == "e:x" ? ".2.json" : ""))
      try FileManager.default.removeItem(atPath: archive.folder(for: engine))
    }
    try archived(as: "exec:engine a", legacy: "exec_engine_a")
    #expect(archive.renameLegacyFolder(engine: "exec:engine a") != nil)
    #expect(FileManager.default.fileExists(atPath: archive.path(for: { var r = c; r.engine = "exec:engine a"; return r }())))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/exec_engine_a"))
    try archived(as: "e.x", legacy: "e_x")
    try archived(as: "e:x", legacy: "e_x")
    #expect(archive.renameLegacyFolder(engine: "e.x") == nil)
    #expect(FileManager.default.fileExists(atPath: folder.path + "/e_x"))
  }
}

