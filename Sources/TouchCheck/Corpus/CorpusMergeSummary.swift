/// The counts of `corpus merge`, and its closing line.
package struct CorpusMergeSummary: Hashable, Sendable {
  /// Case files read from the sources.
  package var read = 0
  /// Files copied into the destination.
  package var copied = 0
  /// Of the copied files, those written under a new name because theirs was taken by a different file.
  package var renamed = 0
  /// Files sharing an engine and signature with a file kept in the destination (replacements included).
  package var duplicates = 0
  /// Destination files replaced by a file with the same signature and a smaller origin.
  package var replaced = 0
  /// Destination files removed because another destination file has their engine and signature.
  package var removed = 0
  /// Files identical to one already in the destination.
  package var identical = 0
  /// Files or paths that could not be used or written.
  package var errors = 0
  /// Of the errors, those where the system failed.
  package var ioErrors = 0

  /// Creates empty counts.
  package init() {}

  /// Counts and reports a path or file that could not be used.
  mutating func bad(_ error: CorpusError, report: (String) -> Void) {
    report("ERROR \(error)")
    errors += 1
    if error.kind == .io { ioErrors += 1 }
  }

  /// `merge: N files read, N copied (N renamed), N duplicates (N replaced, N removed), N identical, N bad`.
  package var line: String {
    let removedText = removed > 0 ? ", \(removed) removed" : ""
    return "merge: \(read) files read, \(copied) copied (\(renamed) renamed), \(duplicates) duplicates (\(replaced) replaced\(removedText)), \(identical) identical, \(errors) bad"
  }
}
