import TouchCheck
import TouchModel

extension ReportSummary {
  /// Reads a `--json` summary (`touchcheck fuzz … --json FILE`); members it does not know are ignored, a member of the
  /// wrong type is an error naming its field.
  package init(json value: JSONValue) throws(CaseError) {
    var r = try JSONObjectReader(value, path: "")
    guard let engine = try r.string("engine") else { throw CaseError("engine", "is missing (is this a touchcheck fuzz --json summary?)") }
    self.init(engine: engine)
    summaries = 1
    engineArgument = try r.string("engineArgument")
    if let seed = r.value("seed") { self.seed = try Self.number(seed, path: "seed").map(Self.integerText) }
    if let shard = try r.string("shard") { shards = [shard] }
    cases = try Self.count(&r, "cases")
    seconds = try r.value("seconds").flatMap { v throws(CaseError) in try Self.number(v, path: "seconds") }
    secondsSummed = seconds
    if let end = try r.string("end") { ends = [end] }
    passed = try r.optionalBool("passed")
    invalidCases = try Self.count(&r, "invalidCases") ?? 0
    if let bugs = r.value("generatorBugs") {
      var b = try JSONObjectReader(bugs, path: "generatorBugs")
      generatorBugs = try Self.count(&b, "count") ?? 0
    }
    divergences = try r.array("divergences").enumerated().map { k, v throws(CaseError) in try Self.divergence(v, path: "divergences[\(k)]") }
    known = try r.array("known").enumerated().map { k, v throws(CaseError) in try Self.divergence(v, path: "known[\(k)]") }
    for (k, v) in try r.array("knownFixed").enumerated() {
      var f = try JSONObjectReader(v, path: "knownFixed[\(k)]")
      knownFixed.append(NamedText(name: try f.string("signature") ?? "", text: try f.string("reason") ?? ""))
    }
    for (k, v) in try r.array("causes").enumerated() {
      var c = try JSONObjectReader(v, path: "causes[\(k)]")
      guard let name = try c.string("name") else { continue }  // the unexplained divergences: no cause to describe
      causes.append(Cause(name: name, deviations: try c.strings("deviations"), rules: try c.strings("rules"), sentences: try c.strings("sentences"), suggestion: try c.string("suggestion")))
    }
    if let coverage = r.value("coverage") { try readCoverage(coverage) }
    if let budget = r.value("budget") {
      var b = try JSONObjectReader(budget, path: "budget")
      budgetCases = try Self.count(&b, "cases")
      budgetSeconds = try b.value("seconds").flatMap { v throws(CaseError) in try Self.number(v, path: "budget.seconds") }
    }
    if let d = r.value("distribution") { distribution = try Self.distribution(d) }
    if let d = r.value("documented") {
      var o = try JSONObjectReader(d, path: "documented")
      documented = Documented(
        passed: try Self.count(&o, "passed") ?? 0, failed: try Self.count(&o, "failed") ?? 0, skipped: try Self.count(&o, "skipped") ?? 0,
        known: try Self.count(&o, "known") ?? 0, failures: try o.strings("failures"))
    }
    archivedReplayed = try r.array("archivedReplayed").count
    if let accepted = r.value("accepted") {
      var a = try JSONObjectReader(accepted, path: "accepted")
      let deviations = try a.strings("deviations"), profile = try a.strings("profile")
      if !deviations.isEmpty || !profile.isEmpty { reference = try a.string("reference") }
    }
    broader = try r.array("broader").enumerated().map { k, v throws(CaseError) in try Self.divergence(v, path: "broader[\(k)]") }
  }

  /// The rules fired with their counts and the rules never fired.
  private mutating func readCoverage(_ value: JSONValue) throws(CaseError) {
    var c = try JSONObjectReader(value, path: "coverage")
    if let v = c.value("fired") {
      guard case .object(let members) = v else { throw CaseError("coverage.fired", "expected an object, found \(v.typeName)") }
      fired = try members.map { m throws(CaseError) in NamedCount(name: m.key, count: try Self.whole(m.value, path: "coverage.fired." + m.key)) }
    }
    never = try c.strings("never")
    notClaimed = try c.strings("notClaimed")
  }

  static func divergence(_ value: JSONValue, path: String) throws(CaseError) -> Divergence {
    var r = try JSONObjectReader(value, path: path)
    guard let signature = try r.string("signature") else { throw CaseError(r.path("signature"), "is missing") }
    var d = Divergence(signature: signature, rule: try r.string("rule"), cases: try count(&r, "cases"))
    if let first = r.value("firstCase") { d.firstCase = try whole(first, path: r.path("firstCase"), atLeast: -1) }
    d.firstSeconds = try r.value("firstSeconds").flatMap { v throws(CaseError) in try number(v, path: path + ".firstSeconds") }
    if let minimal = r.value("minimal") {
      var m = try JSONObjectReader(minimal, path: r.path("minimal"))
      d.minimal = [try count(&m, "views") ?? 0, try count(&m, "recognizers") ?? 0, try count(&m, "fingers") ?? 0, try count(&m, "frames") ?? 0]
    }
    d.archived = try r.string("archived")
    d.reason = try r.string("reason")
    d.symptom = try r.string("symptom")
    if let diagnosis = r.value("diagnosis") {
      var g = try JSONObjectReader(diagnosis, path: r.path("diagnosis"))
      d.diagnosed = true
      d.cause = try g.string("cause")
      d.alternatives = try g.strings("alternatives")
      d.diagnosisText = try g.string("text")
      for (k, lead) in try g.array("leads").enumerated() {
        var l = try JSONObjectReader(lead, path: g.path("leads[\(k)]"))
        if let name = try l.string("cause") { d.leads.append(name) }
      }
    }
    return d
  }

  static func distribution(_ value: JSONValue) throws(CaseError) -> Distribution {
    var r = try JSONObjectReader(value, path: "distribution")
    func counts(_ key: String) throws(CaseError) -> [Int] {
      try r.array(key).enumerated().map { k, v throws(CaseError) in try whole(v, path: "distribution.\(key)[\(k)]") }
    }
    var d = Distribution()
    d.cases = try count(&r, "cases") ?? 0
    d.views = try counts("views")
    d.depth = try counts("depth")
    d.fingers = try counts("fingers")
    d.recognizers = try counts("recognizers")
    d.touchesHit = try count(&r, "touchesHit") ?? 0
    d.touchesMissed = try count(&r, "touchesMissed") ?? 0
    if let t = r.value("templates") {
      guard case .object(let members) = t else { throw CaseError("distribution.templates", "expected an object, found \(t.typeName)") }
      d.templates = try members.map { m throws(CaseError) in NamedCount(name: m.key, count: try whole(m.value, path: "distribution.templates." + m.key)) }
    }
    return d
  }

  /// A whole number of at least zero, or nil when absent.
  static func count(_ r: inout JSONObjectReader, _ key: String) throws(CaseError) -> Int? {
    guard let v = r.value(key) else { return nil }
    return try whole(v, path: r.path(key))
  }

  /// A whole number of at least `minimum`.
  static func whole(_ v: JSONValue, path: String, atLeast minimum: Int = 0) throws(CaseError) -> Int {
    let d = try JSONObjectReader.double(v, path: path)
    guard d == d.rounded(), d >= Double(minimum), d < 1e15 else { throw CaseError(path, "expected a whole number of at least \(minimum), found \(JSONWriter.numberText(d))") }
    return Int(d)
  }

  /// A finite number from 0 to `largestNumber`, or nil for null (issue 36, item 3: a hand-edited 1e19 is an error
  /// naming its field, never a trap where the page turns it into a whole number).
  static func number(_ v: JSONValue, path: String) throws(CaseError) -> Double? {
    if case .null = v { return nil }
    let d = try JSONObjectReader.double(v, path: path)
    guard d >= 0, d <= largestNumber else {
      throw CaseError(path, "expected a number from 0 to \(JSONWriter.numberText(largestNumber)), found \(JSONWriter.numberText(d))")
    }
    return d
  }

  /// The largest number a summary's seconds may hold (about 31,700 years).
  static let largestNumber = 1e12

  /// A number as the summary wrote it, whole numbers without a fraction.
  static func integerText(_ d: Double) -> String { JSONWriter.numberText(d) }
}
