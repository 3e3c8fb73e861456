import Foundation
import TestSupport
import Testing

@Suite("Under an address-space limit, a command completes or says it ran out of memory, exit 3 (issue 36, item 8)")
struct AddressSpaceLimitTests {
  /// Runs `touchcheck ARGS` under `ulimit -v KILOBYTES`.
  static func limited(_ kilobytes: Int, _ arguments: [String]) throws -> CLIRun {
    let words = ([CLIRun.executable] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    return try CLIRun.run(["-c", "ulimit -v \(kilobytes) && exec " + words.joined(separator: " ")], executable: "/bin/sh")
  }

  static var root: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  }

  @Test("The Python example's campaign under a 200 MB limit runs to its end (it aborted: each thread's malloc arena reserved 64 MiB)", .waits)
  func pythonExample() throws {
    let engine = "exec:\(Python.command) \(Self.root)/Examples/python/engine.py"
    let run = try Self.limited(200_000, ["fuzz", "--engine", engine, "--cases", "500", "--jobs", "2", "--no-archive", "--no-documented", "--quiet"])
    #expect(run.status == 0, "status \(run.status): \(run.stderr.suffix(600))")
  }

  @Test("A composite campaign on four jobs under a 100 MB limit completes or exits 3 naming the limit, never killed by a signal", .waits)
  func tight() throws {
    let run = try Self.limited(100_000, ["fuzz", "--engine", "composite", "--cases", "3000", "--jobs", "4", "--no-archive", "--quiet"])
    if run.status == 3 {
      #expect(run.stderr.contains("error: out of memory: this process reached its address-space limit (ulimit -v: 98 MB)"), "\(run.stderr.suffix(600))")
    } else {
      #expect(run.status == 1, "status \(run.status): \(run.stderr.suffix(600))")
    }
  }

  @Test("A case file too large for the room left under the limit is an error naming the file and the limit, exit 3")
  func largeFile() throws {
    let folder = CLIFolder("address-space-file")
    defer { folder.remove() }
    let path = folder.path + "/big.json"
    try Data(repeating: UInt8(ascii: " "), count: 40 << 20).write(to: URL(fileURLWithPath: path))
    let run = try Self.limited(250_000, ["replay", path])
    #expect(run.status == 3, "status \(run.status): \(run.stdout.suffix(400)) \(run.stderr.suffix(400))")
    #expect((run.stdout + run.stderr).contains("big.json: is 40 MB; reading it needs about 8 times that"), "\(run.stdout.suffix(400))")
  }
}
