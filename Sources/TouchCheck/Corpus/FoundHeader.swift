import TouchModel

/// What an archived counterexample's `found` member says about it: the engine, the signature and the origin.
package struct FoundHeader: Hashable, Sendable {
  /// The engine that diverged.
  package var engine: String
  /// The divergence's signature.
  package var signature: String
  /// The seed and first case it came from, when the file says.
  package var origin: FoundOrigin?
  /// The catalogue deviations the reference applied when the case was found (the engine keeps them on purpose).
  package var accepted: [String] = []
  /// The minimal case's replay token and size hint, when the file says: its choices, for diagnosis in a later campaign.
  package var replayToken: String?
  package var size: Int?
  /// The replay token of the case first found (before shrinking), when the file says.
  package var originalReplayToken: String?

  /// Creates a header.
  package init(engine: String, signature: String, origin: FoundOrigin?) {
    self.engine = engine
    self.signature = signature
    self.origin = origin
  }

  /// Reads a case file's `found` member: nil for a file without one (a documented case); the error names the field.
  package static func read(_ file: CaseFile) throws(CaseError) -> FoundHeader? {
    guard let value = file.extra.first(where: { $0.key == "found" })?.value else { return nil }
    var reader = try JSONObjectReader(value, path: "found")
    guard let engine = try reader.string("engine"), !engine.isEmpty else { throw CaseError("found.engine", "is missing or empty") }
    guard let signature = try reader.string("signature"), !signature.isEmpty else { throw CaseError("found.signature", "is missing or empty") }
    var origin = try reader.string("how").flatMap(FoundOrigin.parse(how:))
    if let seedValue = reader.value("seed") {
      guard let seed = FoundOrigin.seed(from: seedValue) else {
        throw CaseError("found.seed", "expected a whole number from 0 (digits in a string above 2^53), found \(shown(seedValue))")
      }
      guard let caseValue = reader.value("case"), case .number(let n) = caseValue, n >= 0, n <= 0x1p53, n == n.rounded() else {
        throw CaseError("found.case", "expected the first case index showing the signature, a whole number from 0")
      }
      origin = FoundOrigin(seed: seed, firstCase: Int(n))
    }
    var header = FoundHeader(engine: engine, signature: signature, origin: origin)
    if reader.has("accepted") {
      header.accepted = try reader.strings("accepted")
      if header.accepted.contains(where: { $0.isEmpty || $0.unicodeScalars.contains(where: Quoted.isUnprintable) }) {
        throw CaseError("found.accepted", "expected deviation names, as `touchcheck engines` lists them")
      }
    }
    header.replayToken = try reader.string("replayToken")
    header.originalReplayToken = try reader.string("originalReplayToken")
    if let value = reader.value("size") {
      guard case .number(let n) = value, n >= 0, n <= 1e6, n == n.rounded() else {
        throw CaseError("found.size", "expected the size hint the case was generated with, a whole number from 0, found \(shown(value))")
      }
      header.size = Int(n)
    }
    return header
  }

  /// The accepted deviations a case file's `found` member names (none for a documented case or an unreadable header).
  package static func accepted(in file: CaseFile) -> [String] { ((try? read(file)) ?? nil)?.accepted ?? [] }

  /// A JSON value as an error message shows it.
  private static func shown(_ value: JSONValue) -> String {
    switch value {
    case .number(let n): JSONWriter.numberText(n)
    case .string(let text): Quoted(text).description
    default: value.typeName
    }
  }
}
