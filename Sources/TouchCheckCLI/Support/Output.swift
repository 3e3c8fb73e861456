import Foundation

/// Writes to standard output and standard error without trapping: a full disk or a closed pipe is remembered, not fatal.
enum Output {
  /// Set once a write to standard output failed; `main` then exits with `ExitStatus.ioError`.
  nonisolated(unsafe) static var standardOutputFailure: String?
  /// Set when the reader of standard output went away (`| head`): later output is dropped quietly and the command
  /// keeps its own exit status, as Unix tools end on a closed pipe (issue 22).
  nonisolated(unsafe) static var standardOutputClosed = false
  /// Whether standard error is a terminal (progress lines overwrite themselves only there).
  static let errorIsTerminal = isatty(2) == 1
  nonisolated(unsafe) private static var lastPlainProgress: ContinuousClock.Instant?

  static func out(_ text: String) {
    guard standardOutputFailure == nil, !standardOutputClosed else { return }
    if let problem = write(text.hasSuffix("\n") ? text : text + "\n", to: 1) {
      if problem.code == EPIPE { standardOutputClosed = true } else { standardOutputFailure = problem.text }
    }
  }

  static func err(_ text: String) {
    _ = write(text.hasSuffix("\n") ? text : text + "\n", to: 2)
  }

  /// A progress line: overwritten in place on a terminal; elsewhere one plain line every ten seconds.
  static func progress(_ text: String) {
    if errorIsTerminal {
      _ = write("\r" + text + "\u{1B}[K", to: 2)
      return
    }
    let now = ContinuousClock.now
    if let last = lastPlainProgress, now - last < .seconds(10) { return }
    lastPlainProgress = now
    _ = write(text + "\n", to: 2)
  }

  /// Ends a progress line on a terminal.
  static func endProgress() {
    if errorIsTerminal { _ = write("\r\u{1B}[K", to: 2) }
  }

  /// Writes all bytes to a file descriptor, retrying on interruption; returns the problem if the write failed.
  private static func write(_ text: String, to descriptor: Int32) -> (code: Int32, text: String)? {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        let code = errno
        if code == EINTR { continue }
        return (code, String(cString: strerror(code)))
      }
      offset += written
    }
    bytes.removeAll()
    return nil
  }
}
