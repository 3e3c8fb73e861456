import PropertyTesting
import TouchModel
import Guidance

extension CampaignState {
  /// Reads a state file's text; errors name the field and the problem.
  package static func decode(text: String) throws(CaseError) -> CampaignState {
    let value: JSONValue
    do { value = try JSONParser.parse(text) } catch { throw CaseError("", "malformed JSON at \(error.description)") }
    // What TouchCheck writes is printable; a control character (an escape sequence) means a hand edit, and would reach
    // the console through messages that quote the file.
    if let field = unprintable(value, path: "") { throw CaseError(field, "holds a control or invisible character (edited by hand?)") }
    var r = try JSONObjectReader(value, path: "")
    let format = try r.int("format", default: 0)
    guard format == Self.format else { throw CaseError("format", "version \(format) is not supported (this version reads \(Self.format))") }
    _ = try r.string("about")
    var state = CampaignState(
      identity: try Identity(try r.required("campaign"), path: "campaign"), end: try end(r.string("finished"), path: r.path("finished")),
      casesRun: try count(&r, "casesRun"), invalidCases: try count(&r, "invalidCases"),
      generatorBugs: nil,
      elapsed: .milliseconds(Int64((min(1e12, max(0, try r.double("elapsedSeconds", default: 0))) * 1000).rounded())),
      statistics: try statistics(try r.required("statistics"), path: "statistics"), divergences: [], knownHits: [], archived: [])
    for (i, v) in try r.array("archivedReplayed").enumerated() { state.archived.append(try outcome(v, path: "archivedReplayed[\(i)]")) }
    for (i, v) in try r.array("divergences").enumerated() { state.divergences.append(try Record(v, path: "divergences[\(i)]")) }
    for (i, v) in try r.array("knownHits").enumerated() { state.knownHits.append(try Record(v, path: "knownHits[\(i)]")) }
    if let v = r.value("generatorBugs") { state.generatorBugs = try GeneratorBugs(state: v, path: "generatorBugs") }
    if let g = r.value("guidance") { state.guidance = try GuidanceState(g, path: "guidance") }
    try r.finish()
    return state
  }

  static func end(_ name: String?, path: String) throws(CaseError) -> CampaignEnd? {
    switch name {
    case nil: nil
    case "budget": .budget
    case "timeLimit": .timeLimit
    case "firstDivergence": .firstDivergence
    case let other?: throw CaseError(path, "unknown value \(Quoted(other)) (expected budget, timeLimit, firstDivergence or null)")
    }
  }

  /// A whole number from `minimum` (0 unless given) to 2^53, beyond `JSONObjectReader.int`'s range, for long campaigns.
  static func count(_ r: inout JSONObjectReader, _ key: String, from minimum: Int = 0) throws(CaseError) -> Int {
    let d = try r.double(key, default: 0)
    guard d >= Double(minimum), d <= 0x1p53, d == d.rounded() else {
      throw CaseError(r.path(key), "expected a whole number of at least \(minimum), found \(JSONWriter.numberText(d))")
    }
    return Int(d)
  }

  /// A `v1:` token, as choices.
  static func choices(_ r: inout JSONObjectReader, _ key: String) throws(CaseError) -> ChoiceSequence {
    guard let text = try r.string(key) else { throw CaseError(r.path(key), "is missing") }
    do { return try ChoiceSequence(replayToken: text) } catch { throw CaseError(r.path(key), error.description) }
  }

  static func statistics(_ v: JSONValue, path: String) throws(CaseError) -> CaseStatistics {
    var r = try JSONObjectReader(v, path: path)
    var s = CaseStatistics()
    s.cases = try count(&r, "cases")
    func counts(_ r: inout JSONObjectReader, _ key: String, _ n: Int) throws(CaseError) -> [Int] {
      let numbers = try JSONObjectReader.numbers(try r.required(key), count: n, path: r.path(key), shape: "an array of \(n) counts")
      guard numbers.allSatisfy({ $0 >= 0 && $0 <= 0x1p53 && $0 == $0.rounded() }) else { throw CaseError(r.path(key), "expected whole numbers of at least 0") }
      return numbers.map { Int($0) }
    }
    s.views = try counts(&r, "views", s.views.count)
    s.depth = try counts(&r, "depth", s.depth.count)
    s.fingers = try counts(&r, "fingers", s.fingers.count)
    s.recognizers = try counts(&r, "recognizers", s.recognizers.count)
    s.touchesHit = try count(&r, "touchesHit")
    s.touchesMissed = try count(&r, "touchesMissed")
    s.ruleCounts = try statistics(rules: try r.required("rules"), path: r.path("rules"))
    s.combinations = try counts(&r, "combinations", s.combinations.count)
    s.featurePairs = try counts(&r, "featurePairs", s.featurePairs.count)
    try r.finish()
    return s
  }

  /// Counts by rule ID.
  static func statistics(rules v: JSONValue, path: String) throws(CaseError) -> [String: Int] {
    var r = try JSONObjectReader(v, path: path)
    var counts: [String: Int] = [:]
    if case .object(let members) = v { for m in members { counts[m.key] = try count(&r, m.key) } }
    try r.finish()
    return counts
  }

  static func outcome(_ v: JSONValue, path: String) throws(CaseError) -> ArchiveReplay.Outcome {
    var r = try JSONObjectReader(v, path: path)
    guard let file = try r.string("path") else { throw CaseError(r.path("path"), "is missing") }
    var o = ArchiveReplay.Outcome(path: file, signature: try r.string("signature"), rule: try r.string("rule"))
    o.recorded = try r.string("recorded")
    if let problem = try r.string("error") { o.error = CorpusError(file: file, problem: problem, kind: try r.string("errorKind") == "io" ? .io : .input) }
    try r.finish()
    return o
  }
}

extension CampaignState {
  /// The path of the first string (key or value) holding an unprintable character, if any.
  static func unprintable(_ value: JSONValue, path: String) -> String? {
    func bad(_ s: String) -> Bool { s.unicodeScalars.contains(where: Quoted.isUnprintable) }
    switch value {
    case .string(let s): return bad(s) ? path : nil
    case .array(let items):
      for (i, item) in items.enumerated() { if let found = unprintable(item, path: "\(path)[\(i)]") { return found } }
      return nil
    case .object(let members):
      for m in members {
        let field = path.isEmpty ? m.key : "\(path).\(m.key)"
        if bad(m.key) { return path.isEmpty ? "(a key)" : "\(path) (a key)" }
        if let found = unprintable(m.value, path: field) { return found }
      }
      return nil
    default: return nil
    }
  }
}

extension CampaignState.Identity {
  init(_ v: JSONValue, path: String) throws(CaseError) {
    var r = try JSONObjectReader(v, path: path)
    func text(_ key: String) throws(CaseError) -> String {
      guard let s = try r.string(key) else { throw CaseError(r.path(key), "is missing") }
      return s
    }
    engine = try text("engine")
    fingerprint = try text("fingerprint")
    generatorVersion = try r.int("generatorVersion", default: 0)
    guard let seed = UInt64(try text("seed")) else { throw CaseError(r.path("seed"), "expected a whole number as a string") }
    self.seed = seed
    guard let cases = Int(try text("cases")), cases >= 0 else { throw CaseError(r.path("cases"), "expected a whole number as a string") }
    self.cases = cases
    maxSize = try r.int("maxSize", default: 100)
    guided = try r.bool("guided", default: false)
    stopOnFirst = try r.bool("stopOnFirst", default: false)
    known = try r.strings("known")
    shard = try r.string("shard")
    try r.finish()
  }
}

extension CampaignState.Record {
  init(_ v: JSONValue, path: String) throws(CaseError) {
    var r = try JSONObjectReader(v, path: path)
    guard let signature = try r.string("signature") else { throw CaseError(r.path("signature"), "is missing") }
    self.init(signature: signature, rule: try r.string("rule"), firstCase: try CampaignState.count(&r, "firstCase", from: -1), hits: try CampaignState.count(&r, "hits"))
    if r.has("firstSeconds") { firstSeconds = try r.double("firstSeconds", default: 0) }
    archivedAt = try r.string("archivedAt")
    archivedPath = try r.string("archived")
    if r.has("firstChoices") {
      size = try r.int("size", default: 100)
      firstChoices = try CampaignState.choices(&r, "firstChoices")
      minimalChoices = try CampaignState.choices(&r, "minimalChoices")
      shrinkCalls = try CampaignState.count(&r, "shrinkCalls")
      shrinkStoppedEarly = try r.bool("shrinkStoppedEarly", default: false)
      shrinkInterrupted = try r.bool("shrinkInterrupted", default: false)
    }
    try r.finish()
  }
}

extension GeneratorBugs {
  /// Reads the bugs as the state file keeps them (`stateJSON`).
  init(state v: JSONValue, path: String) throws(CaseError) {
    var r = try JSONObjectReader(v, path: path)
    func text(_ key: String) throws(CaseError) -> String {
      guard let s = try r.string(key) else { throw CaseError(r.path(key), "is missing") }
      return s
    }
    let count = try CampaignState.count(&r, "count", from: 1)
    let firstCase = try CampaignState.count(&r, "firstCase")
    let error = CaseError(try text("field"), try text("problem"))
    self.init(count: count, firstCase: firstCase, error: error, replayToken: try text("replayToken"), size: try r.int("size", default: 100))
    try r.finish()
  }
}
