#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TouchModel

/// One running engine process that answered the handshake; used by one thread at a time.
///
/// Any fault kills the process and leaves the connection broken: the stream may be out of step, so the caller starts
/// a fresh process rather than guess where the next reply begins.
final class EngineConnection {
  /// The engine's answer to the greeting.
  let hello: EngineHello
  let process: ChildProcess
  var channel: LineChannel
  let options: ExternalEngineOptions
  var nextID = 1
  /// Requests sent through `send` and not yet answered, oldest first, with when each was sent.
  var outstanding: [(id: Int, touchCase: TouchCase, categories: TraceCategories, sent: ContinuousClock.Instant)] = []
  /// When the last reply arrived: a windowed request's time limit runs from then or from its sending, whichever is later.
  var lastReply = ContinuousClock.now
  /// The request answered last (by `run` or `receive`), to tell a late second reply to it apart from an innocent next
  /// request.
  var lastReceived: (id: Int, touchCase: TouchCase, categories: TraceCategories)?
  /// Whether a fault ended the process.
  var isBroken = false
  /// Cases the process has answered.
  var casesServed = 0
  /// The last request's case, categories and encoding after its id: the determinism check sends each case twice.
  var lastBody: (touchCase: TouchCase, categories: TraceCategories, bytes: [UInt8])?
  /// The last reply read, after its id, with its case, categories and run: the same reply to the same case again is
  /// the same run.
  var repeatedReply: (body: ArraySlice<UInt8>, touchCase: TouchCase, categories: TraceCategories, run: EngineRun)?

  /// A reply nobody asked for arrived before a request for another case: it belongs to the case before, whose run
  /// is over, so the process is ended and the request goes to a fresh one (the innocent case is not blamed).
  struct LateReply: Error {}
  /// The process's ID, to read its memory.
  var pid: pid_t { process.pid }

  /// Starts the command and does the handshake; a failure is a fault with the engine's standard error.
  init(command: String, options: ExternalEngineOptions) throws(EngineFault) {
    let process: ChildProcess
    do { process = try ChildProcess(command: command) } catch { throw EngineFault(.crash, "cannot start the engine: \(error)") }
    var channel = LineChannel(process: process, maxLineBytes: options.maxReplyBytes, stderrTailBytes: options.stderrTailBytes)
    let outcome = channel.exchange(Array((EngineProtocol.greeting + "\n").utf8), deadline: Self.deadline(options.startTimeout))
    guard case .line(let bytes) = outcome else {
      throw Self.fault(outcome, process, &channel, during: "the handshake", limit: options.startTimeout)
    }
    let hello: EngineHello
    do {
      switch JSONLine.parse(bytes) {
      case .success(let value): hello = try EngineHello.decode(value)
      case .failure(let error): throw EngineHello.HelloError("\(error): \(Quoted(String(decoding: bytes.prefix(200), as: UTF8.self)))")
      }
    } catch {
      process.kill()
      throw EngineFault(.protocol("handshake"), "the handshake answer \(error)", stderrTail: channel.tail.text)
    }
    self.hello = hello
    self.process = process
    self.channel = channel
    self.options = options
  }

  /// Runs one case: the engine's run, an `ExternalEngineError` for an error reply, or a fault (and the connection is broken).
  func run(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun {
    let id = nextID
    nextID += 1
    // Lines a debug print wrote after the previous reply, once they are whole, are this case's; a JSON line there is a
    // reply nobody asked for.
    var stray = StrayLines()
    let previous = lastReceived
    lastReceived = (id, touchCase, categories)
    // Compared only when a reply nobody asked for came, never on the way of an ordinary request.
    func sameAsPrevious() -> Bool { previous.map { $0.touchCase == touchCase && $0.categories == categories } ?? false }
    /// A reply to an earlier request that came again (from the engine's timer or thread, perhaps cases later): the
    /// previous run of this same case (the determinism check's first run) makes it this case's fault; any other is
    /// dropped, and the engine, still in step, goes on.
    func isEarlierReply(_ line: [UInt8]) throws -> Bool {
      // The usual reply names its id first: read without parsing the line, which engineRun parses once.
      guard let replied = JSONLine.leadingID(line) ?? Self.repliedID(line), replied < id else { return false }
      if replied == previous?.id, sameAsPrevious() {
        throw breakWith(.protocol("extra-output"), "the engine wrote more than one line for the previous run of this case")
      }
      return true
    }
    func lateReply() -> any Error {
      // The same case again: the extra output is this case's fault.
      guard sameAsPrevious() else {
        isBroken = true
        process.kill()
        return LateReply()
      }
      return breakWith(.protocol("extra-output"), "the engine wrote more than one line for the previous run of this case")
    }
    while channel.hasStrayLine {
      guard case .line(let bytes) = channel.exchange([], deadline: Self.deadline(0)) else { break }
      if !stray.take(bytes), try !isEarlierReply(bytes) { throw lateReply() }
    }
    if channel.hasStrayOutput && !channel.strayStartsLikeText { throw lateReply() }
    let request = requestLine(id: id, touchCase, categories)
    let deadline = Self.deadline(options.caseTimeout)
    var outcome = channel.exchange(request, deadline: deadline)
    // A line that is not JSON (a debug print) is skipped and reported, an earlier request's reply dropped; the reply
    // still comes, and the engine runs on.
    while case .line(let bytes) = outcome, try stray.take(bytes) || isEarlierReply(bytes) {
      outcome = channel.exchange([], deadline: deadline)
    }
    guard case .line(let bytes) = outcome else {
      if case .timeout = outcome, let line = stray.first {
        throw breakWith(
          .protocol("not-json"),
          "the engine wrote \(Quoted(line, limit: 200)), which is not JSON, and no reply within \(options.caseTimeout) s")
      }
      isBroken = true
      throw Self.fault(outcome, process, &channel, during: "the case", limit: options.caseTimeout)
    }
    while channel.hasStrayLine {
      guard case .line(let extra) = channel.exchange([], deadline: Self.deadline(0)) else { break }
      if try stray.take(extra) || isEarlierReply(extra) { continue }
      throw breakWith(.protocol("extra-output"), "the engine wrote more than one line for the case")
    }
    let run: EngineRun
    do {
      run = try engineRun(bytes, id: id, of: touchCase, categories, requiresID: false)
    } catch let problem as ReplyProblem {
      throw breakWith(.protocol(problem.what), problem.message)
    }
    casesServed += 1
    if let fault = stray.fault(stderrTail: channel.tail.text) { throw fault }
    return run
  }

  /// The request a reply line names, when it is JSON with a whole-number `id`.
  static func repliedID(_ bytes: [UInt8]) -> Int? {
    guard case .success(let value) = JSONLine.parse(bytes) else { return nil }
    return value.member("id")?.intValue
  }

  /// Closes standard input, gives the engine a moment to exit, then makes sure it is gone.
  func close() {
    process.closeInput()
    _ = process.exitStatus(waiting: 0.5)
    process.kill()
  }

  /// Kills the process and returns the fault to throw.
  func breakWith(_ kind: EngineFault.Kind, _ message: String) -> EngineFault {
    isBroken = true
    process.kill()
    return EngineFault(kind, message + "; the engine was stopped", stderrTail: channel.tail.text)
  }

  /// The fault behind an exchange that brought no line; the process is dead afterwards.
  static func fault(
    _ outcome: LineChannel.Outcome, _ process: ChildProcess, _ channel: inout LineChannel, during what: String, limit: Double
  ) -> EngineFault {
    switch outcome {
    case .timeout:
      process.kill()
      return EngineFault(.hang, "no reply within \(limit) s during \(what); the engine was killed", stderrTail: channel.tail.text)
    case .flood:
      process.kill()
      return EngineFault(
        .protocol("flood"), "the reply grew past \(channel.maxLineBytes) bytes without ending its line during \(what); the engine was killed",
        stderrTail: channel.tail.text)
    case .endOfOutput, .brokenPipe, .line:
      if let status = process.exitStatus(waiting: 1) {
        channel.drainErrors(for: 0.5)
        process.kill()
        return EngineFault(.crash, "the engine \(ChildProcess.describe(status)) during \(what), before replying", stderrTail: channel.tail.text)
      }
      process.kill()
      let pipe = outcome.isBrokenPipe ? "standard input" : "standard output"
      return EngineFault(.protocol("closed-pipe"), "the engine closed its \(pipe) during \(what) but kept running; it was killed", stderrTail: channel.tail.text)
    }
  }

  static func deadline(_ seconds: Double, from start: ContinuousClock.Instant = .now) -> ContinuousClock.Instant {
    start.advanced(by: .microseconds(Int64(min(seconds, 1e9) * 1e6)))
  }
}

extension LineChannel.Outcome {
  /// Whether the engine closed its standard input.
  var isBrokenPipe: Bool { if case .brokenPipe = self { true } else { false } }
}

/// An engine's error reply: it could not run the case and said why.
package struct ExternalEngineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The engine's message.
  package var message: String
  /// The message as shown in reports.
  package var description: String { "the engine replied with an error: \(message)" }
}
