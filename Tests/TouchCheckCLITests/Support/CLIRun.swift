import Foundation
import Testing

/// Runs the built `touchcheck` binary (next to the test bundle) and collects its exit status and output.
struct CLIRun {
  var status: Int32
  var stdout: String
  var stderr: String

  /// The `touchcheck` executable built beside the tests.
  static var executable: String { built("touchcheck") }

  /// An executable product built beside the tests.
  static func built(_ name: String) -> String {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [folder, folder.deletingLastPathComponent()] {
      let path = candidate.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return folder.appendingPathComponent(name).path
  }

  /// Runs `touchcheck ARGS` to its end; `stdout` may be redirected to a file instead of captured.
  static func run(
    _ arguments: [String], executable: String = CLIRun.executable, environment: [String: String] = [:], stdoutTo file: FileHandle? = nil,
    signal: (after: Double, number: Int32)? = nil
  ) throws -> CLIRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    process.currentDirectoryURL = URL(fileURLWithPath: NSTemporaryDirectory())
    // Standard output goes to a temporary file, not a pipe: a pipe read after standard error would fill (64 KiB) and
    // block a talkative run forever.
    let outPath = NSTemporaryDirectory() + "touchcheck-cli-stdout-\(getpid())-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: outPath) }
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    defer { try? out.close() }
    let err = Pipe()
    process.standardOutput = file ?? out
    process.standardError = err
    try process.run()
    if let signal {
      Thread.sleep(forTimeInterval: signal.after)
      kill(process.processIdentifier, signal.number)
    }
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let outData = file == nil ? (FileManager.default.contents(atPath: outPath) ?? Data()) : Data()
    return CLIRun(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
  }
}
