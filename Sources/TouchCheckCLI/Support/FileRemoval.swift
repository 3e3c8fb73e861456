import Foundation
import TouchCheck

/// Removing corpus files for `corpus minimize` and `corpus prune`: one line per file, and an I/O error named, not thrown.
enum FileRemoval {
  /// Removes `path` (on a dry run, only prints `wouldRemove`), printing `removed` once it is gone; false when it could
  /// not be removed (an ERROR line names the file and why).
  static func remove(_ path: String, dryRun: Bool, removed: String, wouldRemove: String) -> Bool {
    if dryRun {
      Output.out(wouldRemove)
    } else if unlink(path) == 0 {
      Output.out(removed)
    } else {
      Output.out("ERROR \(CorpusError(file: path, problem: "cannot be removed: \(String(cString: strerror(errno)))", kind: .io))")
      return false
    }
    return true
  }
}
