import TouchCheck
import TouchModel

/// A campaign's machine-readable summary: counts, timings, coverage, and a top-level `divergences` array.
package enum CampaignJSON {
  /// The summary as pretty-printed JSON.
  package static func render(_ report: CampaignReport, allRules: [String], archived: [String: String] = [:]) -> String {
    let seconds = report.elapsed.inSeconds
    let s = report.statistics
    func record(_ d: DivergenceRecord) -> JSONValue {
      var m: [JSONMember] = [
        JSONMember("signature", .string(d.signature)), JSONMember("rule", d.rule.map { .string($0) } ?? .null),
        JSONMember("cases", .number(Double(d.hits))), JSONMember("firstCase", .number(Double(d.firstCase))),
      ]
      if let seconds = d.firstSeconds { m.append(JSONMember("firstSeconds", .number(seconds))) }
      if let c = d.counterexample {
        let size = c.dimensions
        m.append(JSONMember("minimal", .object([
          JSONMember("views", .number(Double(size.views))), JSONMember("recognizers", .number(Double(size.recognizers))),
          JSONMember("fingers", .number(Double(size.fingers))), JSONMember("frames", .number(Double(size.frames))),
        ])))
        m.append(JSONMember("replayToken", .string(c.replayToken)))
        if let diagnosis = c.diagnosis { m.append(JSONMember("diagnosis", diagnosis.json)) }
        if let symptom = c.symptom { m.append(JSONMember("symptom", .string(symptom.text))) }
        m.append(JSONMember("size", .number(Double(c.size))))
      }
      if let path = archived[d.signature] ?? d.archivedAt { m.append(JSONMember("archived", .string(path))) }
      if let known = d.known { m.append(JSONMember("reason", .string(known.reason))) }
      return .object(m)
    }
    var value = JSONValue.object([
      JSONMember("engine", .string(report.engine)), JSONMember("seed", .number(Double(report.seed))),
      JSONMember("cases", .number(Double(report.casesRun))), JSONMember("invalidCases", .number(Double(report.invalidCases))),
      JSONMember("generatorBugs", generatorBugs(report.generatorBugs)),
      JSONMember("seconds", .number((seconds * 1000).rounded() / 1000)), JSONMember("end", .string(CampaignSummary.endText(report.end))),
      JSONMember("passed", .bool(report.passed)),
      JSONMember("divergences", .array(report.divergences.map(record))),
      JSONMember("known", .array(report.knownHits.map(record))),
      JSONMember("accepted", .object([
        JSONMember("deviations", .array(report.accepted.map { .string($0) })), JSONMember("profile", .array(report.acceptedProfile.map { .string($0) })),
        JSONMember("reference", report.referenceText.map { .string($0) } ?? .string("the plain oracle")),
      ])),
      JSONMember("broader", .array(report.broader.map(record))),
      JSONMember("causes", CauseGroup.json(report)),
      JSONMember("documented", report.documented.map { d in
        .object([
          JSONMember("passed", .number(Double(d.passed))), JSONMember("failed", .number(Double(d.failures.count))),
          JSONMember("skipped", .number(Double(d.skipped))), JSONMember("known", .number(Double(d.known))),
          JSONMember("failures", .array(d.failures.map { .string($0) })),
          JSONMember("skippedFiles", .array(d.skippedFiles.map { .object([JSONMember("file", .string($0.path)), JSONMember("reason", .string($0.reason))]) })),
        ])
      } ?? .null),
      JSONMember("archivedReplayed", .array(report.archived.map { outcome in
        .object([
          JSONMember("file", .string(outcome.path)), JSONMember("signature", outcome.signature.map { .string($0) } ?? .null),
          JSONMember("error", outcome.error.map { .string($0.description) } ?? .null),
        ])
      })),
      JSONMember("knownFixed", .array(report.knownFixed.map { .object([JSONMember("signature", .string($0.signature)), JSONMember("reason", .string($0.reason))]) })),
      JSONMember("coverage", .object([
        JSONMember("fired", .object(allRules.compactMap { rule in s.ruleCounts[rule].map { JSONMember(rule, .number(Double($0))) } })),
        JSONMember("never", .array(allRules.filter { s.ruleCounts[$0] == nil }.map { .string($0) })),
        JSONMember("notClaimed", .array(CampaignSummary.neverFired(report, allRules: allRules).notClaimed.map { .string($0) })),
      ])),
      JSONMember("budget", budget(report)),
      JSONMember("distribution", distribution(s, claimed: report.claimed)),
    ])
    if let name = report.commandLineName, name != report.engine, case .object(var members) = value {
      members.insert(JSONMember("engineArgument", .string(name)), at: 1)
      value = .object(members)
    }
    if let shard = report.shard, case .object(var members) = value {
      members.insert(JSONMember("shard", .string(shard.description)), at: 2)
      value = .object(members)
    }
    return JSONWriter.write(value)
  }

  /// Generated cases that failed validation (a TouchCheck bug): always the count, and the first case when there is one.
  static func generatorBugs(_ bugs: GeneratorBugs?) -> JSONValue {
    guard let bugs else { return .object([JSONMember("count", .number(0))]) }
    return .object([
      JSONMember("count", .number(Double(bugs.count))), JSONMember("firstCase", .number(Double(bugs.firstCase))),
      JSONMember("field", .string(bugs.error.path)), JSONMember("problem", .string(bugs.error.problem)),
      JSONMember("replayToken", .string(bugs.replayToken)), JSONMember("size", .number(Double(bugs.size))),
      JSONMember("about", .string("generated cases that failed validation were not run on the engine: a bug in TouchCheck, to report")),
    ])
  }
}
