import Testing
import TouchCheck
import TouchModel

@Suite("An archived case keeps a bounded part of the engine's trace (issue 36, item 9)")
struct KeptTraceTests {
  @Test("A 15 MB trace is archived in at most 64 KiB, saying how many lines were left out; a short one is kept whole")
  func flood() throws {
    let line = String(repeating: "touchesMoved v1 t1 ", count: 8)
    let lines = Array(repeating: line, count: 100_000)
    let kept = KeptTrace.kept(lines)
    let bytes = kept.reduce(0) { $0 + $1.utf8.count }
    #expect(bytes <= KeptTrace.totalBytes + 200)
    #expect(kept.dropLast().allSatisfy { $0 == line })
    let left = lines.count - (kept.count - 1)
    #expect(kept.last == "… \(left) more lines (\(left * line.utf8.count) bytes) of the engine's trace not kept")
    #expect(KeptTrace.kept(["a", "b"]) == ["a", "b"])
  }

  @Test("A line past the limit is cut between whole characters and says its length")
  func longLine() {
    let line = String(repeating: "é", count: 2_000)
    let kept = KeptTrace.kept([line])
    #expect(kept.count == 1)
    #expect(kept[0] == String(repeating: "é", count: 512) + " … (4000 bytes)")
  }

  @Test("The archived file of a counterexample with a flooded trace stays small")
  func archivedFile() throws {
    var c = try #require(FoundArchiveTests.counterexample)
    c.observed = Array(repeating: String(repeating: "x", count: 150), count: 100_000)
    let text = c.caseFile().text()
    #expect(text.utf8.count < 100_000, "\(text.utf8.count) bytes")
  }
}
