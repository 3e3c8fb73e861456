extension CaseFile {
  /// Parses, decodes and validates a case file's text; every error names the field and the problem.
  public static func decode(text: String) throws(CaseError) -> CaseFile {
    let size = text.utf8.count
    if size > CaseLimits.fileBytes {
      throw CaseError("", "the file has \(size) bytes, more than the limit of \(CaseLimits.fileBytes) (128 MiB)")
    }
    let value: JSONValue
    do { value = try JSONParser.parse(text) } catch { throw CaseError("", "malformed JSON at \(error.description)") }
    return try decode(value)
  }

  /// Decodes and validates a parsed case file.
  public static func decode(_ value: JSONValue) throws(CaseError) -> CaseFile {
    var r = try JSONObjectReader(value, path: "")
    let format = try r.int("format", default: -1)
    if format == -1 { throw CaseError("format", "is missing (this version reads format \(formatVersion))") }
    if format != formatVersion { throw CaseError("format", "version \(format) is not supported (this version reads \(formatVersion))") }
    let source = try r.string("source")
    let summary = try r.string("description")
    let rules = try r.strings("rules")
    for (i, rule) in rules.enumerated() where !NameRules.isValidName(rule) {
      throw CaseError("rules[\(i)]", "rule ID \(Quoted(rule)) \(NameRules.nameRule)")
    }
    var profile = Profile()
    if let p = r.value("profile") { try profile.apply(p) }
    var compare = TraceCategories.standard
    if r.has("compare") {
      compare = []
      for (i, name) in try r.strings("compare").enumerated() {
        guard let category = TraceCategories.named.first(where: { $0.0 == name })?.1 else {
          let known = TraceCategories.named.map(\.0).joined(separator: ", ")
          throw CaseError("compare[\(i)]", "unknown category \(Quoted(name)) (expected one of: \(known))")
        }
        compare.insert(category)
      }
    }
    let comparesApplication = try r.bool("compareApplication", default: true)
    let scene = try Scene.decode(try r.required("scene"))
    let stream = try TouchStream.decode(try r.required("stream"))
    let expected: [String]? = r.has("expected") ? try r.strings("expected") : nil
    for (i, line) in (expected ?? []).enumerated() where !NameRules.isPrintable(line) {
      throw CaseError("expected[\(i)]", "trace line \(Quoted(line)) has a control or invisible character")
    }
    var extra: [JSONMember] = []
    if let found = r.value("found") { extra.append(JSONMember("found", found)) }
    try r.finish()
    let touchCase = TouchCase(scene: scene, stream: stream, profile: profile)
    try touchCase.validate()
    return CaseFile(
      touchCase: touchCase, source: source, summary: summary, rules: rules, compare: compare, comparesApplication: comparesApplication,
      expected: expected, extra: extra)
  }
}
