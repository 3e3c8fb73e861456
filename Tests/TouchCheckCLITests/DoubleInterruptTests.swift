import Foundation
import TestSupport
import Testing

@Suite("A second Ctrl-C leaves no engine process behind (issue 22, item 10)")
struct DoubleInterruptTests {
  /// A slow engine (the Python example's hit testing) that records its PID and its child's, and starts a child that
  /// ignores the end of its input.
  static let slow = """
    import json, os, subprocess, sys, time
    sys.path.insert(0, os.path.join(sys.argv[1], "Examples", "python"))
    import engine
    child = subprocess.Popen(["sleep", "600"])
    with open(sys.argv[2], "a") as f: f.write("%d %d\\n" % (os.getpid(), child.pid))
    for line in sys.stdin:
        request = json.loads(line)
        if "touchcheck" in request:
            print(json.dumps({"protocol": 1, "name": "slow", "capabilities": ["hitTesting"]}), flush=True)
            continue
        time.sleep(0.01)
        print(json.dumps({"id": request["id"], "trace": engine.run(request["case"])}), flush=True)
    """

  static func alive(_ pid: Int32) -> Bool { kill(pid, 0) == 0 }

  @Test("Two SIGINTs: the command exits and every engine process group is gone, the engine's own children included", .waits)
  func noOrphans() throws {
    let folder = CLIFolder("double-interrupt")
    defer { folder.remove() }
    try folder.write(Self.slow, to: "slow.py")
    let pids = folder.path + "/pids"
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let process = try TestProcess(
      CLIRun.executable,
      [
        "fuzz", "--engine", "exec:\(Python.command) \(folder.path)/slow.py \(root) \(pids)", "--cases", "100000", "--jobs", "2",
        "--no-archive", "--no-documented", "--quiet",
      ])
    for _ in 0..<300 where ((try? String(contentsOfFile: pids, encoding: .utf8)) ?? "").split(separator: "\n").count < 2 {
      Thread.sleep(forTimeInterval: 0.02)
    }
    process.signal(SIGINT)
    Thread.sleep(forTimeInterval: 0.01)
    process.signal(SIGINT)
    #expect(process.wait(), "touchcheck did not end after two SIGINTs")
    let recorded = ((try? String(contentsOfFile: pids, encoding: .utf8)) ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int32($0) }
    #expect(recorded.count >= 2, "the engine never started: \(recorded)")
    #expect(process.status == 130 || process.status == 0, "status \(process.status)")
    var left: [Int32] = []
    for _ in 0..<100 {
      left = recorded.filter(Self.alive)
      if left.isEmpty { break }
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(left.isEmpty, "still running: \(left)")
    for pid in left { kill(pid, SIGKILL) }
  }
}
