import Foundation
import Testing
import TouchCheck
import TouchModel

@Suite("Files a killed run left half-written (issue 7)")
struct StrayFilesTests {
  let deadPID = "2147483646"

  @Test("A complete stray file is recovered under its name, a broken one removed, a live writer's left alone")
  func clean() throws {
    let folder = NSTemporaryDirectory() + "touchcheck-strays-\(getpid())"
    try? FileManager.default.removeItem(atPath: folder)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let documented = try #require(CorpusFiles.list([CorpusTestsRoot.path + "/Corpus/documented/hit-testing"]).files.first)
    let complete = try CorpusFiles.read(documented).get()
    try AtomicFile.write(complete, to: "\(folder)/.good.json\(AtomicFile.marker)\(deadPID)")
    try AtomicFile.write(String(complete.prefix(40)), to: "\(folder)/.broken.json\(AtomicFile.marker)\(deadPID)")
    try AtomicFile.write(complete, to: "\(folder)/.live.json\(AtomicFile.marker)1")
    let outcomes = StrayFiles.clean(folder)
    #expect(outcomes.count == 2)
    #expect(FileManager.default.fileExists(atPath: "\(folder)/good.json"))
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/broken.json"))
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(left == [".live.json\(AtomicFile.marker)1", "good.json"])
  }

  @Test("A write-check probe and a second temporary a killed run left are cleaned too (issue 22, item 5)")
  func probesAndSecondTemporaries() throws {
    let folder = NSTemporaryDirectory() + "touchcheck-strays-probe-\(getpid())"
    try? FileManager.default.removeItem(atPath: folder)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try AtomicFile.write("", to: "\(folder)/.write-check\(AtomicFile.marker)\(deadPID)")
    try AtomicFile.write("x", to: "\(folder)/.state\(AtomicFile.marker)\(deadPID)-2")
    #expect(StrayFiles.clean(folder).count == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test("An atomic write leaves no temporary file behind and names the path when it fails")
  func atomicWrite() throws {
    let folder = NSTemporaryDirectory() + "touchcheck-atomic-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try AtomicFile.write("{}", to: folder + "/a.json")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.json"])
    #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("{}", to: "/dev/null/x/a.json") }
  }
}

/// The repository root, found from this file's path.
enum CorpusTestsRoot {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}
