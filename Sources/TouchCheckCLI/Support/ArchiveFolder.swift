import TouchCheck
import TouchModel
import Reporting

/// The archived counterexamples in a folder, for `touchcheck report`: every case file with a `found` member, in
/// sorted order, and an error for each file that cannot be read (documented cases, without `found`, are left out).
struct ArchiveFolder {
  var entries: [ReportSummary.Archived] = []
  var errors: [CorpusError] = []

  static func read(_ folder: String) -> ArchiveFolder {
    var result = ArchiveFolder()
    let listing = CorpusFiles.list([folder])
    // A folder with no case file is an empty archive, not an error: the campaign found nothing.
    result.errors = listing.errors.filter { !$0.problem.hasPrefix("holds no .json") }
    for path in listing.files {
      switch CorpusFiles.load(path) {
      case .failure(let error): result.errors.append(error)
      case .success(let file):
        do {
          guard let header = try FoundHeader.read(file) else { continue }
          result.entries.append(ReportSummary.Archived(path: path, file: file, header: header))
        } catch {
          result.errors.append(CorpusError(file: path, problem: error.description))
        }
      }
    }
    return result
  }

  /// The engines the entries name, each once, in order.
  static func engines(_ entries: [ReportSummary.Archived]) -> [String] {
    var names: [String] = []
    for entry in entries where !names.contains(entry.header.engine) { names.append(entry.header.engine) }
    return names
  }
}
