import Foundation
import TestSupport
import Testing
import TouchCheck
import SelfTest

@Suite("Output paths that are not regular files (issue 22, items 1 and 2)")
struct AtomicFileSpecialTests {
  static func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  @Test("The output-path checks of `touchcheck selftest outputs` all pass here: links, devices, FIFOs, folders, planted links")
  func selftestChecks() {
    for check in OutputPathChecks.run() { #expect(check.failure == nil, "\(check.name): \(check.failure ?? "")") }
  }

  @Test("A FIFO is written through to its reader; one nobody reads is an error, not a hang")
  func fifo() throws {
    let folder = TemporaryFolder("atomic-fifo")
    defer { folder.remove() }
    let path = folder.path + "/out.json"
    #expect(mkfifo(path, 0o600) == 0)
    #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: path) }
    let reader = Thread {
      let handle = FileHandle(forReadingAtPath: path)
      _ = handle?.readDataToEndOfFile()
    }
    reader.start()
    var written = false
    for _ in 0..<200 where !written {
      do {
        try AtomicFile.write("through the pipe", to: path)
        written = true
      } catch { Thread.sleep(forTimeInterval: 0.01) }
    }
    #expect(written)
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test("A folder that cannot be created gives the system's reason, not a Foundation error number")
  func folderReason() throws {
    let folder = TemporaryFolder("atomic-reason")
    defer { folder.remove() }
    try "a file".write(toFile: folder.path + "/file", atomically: false, encoding: .utf8)
    let error = #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: folder.path + "/file/sub/out.json") }
    #expect(error?.description.contains("Not a directory") == true, "\(error?.description ?? "")")
    #expect(error?.description.contains("NSCocoaErrorDomain") == false)
  }
}

@Suite("Corpora with special files and link loops (issue 22, item 4)")
struct CorpusSpecialFilesTests {
  @Test("A FIFO named *.json is named and skipped, not waited on; a link loop is not walked")
  func fifoAndLoop() throws {
    let folder = TemporaryFolder("corpus-special")
    defer { folder.remove() }
    let documented = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Corpus/documented/hit-testing/alpha-exactly-0.01-is-hittable.json").path
    try FileManager.default.copyItem(atPath: documented, toPath: folder.path + "/good.json")
    #expect(mkfifo(folder.path + "/pipe.json", 0o600) == 0)
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/loop", withDestinationPath: folder.path)
    let listing = CorpusFiles.list([folder.path])
    #expect(listing.files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["good.json", "pipe.json"], "\(listing.files)")
    let read = CorpusFiles.load(folder.path + "/pipe.json")
    guard case .failure(let error) = read else { Issue.record("a FIFO was read"); return }
    #expect(error.problem.contains("not a regular file"))
  }
}
