#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TouchModel

/// An engine in another process, in any language, speaking the engine protocol (Docs/PROTOCOL.md) on its stdin and stdout.
///
/// The command runs with `/bin/sh -c COMMAND` in the current folder and environment, in its own process group. One
/// persistent process serves many cases. Campaigns call `run` from several threads at once: each concurrent caller
/// gets a process of its own from a pool (one per worker, started when first needed), so cases never wait on a lock
/// while another runs. A crash, a hang past `caseTimeout`, a closed pipe, garbage or a flood of output throws an
/// `EngineFault` (the harness makes it a `crash`, `hang` or `protocol:WHAT` divergence); the faulty process is killed
/// and the next case starts a fresh one. Writing to a closed pipe must not kill TouchCheck, so `SIGPIPE` is set to be
/// ignored when it still has its default action.
public final class ExternalEngine: ProfiledTouchEngine, ProcessBackedEngine, AcceptsDeviations, @unchecked Sendable {
  /// The command, as given to `/bin/sh -c`.
  package let command: String
  /// Time limits and output bounds.
  package let options: ExternalEngineOptions
  /// The engine's answer to the handshake.
  package let hello: EngineHello
  private let lock = NSLock()
  private var idle: [EngineConnection] = []
  private var started = 1
  private var faults = 0
  private var recycled = 0
  private var resident: [pid_t: (bytes: Int, served: Int)] = [:]
  private var grownBytes = 0
  private var grownCases = 0

  /// Starts the engine and does the handshake; throws a fault (with the engine's stderr) when it cannot be used.
  public init(command: String, options: ExternalEngineOptions = ExternalEngineOptions()) throws(EngineFault) {
    Self.ignoreBrokenPipeSignal()
    let first = try EngineConnection(command: command, options: options)
    self.command = command
    self.options = options
    hello = first.hello
    idle = [first]
  }

  deinit { shutdown() }

  /// The name the engine gave in its handshake, so its archive folder and reports do not depend on the working folder or
  /// the interpreter's path (issue 18); a handshake without a name falls back to the command.
  public var name: String { hello.name.isEmpty ? commandLineName : hello.name }
  /// `exec:` and the shell-quoted command, so every command printed in a report runs as printed.
  public var commandLineName: String { "exec:" + ShellQuote.word(command) }
  /// The engine's own name and summary.
  public var summary: String { hello.summary.isEmpty ? "\(hello.name) (external)" : "\(hello.name): \(hello.summary)" }
  /// The capabilities the engine claimed in its handshake.
  public var capabilities: Capabilities { hello.capabilities }
  /// The deviations the engine declared in its handshake.
  public var acceptedDeviations: [String] { hello.deviations }
  /// The profile the engine declared, else the default.
  public var profile: Profile { hello.profile ?? .default }

  /// How many processes have been started (the first one, one per extra concurrent worker, and one after each fault).
  package var processesStarted: Int { lock.withLock { started } }
  /// How many faults have ended a process.
  package var faultCount: Int { lock.withLock { faults } }
  /// How many processes are running and free (every started process has either faulted or is one of these).
  package var processesWaiting: Int { lock.withLock { idle.count } }

  /// Runs a case in one of the engine's processes, starting a fresh one when none is free.
  public func run(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun {
    do { return try runOnce(touchCase, recording: categories) } catch is EngineConnection.LateReply {
      // The process answered an earlier, other case twice: it was ended; this case runs on a fresh one.
      return try runOnce(touchCase, recording: categories)
    }
  }

  private func runOnce(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun {
    let connection = try checkOut()
    do {
      let run = try connection.run(touchCase, recording: categories)
      checkInOrRecycle(connection)
      return run
    } catch let late as EngineConnection.LateReply {
      lock.withLock { faults += 1; resident[connection.pid] = nil }
      throw late
    } catch let fault as EngineFault {
      // A fault that left the process in step (stray output) keeps it; any other ended it.
      if connection.isBroken { lock.withLock { faults += 1; resident[connection.pid] = nil } } else { checkIn(connection) }
      throw fault
    } catch {
      checkIn(connection)
      throw error
    }
  }

  /// How many processes were ended for growing past `options.maxResidentBytes`.
  package var processesRecycled: Int { lock.withLock { recycled } }
  /// The limit on one process's resident bytes.
  package var maxResidentBytes: Int? { options.maxResidentBytes }
  /// The resident bytes of the running processes, as last read (every `memoryCheckInterval` cases), if read at all.
  package var residentBytes: Int? {
    lock.withLock { resident.isEmpty ? nil : resident.values.reduce(0) { $0 + $1.bytes } }
  }

  /// How much a process grows per case it serves, over every pair of readings of one process (recycling resets none of
  /// it), once 500 cases lie between readings.
  package var growthPerCase: Double? {
    lock.withLock { grownCases >= 500 ? Double(grownBytes) / Double(grownCases) : nil }
  }

  /// Checks the process back in, unless its periodic memory reading is past the limit: then it is closed (recycled).
  func checkInOrRecycle(_ connection: EngineConnection) {
    if keepsAfterMemoryCheck(connection) { checkIn(connection) } else { connection.close() }
  }

  /// Reads the process's memory when a reading is due; false when it is past the limit (counted as recycled: the caller
  /// closes it).
  func keepsAfterMemoryCheck(_ connection: EngineConnection) -> Bool {
    let served = connection.casesServed
    guard served == 1 || served % max(1, options.memoryCheckInterval) == 0, let bytes = ProcessMemory.residentBytes(ofTree: connection.pid) else {
      return true
    }
    if let limit = options.maxResidentBytes, bytes > limit {
      lock.withLock {
        record(bytes, served: served, of: connection.pid)
        recycled += 1
        resident[connection.pid] = nil
      }
      return false
    }
    lock.withLock { record(bytes, served: served, of: connection.pid) }
    return true
  }

  /// Counts a process a fault ended.
  func dropped(_ connection: EngineConnection) {
    lock.withLock { faults += 1; resident[connection.pid] = nil }
  }

  /// Keeps a process's memory reading and adds its growth since the last one (called under the lock).
  private func record(_ bytes: Int, served: Int, of pid: pid_t) {
    if let previous = resident[pid], served > previous.served {
      grownBytes += bytes - previous.bytes
      grownCases += served - previous.served
    }
    resident[pid] = (bytes, served)
  }

  /// Closes every idle process (each gets end of input, then is killed if it lingers).
  public func shutdown() {
    let closing = lock.withLock { () -> [EngineConnection] in
      defer { idle = [] }
      return idle
    }
    for connection in closing { connection.close() }
    lock.withLock { resident = [:] }
  }

  func checkOut() throws(EngineFault) -> EngineConnection {
    if let connection = lock.withLock({ idle.popLast() }) { return connection }
    lock.withLock { started += 1 }
    let connection: EngineConnection
    do { connection = try EngineConnection(command: command, options: options) } catch {
      lock.withLock { faults += 1 }
      throw error
    }
    guard connection.hello == hello else {
      connection.close()
      lock.withLock { faults += 1 }
      throw EngineFault(.protocol("handshake-changed"), "the restarted engine answered the handshake differently: \(connection.hello.line)")
    }
    return connection
  }

  func checkIn(_ connection: EngineConnection) {
    guard !connection.isBroken else {
      lock.withLock { resident[connection.pid] = nil }
      return
    }
    lock.withLock { idle.append(connection) }
  }

  private static func ignoreBrokenPipeSignal() {
    var current = sigaction()
    guard sigaction(SIGPIPE, nil, &current) == 0 else { return }
    #if canImport(Glibc)
    let isDefault = current.__sigaction_handler.sa_handler == nil
    #else
    let isDefault = current.__sigaction_u.__sa_handler == nil
    #endif
    if isDefault { signal(SIGPIPE, SIG_IGN) }
  }
}
