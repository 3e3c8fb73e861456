import PropertyTesting
import TouchModel

/// The body of a campaign: batches of cases in index order, merged deterministically; each new signature shrunk once.
struct CampaignLoop {
  let campaign: Campaign
  private var report: CampaignReport
  private var statistics = CaseStatistics()
  private var seen: [String: Int] = [:]  // signature → index in divergences (≥ 0) or knownHits (encoded as -1 - k)

  init(campaign: Campaign) {
    self.campaign = campaign
    report = CampaignReport(engine: campaign.engine.name, seed: campaign.configuration.seed, casesRun: 0, elapsed: .zero, statistics: CaseStatistics())
  }

  mutating func run(progress: (@Sendable (CampaignProgress) -> Void)?, found: ((DivergenceRecord) -> Void)?) -> CampaignReport {
    let configuration = campaign.configuration
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = configuration.timeLimit.map { start.advanced(by: $0) }
    // An engine bound to the main actor runs one case at a time.
    let jobs = campaign.engine.runsOnMainActor ? 1 : max(1, configuration.jobs)
    let runner = ChunkRunner(campaign: campaign, jobs: jobs)
    if let folder = configuration.replayArchive { replayArchive(folder) }
    // Positions count this run's cases; a shard maps them to the campaign's case indices (CaseChunk).
    let planned = configuration.shard?.share(of: configuration.cases) ?? configuration.cases
    report.shard = configuration.shard
    var next = 0
    var batchSize = 16 * jobs
    var lastProgress = start
    batches: while next < planned {
      if let deadline, clock.now >= deadline { report.end = .timeLimit; break }
      if let why = configuration.stop?.requested { report.end = .requested(why); break }
      let batchStart = clock.now
      let end = next + min(batchSize, planned - next)
      for chunk in runner.run(next..<end, total: configuration.cases, deadline: deadline) {
        merge(chunk, found: found)
        if chunk.stoppedAtDivergence { report.end = .firstDivergence; break batches }
        if chunk.cutShort { break }
      }
      next = end
      let now = clock.now
      if let progress, now - lastProgress >= configuration.progressInterval {
        lastProgress = now
        progress(snapshot(elapsed: now - start))
      }
      if now - batchStart < .milliseconds(20) && batchSize < 16_384 * jobs { batchSize *= 2 }
    }
    if report.end == .budget, let deadline, clock.now >= deadline, report.casesRun < planned { report.end = .timeLimit }
    if report.end == .budget, let why = configuration.stop?.requested, report.casesRun < planned { report.end = .requested(why) }
    report.statistics = statistics
    report.knownFixed = configuration.known.entries.filter { entry in !report.knownHits.contains { $0.known == entry } }
    report.elapsed = clock.now - start
    progress?(snapshot(elapsed: report.elapsed))
    return report
  }

  private func snapshot(elapsed: Duration) -> CampaignProgress {
    CampaignProgress(
      cases: report.casesRun, failures: report.divergences.count, knownHits: report.knownHits.reduce(0) { $0 + $1.hits },
      elapsed: elapsed, rulesCovered: statistics.ruleCounts.count)
  }

  /// Replays the archived cases first: each that still diverges is a divergence already shrunk and archived.
  private mutating func replayArchive(_ folder: String) {
    report.archived = ArchiveReplay.run(folder, campaign: campaign)
    for outcome in report.archived {
      guard let signature = outcome.signature, seen[signature] == nil else { continue }
      var record = DivergenceRecord(signature: signature, rule: outcome.rule, firstCase: -1, hits: 0, archivedAt: outcome.path)
      if let entry = campaign.configuration.known.entry(for: signature) {
        record.known = entry
        seen[signature] = -1 - report.knownHits.count
        report.knownHits.append(record)
      } else {
        seen[signature] = report.divergences.count
        report.divergences.append(record)
      }
    }
  }

  /// Adds one chunk's counts, shrinking each signature seen for the first time (known ones are only counted).
  private mutating func merge(_ chunk: ChunkResult, found: ((DivergenceRecord) -> Void)?) {
    report.casesRun += chunk.ran
    report.invalidCases += chunk.invalid
    statistics.merge(chunk.statistics.value)
    for (sighting, hits) in zip(chunk.sightings, chunk.hits) {
      if let k = seen[sighting.signature] {
        if k >= 0 { report.divergences[k].hits += hits } else { report.knownHits[-1 - k].hits += hits }
        continue
      }
      var record = DivergenceRecord(signature: sighting.signature, rule: sighting.rule, firstCase: sighting.index, hits: hits)
      if let entry = campaign.configuration.known.entry(for: sighting.signature) {
        record.known = entry
        seen[sighting.signature] = -1 - report.knownHits.count
        report.knownHits.append(record)
        continue
      }
      record.counterexample = CounterexampleShrinker(campaign: campaign).shrink(sighting)
      seen[sighting.signature] = report.divergences.count
      report.divergences.append(record)
      found?(record)
    }
  }
}
