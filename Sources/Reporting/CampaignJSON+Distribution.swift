import TouchCheck
import TouchModel
import CaseGeneration

extension CampaignJSON {
  /// The campaign's budget: its cases (all shards together; null when only a time limit bounds it) and time limit.
  static func budget(_ report: CampaignReport) -> JSONValue {
    .object([
      JSONMember("cases", report.plannedCases.map { .number(Double($0)) } ?? .null),
      JSONMember("seconds", report.timeLimitSeconds.map { .number($0) } ?? .null),
    ])
  }

  /// How the generated cases were distributed: the histograms the text summary prints (the last bucket holds every
  /// larger count), the new touches, and the cases per scenario template, in the summary's order (those outside the
  /// engine's claims left out unless a case held them).
  static func distribution(_ s: CaseStatistics, claimed: Capabilities = .all) -> JSONValue {
    let shown = CaseCombinations.shownTemplates(s.combinations, claimed: claimed)
    func counts(_ values: [Int]) -> JSONValue { .array(values.map { .number(Double($0)) }) }
    return .object([
      JSONMember("cases", .number(Double(s.cases))),
      JSONMember("views", counts(s.views)), JSONMember("depth", counts(s.depth)),
      JSONMember("fingers", counts(s.fingers)), JSONMember("recognizers", counts(s.recognizers)),
      JSONMember("touchesHit", .number(Double(s.touchesHit))), JSONMember("touchesMissed", .number(Double(s.touchesMissed))),
      JSONMember("templates", .object(shown.map { JSONMember(CaseCombinations.templateNames[$0], .number(Double(s.combinations[$0]))) })),
    ])
  }
}
