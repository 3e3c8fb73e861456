import TouchModel

extension CauseGroup {
  /// The report's causes as JSON: each cause with its deviations, rules, sentences, suggestion, signatures and cases;
  /// then the unexplained divergences, one entry with a null name per symptom, with the leads their diagnoses had.
  package static func json(_ report: CampaignReport) -> JSONValue {
    .array(of(report).map { group in
      let signatures = group.members.map { JSONValue.string(report.divergences[$0].signature) }
      guard let cause = group.cause else {
        return .object([
          JSONMember("name", .null), JSONMember("symptom", group.symptom.map { .string($0.text) } ?? .null),
          JSONMember("leads", .array(group.leads(in: report).map { .string($0) })),
          JSONMember("signatures", .array(signatures)), JSONMember("cases", .number(Double(group.cases))),
        ])
      }
      var members = [
        JSONMember("name", .string(cause.name)),
        JSONMember("deviations", .array(cause.deviations.map { .string($0) })),
        JSONMember("profile", .array(cause.profile.map { .string($0) })),
        JSONMember("rules", .array(cause.rules.map { .string($0) })),
        JSONMember("sentences", .array(cause.sentences.map { .string($0) })),
        JSONMember("signatures", .array(signatures)),
        JSONMember("cases", .number(Double(group.cases))),
      ]
      if let suggestion = cause.suggestion { members.append(JSONMember("suggestion", .string(suggestion))) }
      return .object(members)
    })
  }
}

extension Diagnosis {
  /// A divergence's diagnosis as JSON: its cause's name (null: unexplained), the equal alternatives, confirmation,
  /// what the cause was tested on, the leads of an unexplained divergence with theirs, and the sentence reports print.
  package var json: JSONValue {
    .object([
      JSONMember("cause", cause.map { .string($0.name) } ?? .null),
      JSONMember("alternatives", .array(alternatives.map { .string($0.name) })),
      JSONMember("confirmed", confirmed.map { .bool($0) } ?? .null),
      JSONMember("evidence", evidence?.json ?? .null),
      JSONMember("leads", .array(leads.enumerated().map { k, lead in
        .object([JSONMember("cause", .string(lead.name)), JSONMember("evidence", k < leadEvidence.count ? leadEvidence[k].json : .null)])
      })),
      JSONMember("estimate", estimate.map { e in
        .object([
          JSONMember("name", .string(e.name)), JSONMember("lower", .number(e.lower)), JSONMember("upper", e.upper.map { .number($0) } ?? .null),
          JSONMember("cases", .number(Double(e.cases))), JSONMember("suggested", .number(e.suggested)),
        ])
      } ?? .null),
      JSONMember("text", .string(text)),
    ])
  }
}

extension CauseTest {
  /// The test as JSON: related, diverging and predicted cases, and the rivals ruled out with their cases.
  package var json: JSONValue {
    .object([
      JSONMember("related", .number(Double(related))), JSONMember("diverging", .number(Double(diverging))),
      JSONMember("predicted", .number(Double(predicted))),
      JSONMember("ruledOut", .array(ruledOut.map { .object([JSONMember("cause", .string($0.cause)), JSONMember("cases", .number(Double($0.cases)))]) })),
    ])
  }
}
