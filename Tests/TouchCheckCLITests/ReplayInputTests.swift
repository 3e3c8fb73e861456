import Foundation
import Testing

@Suite("touchcheck replay: bad paths and folders (issue 7)")
struct ReplayInputTests {
  func temporaryFolder(_ name: String) throws -> String {
    let folder = NSTemporaryDirectory() + "touchcheck-cli-\(name)-\(getpid())"
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("An empty folder is an input error (2), not a pass")
  func emptyFolder() throws {
    let folder = try temporaryFolder("empty")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try CLIRun.run(["replay", folder])
    #expect(run.status == 2)
    #expect(run.stdout.contains("holds no .json case file"))
  }

  @Test("An unreadable folder is an I/O error (3) naming the folder and the reason", .enabled(if: geteuid() != 0, "root reads every folder"))
  func unreadableFolder() throws {
    let folder = try temporaryFolder("unreadable")
    defer {
      chmod(folder + "/locked", 0o755)
      try? FileManager.default.removeItem(atPath: folder)
    }
    try FileManager.default.createDirectory(atPath: folder + "/locked", withIntermediateDirectories: true)
    chmod(folder + "/locked", 0)
    let run = try CLIRun.run(["replay", folder])
    #expect(run.status == 3)
    #expect(run.stdout.contains("locked: folder cannot be read: Permission denied"))
  }

  @Test("A file name with control characters cannot forge an output line")
  func hostileFileName() throws {
    let folder = try temporaryFolder("hostile")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let name = folder + "/bad\nPASS  forged\u{1B}[2J.json"
    #expect(FileManager.default.createFile(atPath: name, contents: Data("{".utf8)))
    let run = try CLIRun.run(["replay", folder])
    #expect(run.status == 2)
    #expect(!run.stdout.contains("\u{1B}"))
    #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("PASS  forged") })
  }
}
