import TouchModel

/// Archives counterexamples under a corpus folder: one file per engine and signature, so repeats replace, not pile up.
public struct FoundArchive: Sendable {
  /// The folder, usually `Corpus/found`.
  public let folder: String

  /// Creates an archive in a folder.
  public init(folder: String = "Corpus/found") { self.folder = folder }

  /// The path a counterexample is archived at: `FOLDER/ENGINE/SIGNATURE.json`.
  public func path(for c: Counterexample) -> String {
    let slug = c.signature.map { $0.isLetter || $0.isNumber || $0 == "-" ? String($0) : "_" }.joined()
    return "\(folder)/\(c.engine)/\(slug).json"
  }

  /// Writes the counterexample atomically and returns its path.
  public func archive(_ c: Counterexample) throws -> String {
    let path = path(for: c)
    try AtomicFile.write(c.caseFile().text(), to: path)
    return path
  }
}
