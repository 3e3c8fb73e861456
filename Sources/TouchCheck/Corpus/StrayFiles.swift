import Foundation
import TouchModel

/// Temporary files stranded in an archive folder by a killed run: recovered when complete, removed otherwise.
package enum StrayFiles {
  /// What was done with one stray file.
  package struct Outcome: Hashable, Sendable, CustomStringConvertible {
    /// The stray temporary file.
    package var stray: String
    /// The file it became, when it was recovered.
    package var recoveredAs: String?
    /// One line for the user.
    package var description: String {
      recoveredAs.map { "recovered \($0) from a run that was killed while writing it" } ?? "removed \(stray), left half-written by a killed run"
    }
  }

  /// Recovers or removes the stray temporary files under a folder (recursively) whose writer is no longer running.
  package static func clean(_ folder: String) -> [Outcome] {
    let fm = FileManager.default
    guard let names = fm.enumerator(atPath: folder)?.allObjects as? [String] else { return [] }
    var outcomes: [Outcome] = []
    for name in names.sorted() where name.contains(AtomicFile.marker) {
      let path = folder + "/" + name
      // `PID` or `PID-K` (a second temporary of the same process, when the first name was taken).
      // The owner's PID is the digits right after the marker (a write-check probe's name holds the marker twice).
      let owner = path[path.range(of: AtomicFile.marker)!.upperBound...].prefix { $0.isASCII && $0.isNumber }
      guard let pid = Int32(owner), !isRunning(pid) else { continue }
      let url = URL(fileURLWithPath: path)
      let base = String(url.lastPathComponent.dropFirst())
      let finalName = String(base[..<base.range(of: AtomicFile.marker)!.lowerBound])
      let target = url.deletingLastPathComponent().appendingPathComponent(finalName).path
      if !fm.fileExists(atPath: target), case .success = CorpusFiles.load(path), rename(path, target) == 0 {
        outcomes.append(Outcome(stray: path, recoveredAs: target))
      } else if unlink(path) == 0 {
        outcomes.append(Outcome(stray: path, recoveredAs: nil))
      }
    }
    return outcomes
  }

  /// Whether a process with this identifier is running (and is not this one).
  static func isRunning(_ pid: Int32) -> Bool {
    guard pid > 0, pid != getpid() else { return false }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}
