import Foundation

extension FoundArchive {
  /// Until TouchCheck 0.3.0, an engine's folder name replaced anything but letters, digits and `-` with `_`, so `e.x` and `e:x`
  /// shared one folder. Moves an engine's folder of that form to its present name when the present one does not
  /// exist and every archived case in the old one is this engine's; returns a note saying so, or nil.
  package func renameLegacyFolder(engine: String) -> String? {
    let old = "\(folder)/\(Self.slug(engine))"
    let new = folder(for: engine)
    let files = FileManager.default
    guard old != new, files.fileExists(atPath: old), !files.fileExists(atPath: new) else { return nil }
    let listing = CorpusFiles.list([old])
    let engines = listing.files.compactMap { path -> String? in
      guard case .success(let file) = CorpusFiles.load(path) else { return "" }
      return (try? FoundHeader.read(file))??.engine ?? ""
    }
    // A folder shared with another engine (or holding a file that cannot be read) stays where it is.
    guard !engines.isEmpty, engines.allSatisfy({ $0 == engine }), rename(old, new) == 0 else { return nil }
    return "the archive folder \(old) is now \(new) (engine names with other characters than letters, digits and - get a folder of their own)"
  }
}
