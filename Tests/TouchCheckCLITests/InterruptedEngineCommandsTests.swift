import Foundation
import TestSupport
import Testing

@Suite("Every command that starts engines ends them, and what they started, on every way out (issue 36, items 2 and 9)")
struct InterruptedEngineCommandsTests {
  /// An engine that starts three processes — a child in its own group, a child in a new session (`setsid`), and a
  /// daemon whose parent exits at once — records every PID, and then never answers a case.
  static let escaping = """
    import json, os, subprocess, sys, time
    pids = [os.getpid()]
    pids.append(subprocess.Popen(["sleep", "600"]).pid)
    pids.append(subprocess.Popen(["sleep", "600"], start_new_session=True).pid)
    read, write = os.pipe()
    if os.fork() == 0:
        os.setsid()
        daemon = os.fork()
        if daemon == 0:
            os.close(read); os.close(write)
            time.sleep(600)
            os._exit(0)
        os.write(write, b"%d" % daemon)
        os._exit(0)
    os.close(write)
    pids.append(int(os.read(read, 32)))
    with open(sys.argv[1], "a") as f: f.write(" ".join(map(str, pids)) + "\\n")
    hang = sys.argv[2] == "hang"
    for line in sys.stdin:
        request = json.loads(line)
        if "touchcheck" in request:
            print(json.dumps({"protocol": 1, "name": "escaping", "capabilities": ["hitTesting"]}), flush=True)
        elif hang:
            time.sleep(600)
        else:
            print(json.dumps({"id": request["id"], "error": "no trace"}), flush=True)
    """

  static let caseFile = "hit-testing/alpha-0-is-skipped.json"

  /// The PIDs the engine recorded, waiting up to six seconds for the first line.
  static func recorded(_ path: String) -> [Int32] {
    for _ in 0..<300 {
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      if text.hasSuffix("\n") { return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int32($0) } }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return []
  }

  /// Whether a process is still running (a zombie has ended).
  static func running(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    return !(stat.split(separator: ")").last?.hasPrefix(" Z") ?? false)
  }

  /// The recorded processes still running two seconds after `touchcheck` ended (waiting up to ten seconds for its
  /// end), which are then killed; then `touchcheck` is waited for.
  static func survivors(_ pids: [Int32], of process: TestProcess) -> [Int32] {
    for _ in 0..<500 where process.isRunning { Thread.sleep(forTimeInterval: 0.02) }
    var left: [Int32] = pids
    for _ in 0..<100 {
      left = pids.filter(running)
      if left.isEmpty { break }
      Thread.sleep(forTimeInterval: 0.02)
    }
    for pid in left { kill(pid, SIGKILL) }
    process.wait()
    return left
  }

  /// Starts `touchcheck ARGS` with the escaping engine, sends `signal` once its processes are recorded, and returns the
  /// exit status, the recorded PIDs and the ones still running.
  static func interrupt(_ arguments: [String], engine: String, pids: String, with signal: Int32) throws -> (status: Int32, pids: [Int32], left: [Int32]) {
    let process = try start(arguments + ["--engine", engine])
    let recorded = Self.recorded(pids)
    Thread.sleep(forTimeInterval: 0.2)
    process.signal(signal)
    let left = survivors(recorded, of: process)
    return (process.status, recorded, left)
  }

  /// Starts `touchcheck ARGS` with its output discarded: a process left behind keeps no pipe of the test's open.
  static func start(_ arguments: [String]) throws -> TestProcess {
    try TestProcess(CLIRun.executable, arguments)
  }

  @Test(
    "One Ctrl-C or SIGTERM while an engine hangs: the command exits 128 + the signal and no engine process is left",
    .waits, arguments: ["replay", "trace", "corpus verify", "corpus minimize"])
  func interrupted(command: String) throws {
    let folder = CLIFolder("interrupted-\(command.replacingOccurrences(of: " ", with: "-"))")
    defer { folder.remove() }
    try folder.write(Self.escaping, to: "escaping.py")
    try folder.write(try CLIFolder.documented(Self.caseFile), to: "cases/case.json")
    let target = command == "trace" || command == "replay" ? folder.path + "/cases/case.json" : folder.path + "/cases"
    let extra = command == "trace" ? [] : ["--case-timeout", "600"]
    for (number, signal) in [(1, SIGINT), (2, SIGTERM)] {
      let pids = folder.path + "/pids-\(number)"
      let engine = "exec:\(Python.command) \(folder.path)/escaping.py \(pids) hang"
      let run = try Self.interrupt(command.split(separator: " ").map(String.init) + [target] + extra, engine: engine, pids: pids, with: signal)
      #expect(run.pids.count == 4, "\(command): the engine did not record its processes: \(run.pids)")
      #expect(run.status == 128 + signal, "\(command): status \(run.status) after signal \(signal)")
      #expect(run.left.isEmpty, "\(command): still running after signal \(signal): \(run.left) of \(run.pids)")
    }
  }

  @Test("A campaign that ends normally leaves none of the processes its engines started outside their groups", .waits)
  func campaignEnds() throws {
    let folder = CLIFolder("escaping-campaign")
    defer { folder.remove() }
    try folder.write(Self.escaping, to: "escaping.py")
    let pids = folder.path + "/pids"
    let engine = "exec:\(Python.command) \(folder.path)/escaping.py \(pids) answer"
    let process = try Self.start(["fuzz", "--engine", engine, "--cases", "3", "--no-archive", "--no-documented", "--quiet"])
    for _ in 0..<1500 where process.isRunning { Thread.sleep(forTimeInterval: 0.02) }
    let recorded = (try? String(contentsOfFile: pids, encoding: .utf8))?.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int32($0) } ?? []
    let left = Self.survivors(recorded, of: process)
    #expect(recorded.count >= 4 && recorded.count % 4 == 0, "the engine did not record its processes: \(recorded)")
    #expect(left.isEmpty, "still running after the campaign: \(left) of \(recorded)")
  }
}
