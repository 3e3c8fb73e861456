import TouchModel

/// One case file read for a merge: where it is, its text, and for an archived counterexample its engine, signature and origin.
struct MergeEntry {
  /// The file's path.
  var path: String
  /// Its path below the folder it was found in, kept in the destination.
  var relative: String
  /// The file's text, compared byte for byte.
  var text: String
  /// The engine and signature of an archived counterexample (nil for a documented case).
  var key: MergeKey?
  /// Where an archived counterexample came from, when the file says.
  var origin: FoundOrigin?

  /// Reads, decodes and validates a file; the error names the file, the field and the problem.
  static func load(_ path: String, relative: String) -> Result<MergeEntry, CorpusError> {
    let text: String
    switch CorpusFiles.read(path) {
    case .success(let t): text = t
    case .failure(let error): return .failure(error)
    }
    do {
      let header = try FoundHeader.read(try CaseFile.decode(text: text))
      return .success(MergeEntry(
        path: path, relative: relative, text: text, key: header.map { MergeKey(engine: $0.engine, signature: $0.signature) }, origin: header?.origin))
    } catch {
      return .failure(CorpusError(file: path, problem: error.description))
    }
  }
}

/// What a merge keeps one file of: an engine and a signature.
struct MergeKey: Hashable {
  var engine: String
  var signature: String
}
