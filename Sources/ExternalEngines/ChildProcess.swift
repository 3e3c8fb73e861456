#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ProcessControl

/// A command started with `/bin/sh -c` in its own process group, its standard input, output and error on pipes.
///
/// The shell runs the command as typed (quotes, variables, `cd dir && …`); killing signals the whole group, so a
/// shell and the interpreter it started die together. A simple command (one program and its arguments, no operators,
/// redirections, substitutions or assignments) runs as `exec COMMAND`, so the engine is the shell's process itself:
/// its exit status and signals are its own, and closing its standard output is seen at once.
final class ChildProcess {
  /// The shell's process ID, also the group ID.
  let pid: pid_t
  /// Our end of its standard input (non-blocking).
  private(set) var input: Int32
  /// Our end of its standard output (non-blocking).
  private(set) var output: Int32
  /// Our end of its standard error (non-blocking).
  private(set) var errors: Int32
  private var status: Int32?

  /// Spawning happens under one lock, so a started engine is recorded before `endOrphans` could take it for an orphan.
  static let spawnLock = NSLock()

  /// Starts `command`; throws a description of the system call that failed.
  init(command: String) throws(ChildProcessError) {
    Self.spawnLock.lock()
    defer { Self.spawnLock.unlock() }
    var fds: [Int32] = []
    for _ in 0..<3 {
      var pair: [Int32] = [-1, -1]
      guard touchcheck_pipe_cloexec(&pair) == 0 else {
        fds.forEach { _ = close($0) }
        throw ChildProcessError("pipe failed: \(String(cString: strerror(errno)))")
      }
      fds += pair
    }
    // fds: stdin read/write, stdout read/write, stderr read/write; the child gets 0, 3 and 5. They are close-on-exec
    // from their creation, so no process another thread starts inherits them.
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fds[3], 1)
    posix_spawn_file_actions_adddup2(&actions, fds[5], 2)
    // Nothing else: a descriptor this process holds without close-on-exec (a pipe of a test runner's, say) would
    // keep its reader from seeing the end for as long as the engine lives.
    _ = touchcheck_spawn_close_from(&actions, 3)
    // Its own group (so a kill reaches the whole command), default signal handling and no blocked signals.
    touchcheck_spawn_fresh_signals(&attributes, 1)
    let script = Self.isSimple(command) ? "exec " + command : command
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup(script), nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, environ)
    for fd in [fds[0], fds[3], fds[5]] { _ = close(fd) }
    guard result == 0 else {
      for fd in [fds[1], fds[2], fds[4]] { _ = close(fd) }
      throw ChildProcessError("cannot start /bin/sh: \(String(cString: strerror(result)))")
    }
    pid = child
    EngineProcesses.started(child)
    input = fds[1]
    output = fds[2]
    errors = fds[4]
    for fd in [input, output, errors] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
  }

  deinit { kill() }

  /// Closes standard input (the engine's cue to exit) and marks it closed.
  func closeInput() {
    if input >= 0 { _ = close(input) }
    input = -1
  }

  /// Closes our end of standard error once it reached its end.
  func closeErrors() {
    if errors >= 0 { _ = close(errors) }
    errors = -1
  }

  /// The exit status if the process has ended, waiting up to `seconds` for it.
  func exitStatus(waiting seconds: Double) -> Int32? {
    if let status { return status }
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      var raw: Int32 = 0
      let r = waitpid(pid, &raw, WNOHANG)
      if r == pid {
        status = raw
        return raw
      }
      if r < 0 && errno != EINTR { status = -1; return -1 }
      if Date() >= deadline { return nil }
      usleep(2_000)
    }
  }

  /// Kills the process group, reaps the process and closes every pipe.
  func kill() {
    // The whole group, even when the engine itself already exited: what it started may still run; and what it started
    // in groups of their own: found by parent while the engine still lives, or, when this process adopts orphans,
    // by the one sweep below once the engine is gone (they are then its children), so /proc is read once.
    let strays = status == nil && !EngineProcesses.adopting ? ProcessTree.descendants(of: [pid]) : []
    _ = signalGroup(-pid, SIGKILL)
    for stray in strays { _ = signalGroup(stray, SIGKILL) }
    if status == nil {
      var raw: Int32 = 0
      while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
      status = raw
    }
    EngineProcesses.ended(pid)
    Self.endOrphans()
    closeInput()
    closeErrors()
    if output >= 0 { _ = close(output) }
    output = -1
  }

  /// Ends the processes this process adopted (children of ours that are no engine: what an ended engine left in
  /// groups of their own) and everything they started, and reaps them; nothing unless orphans are adopted.
  static func endOrphans() {
    guard EngineProcesses.adopting else { return }
    // Under the spawn lock, so an engine being started is recorded before it could be mistaken for an orphan.
    spawnLock.withLock {
      let table = ProcessTree.parents()
      let me = getpid()
      let engines = Set(EngineProcesses.running)
      let orphans = table.filter { $0.value == me && !engines.contains($0.key) }.map(\.key).sorted()
      guard !orphans.isEmpty else { return }
      for pid in orphans + ProcessTree.descendants(of: orphans, in: table) { _ = signalGroup(pid, SIGKILL) }
      for pid in orphans {
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
      }
    }
  }

  /// Whether `exec` can go before the command: a program and its arguments, nothing the shell must stay around for.
  static func isSimple(_ command: String) -> Bool {
    let words = command.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let first = words.first, !first.contains("=") else { return false }
    let reserved: Set<Substring> = ["if", "for", "while", "until", "case", "{", "!", "cd", "exec", "export", "set", "exit", ".", "eval", "trap", "ulimit", "umask", "time"]
    return !reserved.contains(first) && !command.contains { ";&|<>()`$\\\n*?[~#".contains($0) }
  }

  /// How the process ended, in words: `exited with status 1`, `was killed by signal 11 (SIGSEGV)`.
  static func describe(_ status: Int32) -> String {
    if status < 0 { return "ended (its status is unknown)" }
    let signal = status & 0x7F
    let code = (status >> 8) & 0xFF
    // A shell that ran the engine as its child reports a signal as status 128 + N.
    if signal == 0 { return "exited with status \(code)" + (code > 128 && code < 160 ? " (killed by \(name(of: code - 128)))" : "") }
    return "was killed by \(name(of: signal))"
  }

  /// `signal 11 (SIGSEGV)`.
  private static func name(of signal: Int32) -> String {
    let names: [(Int32, String)] = [(SIGSEGV, "SIGSEGV"), (SIGABRT, "SIGABRT"), (SIGKILL, "SIGKILL"), (SIGTERM, "SIGTERM"), (SIGBUS, "SIGBUS"), (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"), (SIGFPE, "SIGFPE"), (SIGPIPE, "SIGPIPE")]
    return "signal \(signal)" + (names.first { $0.0 == signal }.map { " (\($0.1))" } ?? "")
  }
}

/// A system call that failed while starting a process.
struct ChildProcessError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// The C `kill`, named apart from `ChildProcess.kill()`.
private func signalGroup(_ pid: pid_t, _ signal: Int32) -> Int32 {
  #if canImport(Glibc)
  return Glibc.kill(pid, signal)
  #else
  return Darwin.kill(pid, signal)
  #endif
}
