#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TestSupport
import Testing
import ExternalEngines

@Suite("An engine holds no descriptor of the process that started it (the hang of stop 40)")
struct ChildProcessDescriptorsTests {
  /// An engine that answers the handshake with the descriptors it holds, as its summary.
  static let listing = """
    import json, os, sys
    held = sorted(int(name) for name in os.listdir("/proc/self/fd"))
    for line in sys.stdin:
        if "touchcheck" in json.loads(line):
            print(json.dumps({"protocol": 1, "name": "fds", "summary": json.dumps(held), "capabilities": ["hitTesting"]}), flush=True)
    """

  @Test("An engine started while this process holds an inheritable pipe holds only its standard streams", .waits)
  func onlyStandardStreams() throws {
    // A test runner's pipe or Foundation's status socket inherited by an engine kept its reader waiting for as long as
    // the engine lived: a campaign's engines, kept for a whole test run, held another test (and CI) forever. The
    // engine reports what it holds itself, so no other process started meanwhile can blur the answer.
    var fds: [Int32] = [-1, -1]
    #expect(pipe(&fds) == 0)
    defer { fds.forEach { _ = close($0) } }
    let script = try ExternalScripts.write("fds.py", Self.listing)
    let engine = try ExternalEngine(command: "\(Python.command) '\(script)'")
    let held = try JSONDecoder().decode([Int32].self, from: Data(engine.summary.dropFirst("fds: ".count).utf8))
    // 0, 1 and 2, and the descriptor the listing itself opened (the lowest free one, 3).
    #expect(held == [0, 1, 2, 3], "the engine holds \(held); this process's inheritable pipe is \(fds)")
  }
}
