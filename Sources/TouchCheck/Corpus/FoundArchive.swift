import Foundation
import TouchModel
import Guidance

/// Archives counterexamples under a corpus folder: a file per engine and signature, never overwriting another case.
package struct FoundArchive: Sendable {
  /// The folder, usually `Corpus/found`.
  package let folder: String

  /// Creates an archive in a folder.
  package init(folder: String = "Corpus/found") { self.folder = folder }

  /// The path a counterexample is archived at: `FOLDER/ENGINE/SIGNATURE.json`.
  package func path(for c: Counterexample) -> String {
    "\(folder(for: c.engine))/\(Self.slug(c.signature)).json"
  }

  /// The folder that holds one engine's counterexamples.
  package func folder(for engine: String) -> String { "\(folder)/\(Self.folderName(engine))" }

  /// An engine's folder name: the name itself when it holds only letters, digits, `-`, `_` and `.` (not first) and is
  /// short; otherwise its file-name-safe form with a hash of the whole name, so `e.x`, `e:x` and `e x` get three folders.
  static func folderName(_ engine: String) -> String {
    let plain = engine.count <= 120 && !engine.hasPrefix(".")
      && engine.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }
    if plain { return engine }
    let safe = slug(engine)
    return safe.count > 120 ? safe : safe + "-" + hash(engine)
  }

  /// The 16 hexadecimal digits of a name's FNV-1a hash: the same on every machine and run.
  private static func hash(_ name: String) -> String {
    let hex = String(CaseFeatures.fnv(name.utf8), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// A file-name-safe form of a name: letters, digits and `-` kept, anything else `_`; a name longer than 120
  /// characters is cut and given a hash of the whole name, so two long names that share a start stay apart.
  static func slug(_ name: String) -> String {
    let safe = { (text: Substring) in String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "_" }) }
    guard name.count > 120 else { return safe(name[...]) }
    return safe(name.prefix(111)) + "-" + hash(name)
  }

  /// Readies the engine's folder before a campaign: recovers or removes files a killed run left half-written, and
  /// checks the folder can be written, so an unwritable archive is reported before any time is spent.
  package func prepare(engine: String) throws(AtomicFile.WriteError) -> [StrayFiles.Outcome] {
    let engineFolder = folder(for: engine)
    let outcomes = FileManager.default.fileExists(atPath: engineFolder) ? StrayFiles.clean(engineFolder) : []
    let probe = "\(engineFolder)/.write-check\(AtomicFile.marker)\(getpid())"
    try AtomicFile.write("", to: probe)
    unlink(probe)
    return outcomes
  }

  /// Writes the counterexample atomically and returns its path; an existing file is never replaced (see `store(_:)`).
  package func archive(_ c: Counterexample) throws(AtomicFile.WriteError) -> String {
    try store(c).path
  }

  /// Where a counterexample was archived, and a note when its signature's file already held another case.
  package struct Stored: Hashable, Sendable {
    /// The file that holds the counterexample.
    package var path: String
    /// Set when `FOLDER/ENGINE/SIGNATURE.json` already held a different case: that file is kept, and this says so.
    package var note: String?
  }

  /// Writes the counterexample atomically without ever overwriting another file.
  ///
  /// Decision (issue 11): files that share a signature never overwrite each other. A campaign archives a signature only
  /// when no archived file shows it any more, so a different file at `SIGNATURE.json` is an older case that now shows
  /// something else (or a second shard writing into the same folder): it is kept, and the new case is written under
  /// the first free name `SIGNATURE-2.json`, `-3`…, with a note. A file with the same content is left as it is.
  /// `touchcheck corpus merge` and `corpus minimize` later keep one file per signature.
  package func store(_ c: Counterexample) throws(AtomicFile.WriteError) -> Stored {
    let text = c.caseFile().text()
    let base = path(for: c)
    let stem = String(base.dropLast(".json".count))
    for k in 1...10_000 {
      let candidate = k == 1 ? base : "\(stem)-\(k).json"
      if case .success(let existing) = CorpusFiles.read(candidate) {
        if existing == text { return Stored(path: candidate, note: nil) }
        continue
      }
      if FileManager.default.fileExists(atPath: candidate) { continue }
      if try AtomicFile.create(text, at: candidate) { return Stored(path: candidate, note: k == 1 ? nil : Self.note(base, candidate)) }
    }
    throw AtomicFile.WriteError(path: base, reason: "10000 files already hold other cases for this signature")
  }

  /// The note for a case written beside another one with the same signature.
  static func note(_ base: String, _ written: String) -> String {
    "\(base) already holds another case for this signature; kept it and archived this one as \(written)"
  }
}
