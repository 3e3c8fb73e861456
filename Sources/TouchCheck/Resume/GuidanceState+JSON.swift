import PropertyTesting
import TouchModel
import Guidance

/// The guidance part of a campaign's state file: the pool, the features seen, and the current generation.
extension GuidanceState {
  var jsonValue: JSONValue {
    return .object([
      JSONMember("generationStart", .number(Double(generationStart))),
      JSONMember("ruleCounts", .object(ruleCounts.keys.sorted().map { JSONMember($0, .number(Double(ruleCounts[$0]!))) })),
      JSONMember("features", .string(ChoiceSequence(pool.sortedFeatures).replayToken)),
      JSONMember("pool", .array(pool.entries.map { e in .object([JSONMember("case", .number(Double(e.index))), JSONMember("rank", .number(Double(e.rank))), JSONMember("rules", .string(ChoiceSequence(e.rules).replayToken))] + [JSONMember("choices", .string(e.choices.replayToken))]) })),
      JSONMember("pending", .array(pending.map { d in .object([JSONMember("case", .number(Double(d.index))), JSONMember("features", .string(ChoiceSequence(d.features).replayToken)), JSONMember("rules", .string(ChoiceSequence(d.rules).replayToken))] + [JSONMember("choices", .string(d.choices.replayToken))]) })),
    ])
  }

  /// Reads the guidance part of a state file.
  package init(_ v: JSONValue, path: String) throws(CaseError) {
    self.init()
    var r = try JSONObjectReader(v, path: path)
    generationStart = try CampaignState.count(&r, "generationStart")
    ruleCounts = try CampaignState.statistics(rules: try r.required("ruleCounts"), path: r.path("ruleCounts"))
    let features = try CampaignState.choices(&r, "features").values
    var entries: [GuidancePool.Entry] = []
    for (i, item) in try r.array("pool").enumerated() {
      var e = try JSONObjectReader(item, path: r.path("pool") + "[\(i)]")
      entries.append(GuidancePool.Entry(index: try CampaignState.count(&e, "case"), rank: max(1, try e.int("rank", default: 1)), rules: try CampaignState.choices(&e, "rules").values, choices: try CampaignState.choices(&e, "choices")))
      try e.finish()
    }
    pool = GuidancePool(entries: entries, seen: features)
    pending = []
    for (i, item) in try r.array("pending").enumerated() {
      var d = try JSONObjectReader(item, path: r.path("pending") + "[\(i)]")
      pending.append(Discovery(index: try CampaignState.count(&d, "case"), features: try CampaignState.choices(&d, "features").values, rules: try CampaignState.choices(&d, "rules").values, choices: try CampaignState.choices(&d, "choices")))
      try d.finish()
    }
    try r.finish()
  }
}
