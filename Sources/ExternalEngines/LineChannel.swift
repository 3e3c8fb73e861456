#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Request lines out and reply lines back over a child's pipes, with a deadline and a bound on each reply.
///
/// A single `poll` loop writes what is queued, reads replies and drains standard error together, so neither side can
/// block the other however much the engine writes, and a silent engine is noticed at the deadline. Requests may be
/// queued ahead (a window): each exchange writes every queued byte before it returns a line.
struct LineChannel {
  /// How an exchange ended.
  enum Outcome {
    /// A whole line arrived (without its newline).
    case line([UInt8])
    /// The engine closed its standard output.
    case endOfOutput
    /// The engine closed its standard input before taking the whole request.
    case brokenPipe
    /// The deadline passed first.
    case timeout
    /// The reply grew past the bound without a newline.
    case flood
  }

  let process: ChildProcess
  let maxLineBytes: Int
  /// The end of the engine's standard error, for reports.
  private(set) var tail: StderrTail
  private var buffer: [UInt8] = []
  private var scanned = 0
  /// Where the line still being read begins in `buffer` (after the last newline read).
  private var lineStart = 0
  /// Bytes queued for the engine's standard input, and how many of them are written.
  private var outgoing: [UInt8] = []
  private var written = 0
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  /// Why standard output gave no more (its end, or the engine's exit), once it did: the lines read before it are still
  /// returned first, one per exchange.
  private var ended: Outcome?

  init(process: ChildProcess, maxLineBytes: Int, stderrTailBytes: Int) {
    self.process = process
    self.maxLineBytes = maxLineBytes
    tail = StderrTail(limit: stderrTailBytes)
  }

  /// Whether output is waiting that no request asked for (bytes after the last reply line).
  var hasStrayOutput: Bool { !buffer.isEmpty }
  /// Whether a whole line is waiting that no request asked for.
  var hasStrayLine: Bool { buffer.contains(0x0A) }
  /// Whether the waiting bytes begin like text rather than a JSON reply (a debug print still being written).
  var strayStartsLikeText: Bool { buffer.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }.map { $0 != UInt8(ascii: "{") } ?? false }

  /// Queues a request (a whole line, newline included) to be written by the next exchange.
  mutating func queue(_ request: [UInt8]) { outgoing.append(contentsOf: request) }

  /// Sends `request` (a whole line, newline included) and what is queued, and waits for one reply line until `deadline`.
  mutating func exchange(_ request: [UInt8], deadline: ContinuousClock.Instant) -> Outcome {
    outgoing.append(contentsOf: request)
    var inputClosed = false
    var deadline = deadline
    while true {
      // A line read while requests were still being written waits for them, unless nothing more can be written or read.
      if written == outgoing.count || inputClosed || ended != nil {
        if !outgoing.isEmpty {
          outgoing.removeAll(keepingCapacity: true)
          written = 0
        }
        if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
          let line = Array(buffer[..<newline])
          buffer.removeFirst(newline + 1)
          scanned = 0
          lineStart = Swift.max(0, lineStart - (newline + 1))
          return .line(line)
        }
        scanned = buffer.count
        if let ended { return inputClosed ? .brokenPipe : ended }
      }
      if buffer.count - lineStart > maxLineBytes { return .flood }
      let remaining = ContinuousClock.now.duration(to: deadline)
      if remaining <= .zero { return inputClosed ? .brokenPipe : .timeout }
      // Waits in slices of at most 100 ms, so an engine that exits while a child of its own still holds its standard
      // output is seen exiting (a crash), not taken for a hang at the deadline.
      let milliseconds = min(100, Int32(clamping: remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1))
      var fds = [pollfd(fd: process.output, events: Int16(POLLIN), revents: 0), pollfd(fd: process.errors, events: Int16(POLLIN), revents: 0)]
      if written < outgoing.count && !inputClosed { fds.append(pollfd(fd: process.input, events: Int16(POLLOUT), revents: 0)) }
      let ready = poll(&fds, nfds_t(fds.count), milliseconds)
      if ready < 0 && errno != EINTR { ended = .endOfOutput }
      if ready == 0, process.exitStatus(waiting: 0) != nil { ended = .endOfOutput }
      if ready <= 0 { continue }
      if fds.count > 2, fds[2].revents != 0 {
        let n = outgoing.withUnsafeBytes { write(process.input, $0.baseAddress! + written, outgoing.count - written) }
        if n > 0 { written += n } else if n < 0 && errno != EAGAIN && errno != EINTR {
          // The engine stopped reading: a line it already wrote still counts; else it is a closed pipe within a second.
          inputClosed = true
          deadline = min(deadline, ContinuousClock.now.advanced(by: .seconds(1)))
        }
      }
      if fds[1].revents != 0 { drainErrorsOnce() }
      if fds[0].revents != 0 {
        let n = chunk.withUnsafeMutableBytes { read(process.output, $0.baseAddress!, $0.count) }
        if n == 0 { ended = .endOfOutput }
        if n > 0 {
          if let last = chunk[..<n].lastIndex(of: 0x0A) { lineStart = buffer.count + last + 1 }
          buffer.append(contentsOf: chunk[..<n])
        } else if n < 0 && errno != EAGAIN && errno != EINTR { ended = .endOfOutput }
      }
    }
  }

  /// Reads what standard error holds until it ends or `seconds` pass (after a crash, to keep the engine's last words).
  mutating func drainErrors(for seconds: Double) {
    let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64(seconds * 1000)))
    while process.errors >= 0, ContinuousClock.now < deadline {
      var fds = [pollfd(fd: process.errors, events: Int16(POLLIN), revents: 0)]
      if poll(&fds, 1, 10) > 0 { drainErrorsOnce() }
    }
  }

  /// One read of standard error into the tail; closes it at its end.
  private mutating func drainErrorsOnce() {
    guard process.errors >= 0 else { return }
    let n = chunk.withUnsafeMutableBytes { read(process.errors, $0.baseAddress!, $0.count) }
    if n > 0 {
      chunk.withUnsafeBytes { tail.append(UnsafeRawBufferPointer(rebasing: $0[..<n])) }
    } else if n == 0 || (errno != EAGAIN && errno != EINTR) {
      process.closeErrors()
    }
  }
}
