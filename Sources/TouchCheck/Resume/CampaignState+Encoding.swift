import PropertyTesting
import TouchModel

extension CampaignState {
  /// The state file's format version.
  package static let format = 1

  /// The state as pretty JSON: counts as numbers, seeds as strings, choices and features as `v1:` tokens.
  package func json() -> String { JSONWriter.write(jsonValue) }

  var jsonValue: JSONValue {
    var members = [
      JSONMember("format", .number(Double(Self.format))),
      JSONMember("about", .string("the saved state of a touchcheck fuzz campaign; `touchcheck fuzz … --resume` carries it on")),
      JSONMember("campaign", identity.jsonValue),
      JSONMember("finished", end.map { .string(Self.endName($0)) } ?? .null),
      JSONMember("casesRun", .number(Double(casesRun))),
      JSONMember("invalidCases", .number(Double(invalidCases))),
    ]
    if let generatorBugs { members.append(JSONMember("generatorBugs", generatorBugs.stateJSON)) }
    members += [
      JSONMember("elapsedSeconds", .number(Double(elapsed.milliseconds) / 1000)),
      JSONMember("statistics", Self.json(statistics)),
      JSONMember("archivedReplayed", .array(archived.map(Self.json))),
      JSONMember("divergences", .array(divergences.map(\.jsonValue))),
      JSONMember("knownHits", .array(knownHits.map(\.jsonValue))),
    ]
    if let guidance { members.append(JSONMember("guidance", guidance.jsonValue)) }
    return .object(members)
  }

  /// The name of a finishing end in the file.
  static func endName(_ end: CampaignEnd) -> String {
    switch end {
    case .budget: "budget"
    case .timeLimit: "timeLimit"
    case .firstDivergence: "firstDivergence"
    case .requested: "requested"
    }
  }

  static func json(_ s: CaseStatistics) -> JSONValue {
    func counts(_ a: [Int]) -> JSONValue { .array(a.map { .number(Double($0)) }) }
    return .object([
      JSONMember("cases", .number(Double(s.cases))), JSONMember("views", counts(s.views)), JSONMember("depth", counts(s.depth)),
      JSONMember("fingers", counts(s.fingers)), JSONMember("recognizers", counts(s.recognizers)),
      JSONMember("touchesHit", .number(Double(s.touchesHit))), JSONMember("touchesMissed", .number(Double(s.touchesMissed))),
      JSONMember("rules", .object(s.ruleCounts.keys.sorted().map { JSONMember($0, .number(Double(s.ruleCounts[$0]!))) })),
      JSONMember("combinations", counts(s.combinations)), JSONMember("featurePairs", counts(s.featurePairs)),
    ])
  }

  static func json(_ o: ArchiveReplay.Outcome) -> JSONValue {
    var members = [JSONMember("path", .string(o.path))]
    if let signature = o.signature { members.append(JSONMember("signature", .string(signature))) }
    if let rule = o.rule { members.append(JSONMember("rule", .string(rule))) }
    if let recorded = o.recorded { members.append(JSONMember("recorded", .string(recorded))) }
    if let error = o.error {
      members.append(JSONMember("error", .string(error.problem)))
      members.append(JSONMember("errorKind", .string(error.kind == .io ? "io" : "input")))
    }
    return .object(members)
  }
}

extension Duration {
  /// The duration in whole milliseconds, as the state file keeps it.
  var milliseconds: Int64 { components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000 }
}

extension CampaignState.Identity {
  var jsonValue: JSONValue {
    .object([
      JSONMember("engine", .string(engine)), JSONMember("fingerprint", .string(fingerprint)),
      JSONMember("generatorVersion", .number(Double(generatorVersion))), JSONMember("seed", .string(String(seed))),
      JSONMember("cases", .string(String(cases))), JSONMember("maxSize", .number(Double(maxSize))), JSONMember("guided", .bool(guided)),
      JSONMember("stopOnFirst", .bool(stopOnFirst)), JSONMember("known", .array(known.map { .string($0) })),
      JSONMember("shard", shard.map { .string($0) } ?? .null),
    ])
  }
}

extension CampaignState.Record {
  var jsonValue: JSONValue {
    var members = [
      JSONMember("signature", .string(signature)), JSONMember("rule", rule.map { .string($0) } ?? .null),
      JSONMember("firstCase", .number(Double(firstCase))), JSONMember("hits", .number(Double(hits))),
    ]
    if let firstSeconds { members.append(JSONMember("firstSeconds", .number(firstSeconds))) }
    if let archivedAt { members.append(JSONMember("archivedAt", .string(archivedAt))) }
    if let archivedPath { members.append(JSONMember("archived", .string(archivedPath))) }
    if let firstChoices, let minimalChoices {
      members += [
        JSONMember("size", .number(Double(size))), JSONMember("firstChoices", .string(firstChoices.replayToken)),
        JSONMember("minimalChoices", .string(minimalChoices.replayToken)), JSONMember("shrinkCalls", .number(Double(shrinkCalls))),
        JSONMember("shrinkStoppedEarly", .bool(shrinkStoppedEarly)),
      ]
      if shrinkInterrupted { members.append(JSONMember("shrinkInterrupted", .bool(true))) }
    }
    return .object(members)
  }
}

extension GeneratorBugs {
  /// The bugs as the state file keeps them: the count, and the first case with its error and replay token.
  var stateJSON: JSONValue {
    .object([
      JSONMember("count", .number(Double(count))), JSONMember("firstCase", .number(Double(firstCase))),
      JSONMember("field", .string(error.path)), JSONMember("problem", .string(error.problem)),
      JSONMember("replayToken", .string(replayToken)), JSONMember("size", .number(Double(size))),
    ])
  }
}
