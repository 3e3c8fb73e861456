import Foundation
import TestSupport
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
    // Both outputs go to files, not pipes: a pipe read after the other would fill (64 KiB) and block a talkative run,
    // and a pipe's end is only seen once every process that inherited it has closed it.
    let out = OutputFile("cli-stdout")
    let err = OutputFile("cli-stderr")
    let process = try TestProcess(
      executable, arguments, environment: environment, directory: NSTemporaryDirectory(), stdout: out.path,
      stdoutDescriptor: file?.fileDescriptor, stderr: err.path)
    if let signal {
      Thread.sleep(forTimeInterval: signal.after)
      process.signal(signal.number)
    }
    let ended = process.wait()
    let stdout = out.text()
    var stderr = err.text()
    if !ended { stderr += "\n[test] touchcheck \(arguments.joined(separator: " ")) did not end within \(Int(TestProcess.bound)) s: killed" }
    return CLIRun(status: ended ? process.status : -1, stdout: file == nil ? stdout : "", stderr: stderr)
  }
}
