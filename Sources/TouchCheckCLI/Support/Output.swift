import Foundation
import TouchModel

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
    let text = shown(text)
    if let problem = write(text.hasSuffix("\n") ? text : text + "\n", to: 1) {
      if problem.code == EPIPE { standardOutputClosed = true } else { standardOutputFailure = problem.text }
    }
  }

  static func err(_ text: String) {
    let text = shown(text)
    _ = write(text.hasSuffix("\n") ? text : text + "\n", to: 2)
  }

  /// Text as the terminal gets it: every control or invisible character but the line feed and the tab written as
  /// `\u{…}`. Whatever a file a user or a pull request can edit holds (a known divergence's reason, a summary, a case
  /// file's words), or an engine answers, it cannot clear, retitle or recolour a terminal or a CI log, nor hide text
  /// behind a right-to-left override.
  static func shown(_ text: String) -> String { Quoted.escapingUnprintable(text, keeping: ["\n", "\t"]) }

  /// A progress line: overwritten in place on a terminal; elsewhere one plain line every ten seconds.
  static func progress(_ text: String) {
    let text = shown(text)
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
