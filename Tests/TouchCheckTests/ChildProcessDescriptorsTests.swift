#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TestSupport
import Testing
import TouchEngines

@Suite("An engine holds no descriptor of the process that started it (the hang of stop 40)")
struct ChildProcessDescriptorsTests {
  /// A pipe whose ends are open in this process without close-on-exec, as Foundation's `Pipe` makes them.
  static func inheritablePipe() -> (read: Int32, write: Int32) {
    var fds: [Int32] = [-1, -1]
    #expect(pipe(&fds) == 0)
    return (fds[0], fds[1])
  }

  @Test("A pipe left inheritable here sees its end while an engine started meanwhile runs", .waits)
  func pipeEndSeen() throws {
    // A test runner's pipe or Foundation's status socket inherited by an engine kept its reader waiting for as long as
    // the engine lived: a campaign's engines, kept for a whole test run, held another test (and CI) forever.
    let fds = Self.inheritablePipe()
    defer { _ = close(fds.read) }
    let engine = try ExternalEngine(command: ExternalScripts.pythonExample)
    #expect(engine.name == "python-example")
    _ = close(fds.write)
    _ = fcntl(fds.read, F_SETFL, fcntl(fds.read, F_GETFL) | O_NONBLOCK)
    var byte: UInt8 = 0
    let count = read(fds.read, &byte, 1)
    #expect(count == 0, "no end of file while the engine runs (read gave \(count), errno \(errno)): the engine holds the pipe")
    withExtendedLifetime(engine) {}
  }
}
