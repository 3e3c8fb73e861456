#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ProcessControl

/// A process a test starts, and waits for by its own process ID, with a bound.
///
/// Not Foundation's `Process`: on Linux it sees a process end only once every process that inherited the status socket
/// it gives the child has closed it, so anything the command left running (an engine's child, a daemon) held the test
/// (and the whole run) for as long as it lived. This one ends when the process itself does, gives it no descriptor of
/// the test's beyond its three outputs, and kills it past its bound.
public final class TestProcess {
  /// The process's ID.
  public let pid: pid_t
  private var raw: Int32?
  /// Whether it was killed for outliving its bound.
  public private(set) var timedOut = false

  /// The longest a test waits for a process it started: far above any run's own length on a busy 2-core machine;
  /// `TOUCHCHECK_TEST_PROCESS_BOUND` (seconds) overrides it.
  public static let bound: Double = {
    let text = ProcessInfo.processInfo.environment["TOUCHCHECK_TEST_PROCESS_BOUND"] ?? ""
    return Double(text).flatMap { $0 > 0 ? $0 : nil } ?? 900
  }()

  /// Starts `executable ARGS`, its input from /dev/null and its outputs appended to the files at `stdout` and `stderr`
  /// (or to the open descriptor `stdoutDescriptor`), with `environment` over this process's, in `directory`.
  public init(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:], directory: String? = nil,
    stdout: String = "/dev/null", stdoutDescriptor: Int32? = nil, stderr: String = "/dev/null"
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if let stdoutDescriptor {
      posix_spawn_file_actions_adddup2(&actions, stdoutDescriptor, 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    }
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    _ = touchcheck_spawn_close_from(&actions, 3)
    if let directory, touchcheck_spawn_chdir(&actions, directory) != 0 {
      throw TestProcessError(message: "cannot start \(executable) in \(directory): this system's posix_spawn cannot change folders")
    }
    let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = merged.keys.sorted().map { strdup("\($0)=\(merged[$0]!)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    // Default signal handling and no blocked signals, whatever the test's thread had (as ChildProcess does).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    touchcheck_spawn_fresh_signals(&attributes, 0)
    var child: pid_t = 0
    let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard result == 0 else { throw TestProcessError(message: "cannot start \(executable): \(String(cString: strerror(result)))") }
    pid = child
  }

  deinit {
    if raw == nil { wait(within: 0) }
  }

  /// Whether the process is still running (an ended one is reaped).
  public var isRunning: Bool {
    if raw != nil { return false }
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == pid { raw = status }
    return raw == nil
  }

  /// Sends `signal` to the process, unless it has ended and been reaped (its ID may be another process's by then).
  public func signal(_ signal: Int32) {
    guard raw == nil else { return }
    _ = kill(pid, signal)
  }

  /// Waits for the process to end; past `seconds` it is killed (SIGKILL) and this returns false.
  @discardableResult
  public func wait(within seconds: Double = TestProcess.bound) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while isRunning && Date() < deadline { usleep(5_000) }
    guard raw == nil else { return true }
    timedOut = true
    _ = kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    raw = status
    return false
  }

  /// Its exit status, or the signal that ended it, as Foundation's `terminationStatus` gives them; waits for its end.
  public var status: Int32 {
    if raw == nil { wait() }
    let value = raw ?? 0
    return value & 0x7F == 0 ? (value >> 8) & 0xFF : value & 0x7F
  }
}

/// A process a test could not start.
public struct TestProcessError: Error, CustomStringConvertible {
  /// What went wrong.
  public let message: String
  public var description: String { message }
}

/// A file a started process writes its output to, read once it ended.
public struct OutputFile {
  /// Where the output goes.
  public let path: String

  /// Creates an empty file in the temporary folder, named after `purpose`.
  public init(_ purpose: String) {
    path = NSTemporaryDirectory() + "touchcheck-\(purpose)-\(getpid())-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: path, contents: nil)
  }

  /// Everything written to it, as text; the file is then removed.
  public func text() -> String {
    defer { try? FileManager.default.removeItem(atPath: path) }
    return String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
  }
}
