#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The process groups of every engine process still running, so any way out of TouchCheck (a second Ctrl-C, the
/// end of a command) can end them instead of leaving them to init.
public enum EngineProcesses {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var groups: [pid_t] = []

  /// Records a started engine process (the leader of its own group).
  static func started(_ pid: pid_t) { lock.withLock { groups.append(pid) } }

  /// Forgets an engine process whose group was killed.
  static func ended(_ pid: pid_t) { lock.withLock { groups.removeAll { $0 == pid } } }

  /// Kills every engine process group still recorded; called on the way out of the process.
  public static func endAll() {
    let running = lock.withLock { () -> [pid_t] in
      defer { groups = [] }
      return groups
    }
    for pid in running { _ = killpg(pid, SIGKILL) }
  }
}
