import PropertyTesting
import TouchModel
import Guidance

extension CampaignLoop {
  /// The campaign's state as it stands: what the report holds so far, the next case, and the guidance pool.
  func state(elapsed: Duration) -> CampaignState {
    let end: CampaignEnd? =
      switch report.end {
      case .requested: nil  // a stopped campaign can be carried on
      case .budget: report.casesRun >= campaign.configuration.cases ? .budget : nil
      case .timeLimit, .firstDivergence: report.end
      }
    return CampaignState(
      identity: campaign.stateIdentity, end: end, casesRun: report.casesRun, invalidCases: report.invalidCases,
      generatorBugs: report.generatorBugs, elapsed: elapsed,
      statistics: statistics, divergences: report.divergences.map(record), knownHits: report.knownHits.map(record),
      archived: report.archived, guidance: guidance)
  }

  /// A divergence as the state keeps it: the counterexample is kept as the choices that rebuild it.
  private func record(_ d: DivergenceRecord) -> CampaignState.Record {
    var record = CampaignState.Record(signature: d.signature, rule: d.rule, firstCase: d.firstCase, hits: d.hits, archivedAt: d.archivedAt)
    record.firstSeconds = d.firstSeconds
    if let origin = origins[d.signature], let c = d.counterexample {
      record.firstChoices = origin.choices
      record.size = origin.size
      record.minimalChoices = try? ReplayFingerprint(capabilities: campaign.engine.capabilities, profile: campaign.profile).choices(of: c.replayToken)
      record.shrinkCalls = c.shrinkCalls
      record.shrinkStoppedEarly = c.shrinkStoppedEarly
      record.shrinkInterrupted = interrupted.contains(d.signature)
    }
    return record
  }

  /// Carries on from a saved state: the counts, statistics and pool, and every divergence with its minimal case rebuilt
  /// from its choices (replayed, not shrunk again, unless a stop request cut its shrinking short: those are shrunk
  /// again and returned, to be reported and archived anew).
  mutating func restore(_ state: CampaignState) -> [DivergenceRecord] {
    var shrunkAgain: [DivergenceRecord] = []
    report.casesRun = state.casesRun
    report.invalidCases = state.invalidCases
    report.generatorBugs = state.generatorBugs
    report.archived = state.archived
    earlierStatistics = state.statistics
    earlierElapsed = state.elapsed
    if campaign.configuration.guided { guidance = state.guidance ?? GuidanceState() }
    for saved in state.divergences {
      var record = DivergenceRecord(signature: saved.signature, rule: saved.rule, firstCase: saved.firstCase, hits: saved.hits, archivedAt: saved.archivedAt)
      record.firstSeconds = saved.firstSeconds
      if let choices = saved.firstChoices, let minimal = saved.minimalChoices {
        let sighting = Sighting(index: saved.firstCase, size: saved.size, signature: saved.signature, rule: saved.rule, choices: choices, spans: [])
        let shrinker = CounterexampleShrinker(campaign: campaign)
        if saved.shrinkInterrupted {
          record.counterexample = shrinker.shrink(sighting)
          if campaign.configuration.stop?.requested != nil { interrupted.insert(saved.signature) }
          shrunkAgain.append(record)
        } else {
          var c = shrinker.counterexample(sighting, minimal: minimal, result: nil)
          c.shrinkCalls = saved.shrinkCalls
          c.shrinkStoppedEarly = saved.shrinkStoppedEarly
          record.counterexample = c
        }
        origins[saved.signature] = sighting
      }
      seen[saved.signature] = report.divergences.count
      report.divergences.append(record)
    }
    for saved in state.knownHits {
      var record = DivergenceRecord(signature: saved.signature, rule: saved.rule, firstCase: saved.firstCase, hits: saved.hits, archivedAt: saved.archivedAt)
      record.firstSeconds = saved.firstSeconds
      record.known = campaign.configuration.known.entry(for: saved.signature)
      seen[saved.signature] = -1 - report.knownHits.count
      report.knownHits.append(record)
    }
    return shrunkAgain
  }
}
