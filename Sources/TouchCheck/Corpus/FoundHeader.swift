import TouchModel

/// What an archived counterexample's `found` member says about it: the engine, the signature and the origin.
public struct FoundHeader: Hashable, Sendable {
  /// The engine that diverged.
  public var engine: String
  /// The divergence's signature.
  public var signature: String
  /// The seed and first case it came from, when the file says.
  public var origin: FoundOrigin?

  /// Creates a header.
  public init(engine: String, signature: String, origin: FoundOrigin?) {
    self.engine = engine
    self.signature = signature
    self.origin = origin
  }

  /// Reads a case file's `found` member: nil for a file without one (a documented case); the error names the field.
  public static func read(_ file: CaseFile) throws(CaseError) -> FoundHeader? {
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
    return FoundHeader(engine: engine, signature: signature, origin: origin)
  }

  /// A JSON value as an error message shows it.
  private static func shown(_ value: JSONValue) -> String {
    switch value {
    case .number(let n): JSONWriter.numberText(n)
    case .string(let text): Quoted(text).description
    default: value.typeName
    }
  }
}
