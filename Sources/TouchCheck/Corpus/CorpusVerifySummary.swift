/// The counts of `corpus verify`, and its closing line.
package struct CorpusVerifySummary: Hashable, Sendable {
  /// Case files found.
  package var files = 0
  /// Files that decoded, validated and replayed as expected.
  package var ok = 0
  /// Files whose replay differed: the oracle against the expected trace, or the engine.
  package var failed = 0
  /// Files or paths that could not be used: missing, unreadable, malformed, invalid.
  package var errors = 0
  /// Of the errors, those where the system failed (an unreadable file or folder).
  package var ioErrors = 0
  /// Files the engine could not run (counted among the ok ones), with the capabilities they need.
  package var skipped = ReplaySummary()

  /// Creates empty counts.
  package init() {}

  /// Counts and reports a path or file that could not be used.
  mutating func bad(_ error: CorpusError, reportFile: ([String]) -> Void) {
    reportFile(["ERROR \(error)"])
    errors += 1
    if error.kind == .io { ioErrors += 1 }
  }

  /// `verify: N files, N ok, N failed, N bad[, N skipped by the engine (needs …)]`.
  package var line: String {
    var text = "verify: \(files) files, \(ok) ok, \(failed) failed, \(errors) bad"
    if skipped.skipped > 0 { text += ", \(skipped.skipped) skipped by the engine (needs \(skipped.needsText))" }
    return text
  }
}
