import TouchModel

/// Divergences an engine's authors accept, each with a reason: by signature (counted and reported apart, never failing
/// a run), by cause (a catalogue deviation the engine keeps: the reference applies it, so comparison goes on past it),
/// by profile value (the engine behaves as if it declared it), or by symptom (an unexplained difference accepted by the
/// sentence that describes it, `Symptom`: comparison steps over each line it describes and goes on with the rest).
///
/// The file is JSON: `{"format": 1, "known": [{"signature": "HIT-004 hitTest:noHit", "reason": "alpha is a Float"},
/// {"deviation": "tap-begins-at-touch-down", "reason": "…"}, {"profile": {"alphaStoredAsFloat": true}, "reason": "…"},
/// {"symptom": "the pan recognizer does not fail when the last finger lifts; in UIKit it fails (GES-010)", "reason": "…"}]}`.
/// A signature ending in `*` accepts every signature that starts with the rest (`"HIT-004 *"`).
public struct KnownDivergences: Hashable, Sendable {
  /// One accepted divergence.
  public struct Entry: Hashable, Sendable {
    /// The signature, or a prefix followed by `*`; empty for an entry that accepts a deviation or a profile value.
    public var signature: String
    /// Why it is accepted.
    public var reason: String
    /// The catalogue deviation the entry accepts, if it names one.
    public var deviation: String?
    /// The profile values the entry accepts (overrides, as in case files), if it names some.
    public var profile: [JSONMember] = []
    /// The symptom the entry accepts (a `Symptom` sentence as reports print it, `*` standing for any text), if it names one.
    public var symptom: String?

    /// Creates an entry.
    public init(signature: String, reason: String) {
      self.signature = signature
      self.reason = reason
    }

    /// Whether a divergence's signature is accepted by this entry.
    ///
    /// Since issue 31 a recognizer state line's signature ends with the state reached (`GES-012 recognizers:missing
    /// failed`); an entry written before (`GES-012 recognizers:missing`) keeps accepting every state of it.
    package func matches(_ candidate: String) -> Bool {
      if let symptom {
        guard candidate.hasPrefix(KnownDivergences.symptomPrefix) else { return false }
        return candidate.dropFirst(KnownDivergences.symptomPrefix.count).components(separatedBy: KnownDivergences.symptomSeparator).contains(symptom)
      }
      guard !signature.isEmpty else { return false }
      if signature.hasSuffix("*") { return candidate.hasPrefix(signature.dropLast()) }
      if candidate == signature { return true }
      guard candidate.hasPrefix(signature + " "), signature.contains("recognizers:") else { return false }
      let rest = candidate.dropFirst(signature.count + 1).split(separator: "/")
      return !rest.isEmpty && rest.allSatisfy { RecognizerState(rawValue: String($0)) != nil }
    }

    /// A profile value as `--profile` spells it.
    package static func valueText(_ value: JSONValue) -> String {
      switch value {
      case .bool(let b): "\(b)"
      case .number(let n): JSONWriter.numberText(n)
      default: value.typeName
      }
    }

    /// What the entry accepts, for reports: the signature, `deviation NAME`, or `profile NAME=VALUE…`.
    package var accepts: String {
      if let deviation { return "deviation \(deviation)" }
      if let symptom { return "symptom \(symptom)" }
      if !profile.isEmpty { return "profile " + profile.map { "\($0.key)=\(Self.valueText($0.value))" }.joined(separator: ", ") }
      return signature
    }
  }

  /// The entries, in file order.
  public var entries: [Entry]

  /// Creates a list.
  public init(_ entries: [Entry] = []) { self.entries = entries }

  /// The first entry accepting a signature.
  package func entry(for signature: String) -> Entry? { entries.first { $0.matches(signature) } }

  /// The deviations the entries accept, in file order.
  package var deviations: [String] { entries.compactMap(\.deviation) }

  /// The profile values the entries accept, in file order.
  package var profileValues: [JSONMember] { entries.flatMap(\.profile) }

  /// The entries that accept signatures or symptoms: counted when hit, reported fixed when not (the others change the
  /// reference instead).
  package var signatureEntries: [Entry] { entries.filter { !$0.signature.isEmpty || $0.symptom != nil } }

  /// The symptoms the entries accept, in file order.
  package var symptoms: [String] { entries.compactMap(\.symptom) }

  /// The signature of a case whose every difference is an accepted symptom: this prefix and the first symptom.
  package static let symptomPrefix = "symptom: "
  /// Between the symptoms of such a signature.
  package static let symptomSeparator = " | "

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
      let signature = try e.string("signature")
      let deviation = try e.string("deviation")
      let profile = e.value("profile")
      let symptom = try e.string("symptom")
      let named = [signature != nil, deviation != nil, profile != nil, symptom != nil].filter { $0 }.count
      guard named == 1 else {
        throw CaseError(
          "known[\(i)]", named == 0 ? "names nothing: give a signature, a deviation, a profile or a symptom" : "names more than one of signature, deviation, profile and symptom")
      }
      if let signature, signature.isEmpty { throw CaseError(e.path("signature"), "is empty") }
      if let deviation, deviation.isEmpty { throw CaseError(e.path("deviation"), "is empty") }
      if let symptom, symptom.isEmpty { throw CaseError(e.path("symptom"), "is empty (copy the sentence a report prints after \"What differs:\")") }
      guard let reason = try e.string("reason"), !reason.isEmpty else { throw CaseError(e.path("reason"), "is missing (say why it is accepted)") }
      var entry = Entry(signature: signature ?? "", reason: reason)
      entry.deviation = deviation
      // As a report prints it ("What differs: … (GES-010)."), the closing full stop copied or not.
      entry.symptom = symptom.map { $0.hasSuffix(").") ? String($0.dropLast()) : $0 }
      if let profile {
        var checked = Profile()
        try checked.apply(profile, path: e.path("profile"))
        guard case .object(let members) = profile, !members.isEmpty else { throw CaseError(e.path("profile"), "names no profile value") }
        entry.profile = members
      }
      try e.finish()
      entries.append(entry)
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
