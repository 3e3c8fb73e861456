#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ProcessControl

/// The process groups of every engine process still running, so any way out of TouchCheck (a Ctrl-C, the end of a
/// command, running out of memory) can end them, and what they started, instead of leaving them to init.
///
/// They are kept in one table, in C (ProcessControl), which the memory guard's signal handler can also read safely;
/// it holds up to 1,024 engine processes at once.
package enum EngineProcesses {
  private static let lock = NSLock()
  nonisolated(unsafe) private(set) static var adopting = false

  /// Makes this process the reaper of the orphans its engines leave (Linux), so that a child which left its engine's
  /// process group and outlived the engine is still found and ended; the command-line tool does this first.
  package static func adoptOrphans() {
    lock.withLock { adopting = touchcheck_adopt_orphans() == 0 }
  }

  /// Under an address-space limit, turns running out of it into a clear error and exit status 3 (ending every engine
  /// first) instead of an abort; the command-line tool does this first.
  package static func guardMemory() {
    let limit = touchcheck_address_space_limit()
    guard limit > 0 else { return }
    let megabytes = (limit + (1 << 19)) >> 20
    touchcheck_guard_memory(
      "\nerror: out of memory: this process reached its address-space limit (ulimit -v: \(megabytes) MB); raise the limit, "
        + "or ask for less (fewer --jobs, smaller files)\n")
  }

  /// Records a started engine process (the leader of its own group).
  static func started(_ pid: pid_t) { touchcheck_engine_started(pid) }

  /// Forgets an engine process whose group was killed.
  static func ended(_ pid: pid_t) { touchcheck_engine_ended(pid) }

  /// The engine processes still recorded.
  static var running: [pid_t] {
    var pids = [Int32](repeating: 0, count: 1_024)
    let count = Int(touchcheck_engines_running(&pids, Int32(pids.count)))
    return Array(pids[..<count])
  }

  /// Kills every engine process group still recorded, with every process they started (and, when adopting, every
  /// child of this process); called on the way out of the process.
  package static func endAll() {
    let running = running
    running.forEach(ended)
    let roots = adopting ? running + [getpid()] : running
    for pid in running { _ = killpg(pid, SIGKILL) }
    for pid in ProcessTree.descendants(of: roots) { _ = kill(pid, SIGKILL) }
  }
}
