import TouchModel

/// Divergences an engine's authors accept, each by signature with a reason: counted and reported apart, never failing a run.
///
/// The file is JSON: `{"format": 1, "known": [{"signature": "HIT-004 hitTest:noHit", "reason": "alpha is a Float"}]}`.
/// A signature ending in `*` accepts every signature that starts with the rest (`"HIT-004 *"`).
public struct KnownDivergences: Hashable, Sendable {
  /// One accepted divergence.
  public struct Entry: Hashable, Sendable {
    /// The signature, or a prefix followed by `*`.
    public var signature: String
    /// Why it is accepted.
    public var reason: String

    /// Creates an entry.
    public init(signature: String, reason: String) {
      self.signature = signature
      self.reason = reason
    }

    /// Whether a divergence's signature is accepted by this entry.
    public func matches(_ candidate: String) -> Bool {
      signature.hasSuffix("*") ? candidate.hasPrefix(signature.dropLast()) : candidate == signature
    }
  }

  /// The entries, in file order.
  public var entries: [Entry]

  /// Creates a list.
  public init(_ entries: [Entry] = []) { self.entries = entries }

  /// The first entry accepting a signature.
  public func entry(for signature: String) -> Entry? { entries.first { $0.matches(signature) } }

  /// Reads a known-divergences file's text; errors name the field and the problem.
  public static func decode(text: String) throws(CaseError) -> KnownDivergences {
    let value: JSONValue
    do { value = try JSONParser.parse(text) } catch { throw CaseError("", "malformed JSON at \(error.description)") }
    var r = try JSONObjectReader(value, path: "")
    let format = try r.int("format", default: 1)
    if format != 1 { throw CaseError("format", "version \(format) is not supported (this version reads 1)") }
    var entries: [Entry] = []
    for (i, item) in try r.array("known").enumerated() {
      var e = try JSONObjectReader(item, path: "known[\(i)]")
      guard let signature = try e.string("signature"), !signature.isEmpty else { throw CaseError(e.path("signature"), "is missing") }
      guard let reason = try e.string("reason"), !reason.isEmpty else { throw CaseError(e.path("reason"), "is missing (say why it is accepted)") }
      try e.finish()
      entries.append(Entry(signature: signature, reason: reason))
    }
    try r.finish()
    return KnownDivergences(entries)
  }

  /// Reads a known-divergences file; the error names the file, the field and the problem.
  public static func load(_ path: String) throws(CorpusError) -> KnownDivergences {
    let text: String
    switch CorpusFiles.read(path) {
    case .success(let t): text = t
    case .failure(let error): throw error
    }
    do { return try decode(text: text) } catch { throw CorpusError(file: path, problem: error.description, kind: .input) }
  }
}
