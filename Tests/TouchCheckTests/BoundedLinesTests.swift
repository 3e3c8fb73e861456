import Foundation
import Testing
import TouchEngines

@Suite("serve reads bounded lines (issue 22, item 8)")
struct BoundedLinesTests {
  @Test("A line past the limit is skipped to its end and reported by its length; the lines around it are read")
  func tooLong() throws {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    let text = "short\n" + String(repeating: "x", count: 100_000) + "\nafter\nlast"
    let writeEnd = fds[1]
    let writer = Thread {
      _ = text.utf8CString.withUnsafeBufferPointer { write(writeEnd, $0.baseAddress!, $0.count - 1) }
      close(writeEnd)
    }
    writer.start()
    var lines = BoundedLines(descriptor: fds[0], limit: 1_000)
    var got: [BoundedLines.Line] = []
    while let line = lines.next() { got.append(line) }
    close(fds[0])
    #expect(got == [.text("short"), .tooLong(100_000), .text("after"), .text("last")])
  }
}
