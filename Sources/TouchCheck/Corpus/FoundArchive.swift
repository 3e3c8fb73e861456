import Foundation
import TouchModel

/// Archives counterexamples under a corpus folder: one file per engine and signature, so repeats replace, not pile up.
public struct FoundArchive: Sendable {
  /// The folder, usually `Corpus/found`.
  public let folder: String

  /// Creates an archive in a folder.
  public init(folder: String = "Corpus/found") { self.folder = folder }

  /// The path a counterexample is archived at: `FOLDER/ENGINE/SIGNATURE.json`.
  public func path(for c: Counterexample) -> String {
    "\(folder)/\(Self.slug(c.engine))/\(Self.slug(c.signature)).json"
  }

  /// The folder that holds one engine's counterexamples.
  public func folder(for engine: String) -> String { "\(folder)/\(Self.slug(engine))" }

  /// A file-name-safe form of a name: letters, digits and `-` kept, anything else `_`.
  static func slug(_ name: String) -> String {
    String(name.prefix(120).map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "_" })
  }

  /// Readies the engine's folder before a campaign: recovers or removes files a killed run left half-written, and
  /// checks the folder can be written, so an unwritable archive is reported before any time is spent.
  public func prepare(engine: String) throws(AtomicFile.WriteError) -> [StrayFiles.Outcome] {
    let engineFolder = folder(for: engine)
    let outcomes = FileManager.default.fileExists(atPath: engineFolder) ? StrayFiles.clean(engineFolder) : []
    let probe = "\(engineFolder)/.write-check\(AtomicFile.marker)\(getpid())"
    try AtomicFile.write("", to: probe)
    unlink(probe)
    return outcomes
  }

  /// Writes the counterexample atomically and returns its path.
  public func archive(_ c: Counterexample) throws(AtomicFile.WriteError) -> String {
    let path = path(for: c)
    try AtomicFile.write(c.caseFile().text(), to: path)
    return path
  }
}
