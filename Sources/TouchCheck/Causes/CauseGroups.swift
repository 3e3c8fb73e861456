import TouchModel

/// The divergences of a campaign grouped under their causes, the way the end-of-campaign table shows them.
package struct CauseGroup: Sendable {
  /// The cause, or nil for the divergences nothing explained (or that were not diagnosed).
  package var cause: Cause?
  /// For unexplained divergences, what they share: the difference described (nil when there is none to describe).
  package var symptom: Symptom?
  /// Indices into the report's divergences, in their order.
  package var members: [Int]
  /// The cases that hit any of them.
  package var cases: Int

  /// Creates a group.
  package init(cause: Cause?, symptom: Symptom? = nil, members: [Int], cases: Int) {
    self.cause = cause
    self.symptom = symptom
    self.members = members
    self.cases = cases
  }

  /// The groups of a report: causes in the order of their first divergence, then the unexplained grouped by what
  /// differs (`Symptom`), in the order of their first divergence, then those with nothing to describe.
  package static func of(_ report: CampaignReport) -> [CauseGroup] {
    var groups: [CauseGroup] = []
    var unexplained: [CauseGroup] = []
    var undescribed = CauseGroup(cause: nil, members: [], cases: 0)
    for (k, d) in report.divergences.enumerated() {
      guard let cause = d.counterexample?.diagnosis?.cause else {
        guard let symptom = d.counterexample?.symptom else {
          undescribed.members.append(k)
          undescribed.cases += d.hits
          continue
        }
        add(k, d.hits, to: &unexplained, CauseGroup(cause: nil, symptom: symptom, members: [], cases: 0))
        continue
      }
      add(k, d.hits, to: &groups, CauseGroup(cause: cause, members: [], cases: 0))
    }
    groups += unexplained
    if !undescribed.members.isEmpty { groups.append(undescribed) }
    return groups
  }

  /// The leads its unexplained members' diagnoses had (causes that fit a minimal case but did not predict the engine),
  /// by name, each once, in the order met.
  package func leads(in report: CampaignReport) -> [String] {
    var names: [String] = []
    for k in members {
      for lead in report.divergences[k].counterexample?.diagnosis?.leads ?? [] where !names.contains(lead.name) { names.append(lead.name) }
    }
    return names
  }

  /// The title of a group of unexplained divergences, as the table and the page write it:
  /// `unexplained: SENTENCE — CASES; leads (fit a minimal case, did not predict the engine): A, B`.
  package static func unexplainedTitle(_ symptom: String, cases: String, leads: [String], diagnosed: Bool) -> String {
    let leadText = leads.isEmpty ? "" : "; leads (fit a minimal case, did not predict the engine): " + leads.joined(separator: ", ")
    return (diagnosed ? "unexplained: " : "") + symptom + " — " + cases + leadText
  }

  /// Adds a divergence to the group with the same cause and symptom as `empty`, opening it when there is none.
  private static func add(_ k: Int, _ hits: Int, to groups: inout [CauseGroup], _ empty: CauseGroup) {
    let g = groups.firstIndex { $0.cause == empty.cause && $0.symptom == empty.symptom } ?? groups.count
    if g == groups.count { groups.append(empty) }
    groups[g].members.append(k)
    groups[g].cases += hits
  }

  /// Settles equally good explanations across a campaign (parsimony): a divergence explained equally by several
  /// causes takes one that another divergence's only cause already names, so one mistake is one group.
  package static func settle(_ divergences: inout [DivergenceRecord]) {
    let certain = divergences.compactMap { d -> Cause? in
      guard let diagnosis = d.counterexample?.diagnosis, diagnosis.alternatives.isEmpty else { return nil }
      return diagnosis.cause
    }
    let named = Set(certain.flatMap { $0.deviations + $0.profile.map { "profile " + $0 } })
    for k in divergences.indices {
      guard var diagnosis = divergences[k].counterexample?.diagnosis, let first = diagnosis.cause, !diagnosis.alternatives.isEmpty else { continue }
      let options = [first] + diagnosis.alternatives
      func known(_ c: Cause) -> Bool { (c.deviations + c.profile.map { "profile " + $0 }).allSatisfy(named.contains) }
      guard !known(first), let better = options.firstIndex(where: known) else { continue }
      diagnosis.cause = options[better]
      diagnosis.alternatives = options.enumerated().filter { $0.offset != better }.map(\.element)
      divergences[k].counterexample?.diagnosis = diagnosis
    }
  }
}
