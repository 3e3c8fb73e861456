import TouchModel

/// The divergences of a campaign grouped under their causes, the way the end-of-campaign table shows them.
public struct CauseGroup: Sendable {
  /// The cause, or nil for the divergences nothing explained (or that were not diagnosed).
  public var cause: Cause?
  /// Indices into the report's divergences, in their order.
  public var members: [Int]
  /// The cases that hit any of them.
  public var cases: Int

  /// The groups of a report: causes in the order of their first divergence, then the unexplained, then engine-only
  /// findings (crashes, hangs, nondeterminism) that no deviation explains.
  public static func of(_ report: CampaignReport) -> [CauseGroup] {
    var groups: [CauseGroup] = []
    var unexplained = CauseGroup(cause: nil, members: [], cases: 0)
    for (k, d) in report.divergences.enumerated() {
      guard let cause = d.counterexample?.diagnosis?.cause else {
        unexplained.members.append(k)
        unexplained.cases += d.hits
        continue
      }
      if let g = groups.firstIndex(where: { $0.cause == cause }) {
        groups[g].members.append(k)
        groups[g].cases += d.hits
      } else {
        groups.append(CauseGroup(cause: cause, members: [k], cases: d.hits))
      }
    }
    if !unexplained.members.isEmpty { groups.append(unexplained) }
    return groups
  }

  /// Settles equally good explanations across a campaign (parsimony): a divergence explained equally by several
  /// causes takes one that another divergence's only cause already names, so one mistake is one group.
  public static func settle(_ divergences: inout [DivergenceRecord]) {
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
