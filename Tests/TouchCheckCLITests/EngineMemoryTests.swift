import Foundation
import TestSupport
import Testing

@Suite("An engine that leaks is reported and recycled (issue 18, item 4)", .waits)
struct EngineMemoryTests {
  /// An engine (the Python example's hit testing) that keeps 256 KiB more after every case.
  static let leaky = """
    import json, os, sys
    sys.path.insert(0, os.path.join(sys.argv[1], "Examples", "python"))
    import engine
    kept = []
    for line in sys.stdin:
        request = json.loads(line)
        if "touchcheck" in request:
            print(json.dumps({"protocol": 1, "name": "leaky", "capabilities": ["hitTesting", "severalWindows"]}), flush=True)
            continue
        kept.append(bytearray(256 * 1024))
        print(json.dumps({"id": request["id"], "trace": engine.run(request["case"])}), flush=True)
    """

  @Test("The summary names the growth per 10,000 cases and the processes recycled past --engine-max-memory; the campaign conforms")
  func leakReportedAndRecycled() throws {
    let folder = CLIFolder("leaky")
    defer { folder.remove() }
    try folder.write(Self.leaky, to: "leaky.py")
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let run = try CLIRun.run([
      "fuzz", "--engine", "exec:\(Python.command) \(folder.path)/leaky.py \(root)", "--cases", "2000", "--no-archive", "--unguided",
      "--engine-max-memory", "64",
    ])
    #expect(run.status == 0, "\(run.stdout.suffix(1_000)) \(run.stderr.suffix(1_000))")
    let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("memory: engine processes") }, "\(run.stdout.suffix(800))")
    #expect(line.contains("past --engine-max-memory (64 MB)") && line.contains("a leak?"), "\(line)")
    let recycled = line.components(separatedBy: "; ").last?.split(separator: " ").first.flatMap { Int($0) } ?? 0
    #expect(recycled >= 2, "\(line)")
    // 256 KiB a case is 2,500 MB per 10,000 cases.
    let growth = line.components(separatedBy: "growing +").last?.split(separator: " ").first.flatMap { Double($0) } ?? 0
    #expect(growth > 2_000 && growth < 3_000, "\(line)")
  }

  @Test("--engine-max-memory needs a whole number of megabytes")
  func badValue() throws {
    let run = try CLIRun.run(["fuzz", "--engine", "oracle", "--engine-max-memory", "lots"])
    #expect(run.status == 2 && run.stderr.contains("--engine-max-memory expects megabytes"), "\(run.stderr)")
  }
}
