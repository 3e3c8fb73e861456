import Foundation
import TestSupport
import Testing
import TouchCheck

@Suite("Outputs are replaced whole, never written in place (issue 36, item 10)")
struct AtomicFileReplaceTests {
  @Test("A file hard-linked elsewhere is replaced at its name: the other link keeps the old text")
  func hardLink() throws {
    let folder = TemporaryFolder("atomic-hard-link")
    defer { folder.remove() }
    let path = folder.path + "/out.json"
    let other = folder.path + "/kept.json"
    try folder.write("old text", to: "kept.json")
    #expect(link(other, path) == 0)
    try AtomicFile.write("new text", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new text")
    #expect(try String(contentsOfFile: other, encoding: .utf8) == "old text", "the write went through the shared inode")
    var status = stat()
    #expect(stat(path, &status) == 0 && status.st_nlink == 1)
  }

  @Test("A reader holding the old file open keeps reading the old text whole, however long the new one is")
  func openReader() throws {
    let folder = TemporaryFolder("atomic-open-reader")
    defer { folder.remove() }
    let path = folder.path + "/summary.json"
    try AtomicFile.write("first", to: path)
    let handle = try #require(FileHandle(forReadingAtPath: path))
    defer { try? handle.close() }
    try AtomicFile.write(String(repeating: "second ", count: 10_000), to: path)
    #expect(String(decoding: handle.readDataToEndOfFile(), as: UTF8.self) == "first")
  }
}
