import PropertyTesting
import TouchModel
import Guidance

/// The body of a campaign: batches of cases in index order, merged deterministically; each new signature shrunk once.
struct CampaignLoop {
  /// How long a batch of an unguided campaign should take at least: batches grow until one does. The workers meet
  /// at the end of each batch, so the faster one waits for the other; at 20 ms that wait cost a two-worker composite
  /// campaign about 7 % of its time (bench `workers`: 1.70–1.81× of one worker, 1.83–1.87× at 100 ms). Deadlines and
  /// stop requests are still checked before every case.
  static let batchTarget: Duration = .milliseconds(100)

  let campaign: Campaign
  var report: CampaignReport
  /// The statistics of cases run before this run of the campaign (a resumed campaign's).
  var earlierStatistics = CaseStatistics()
  /// The statistics of this run's cases, as the workers' tallies merged.
  var tally = StatisticsTally()
  var seen: [String: Int] = [:]  // signature → index in divergences (≥ 0) or knownHits (encoded as -1 - k)
  /// The first sighting of each divergence shrunk here, kept for the saved state.
  var origins: [String: Sighting] = [:]
  /// Divergences whose shrinking a stop request may have cut short: a resumed campaign shrinks them again.
  var interrupted: Set<String> = []
  /// The pool and generation of a guided campaign.
  var guidance: GuidanceState?
  /// Time spent by earlier runs of a resumed campaign.
  var earlierElapsed: Duration = .zero
  /// Where new divergences are shrunk while the workers go on (campaigns on several workers), and the index in
  /// `report.divergences` of each divergence whose shrinking is under way there, in the order asked.
  var shrinking: ShrinkQueue?
  var shrinkingDivergences: [Int] = []

  init(campaign: Campaign) {
    self.campaign = campaign
    report = CampaignReport(engine: campaign.engine.name, seed: campaign.configuration.seed, casesRun: 0, elapsed: .zero, statistics: CaseStatistics())
    report.claimed = campaign.engine.capabilities
    report.commandLineName = campaign.engine.commandLineName
    let configuration = campaign.configuration
    // `--time` without `--cases` sets a budget of cases too large to mean anything but "unlimited".
    report.plannedCases = configuration.timeLimit != nil && configuration.cases >= Int.max / 4 ? nil : configuration.cases
    report.timeLimitSeconds = configuration.timeLimit.map { $0.inSeconds }
    if campaign.configuration.guided { guidance = GuidanceState() }
  }

  mutating func run(
    progress: (@Sendable (CampaignProgress) -> Void)?, found: ((DivergenceRecord) -> Void)?, checkpoint: ((CampaignState) -> Void)?
  ) -> CampaignReport {
    let configuration = campaign.configuration
    let clock = ContinuousClock()
    let start = clock.now
    if let state = configuration.resumeFrom {
      for record in restore(state) { found?(record) }
    } else if let folder = configuration.replayArchive {
      replayArchive(folder)
    }
    if let end = configuration.resumeFrom?.end { return finished(end, elapsed: earlierElapsed) }
    let deadline = configuration.timeLimit.map { start.advanced(by: $0 - earlierElapsed) }
    // An engine bound to the main actor runs one case at a time.
    let jobs = campaign.engine.runsOnMainActor ? 1 : max(1, configuration.jobs)
    let runner = ChunkRunner(campaign: campaign, jobs: jobs)
    if jobs > 1 { shrinking = ShrinkQueue() }
    checkpoint?(state(elapsed: earlierElapsed))
    // Positions count this run's cases; a shard maps them to the campaign's case indices (CaseChunk).
    let planned = configuration.shard?.share(of: configuration.cases) ?? configuration.cases
    report.shard = configuration.shard
    var next = report.casesRun
    var batchSize = 16 * jobs
    var batchRate: Double?
    var lastProgress = start
    var lastCheckpoint = start
    batches: while next < planned {
      if let deadline, clock.now >= deadline { report.end = .timeLimit; break }
      if let why = configuration.stop?.requested { report.end = .requested(why); break }
      let batchStart = clock.now
      // A guided campaign runs whole generations (bounds fixed by case indices; guidance is never sharded); an
      // unguided one sizes batches by time.
      let remaining = deadline.map { $0 - batchStart }
      let end = min(guidance?.generationEnd ?? next + Self.fitted(batchSize, jobs: jobs, rate: batchRate, remaining: remaining), planned)
      let before = next
      var cutShort = false
      for chunk in runner.run(next..<end, total: configuration.cases, deadline: deadline, guidance: guidance?.snapshot()) {
        merge(chunk, found: found, elapsed: earlierElapsed + (clock.now - start))
        guidance?.record(chunk.discoveries)
        next += chunk.ran
        if chunk.stoppedAtDivergence { report.end = .firstDivergence; break batches }
        if chunk.cutShort { cutShort = true; break }
      }
      collectShrunk(waiting: false, found: found)
      if next == guidance?.generationEnd {
        // Read first: `ruleCounts` reads self while `finishGeneration` changes `guidance` (exclusive access).
        let counts = ruleCounts
        guidance?.finishGeneration(ruleCounts: counts)
      }
      let now = clock.now
      if let checkpoint, now - lastCheckpoint >= configuration.checkpointInterval {
        lastCheckpoint = now
        collectShrunk(waiting: true, found: found)
        checkpoint(state(elapsed: earlierElapsed + (clock.now - start)))
      }
      if let progress, now - lastProgress >= configuration.progressInterval {
        lastProgress = now
        progress(snapshot(elapsed: earlierElapsed + (now - start)))
      }
      if !cutShort, now > batchStart { batchRate = Double(next - before) / (now - batchStart).inSeconds }
      if now - batchStart < Self.batchTarget && batchSize < 16_384 * jobs {
        // At least double; at once to about `batchTarget` at the rate just measured, rather than through a run of short
        // batches, each ending with the workers waiting for one another.
        let target = batchRate.map { Int(min(1e9, $0 * Self.batchTarget.inSeconds)) } ?? 0
        batchSize = min(16_384 * jobs, max(2 * batchSize, target))
      }
    }
    collectShrunk(waiting: true, found: found)
    if report.end == .budget, let deadline, clock.now >= deadline, report.casesRun < planned { report.end = .timeLimit }
    if report.end == .budget, let why = configuration.stop?.requested, report.casesRun < planned { report.end = .requested(why) }
    let result = finished(report.end, elapsed: earlierElapsed + (clock.now - start))
    checkpoint?(state(elapsed: result.elapsed))
    progress?(snapshot(elapsed: result.elapsed))
    return result
  }

  /// The cases of the next unguided batch: `batchSize`, or fewer on several workers when the time left (at the rate of
  /// the last whole batch) runs out sooner. The workers take a batch in contiguous parts and only the parts before the
  /// first one the deadline cuts short are counted, so a batch that overran the deadline threw away the later
  /// workers' cases; a batch fitted to the time left ends about when the deadline does.
  static func fitted(_ batchSize: Int, jobs: Int, rate: Double?, remaining: Duration?) -> Int {
    guard jobs > 1, let rate, let remaining, remaining > .zero else { return batchSize }
    let fit = rate * remaining.inSeconds
    return fit < Double(batchSize) ? max(jobs, Int(fit)) : batchSize
  }

  /// The report as it stands, ended for a reason.
  private mutating func finished(_ end: CampaignEnd, elapsed: Duration) -> CampaignReport {
    report.end = end
    report.statistics = statistics
    CauseGroup.settle(&report.divergences)
    report.accepted = campaign.configuration.acceptedDeviations
    report.acceptedProfile = campaign.configuration.acceptedProfileValues
    report.broader = report.divergences.filter(\.isBroader)
    report.divergences.removeAll(where: \.isBroader)
    report.knownFixed = campaign.configuration.known.signatureEntries.filter { entry in !report.knownHits.contains { entry.matches($0.signature) } }
    report.elapsed = elapsed
    return report
  }

  /// Every case's statistics so far, the earlier runs' included.
  var statistics: CaseStatistics {
    var result = earlierStatistics
    result.merge(tally.value)
    return result
  }

  /// How many cases so far fired each rule, by name (without building the rest of the statistics).
  var ruleCounts: [String: Int] { earlierStatistics.ruleCounts.merging(tally.ruleCounts, uniquingKeysWith: +) }

  private func snapshot(elapsed: Duration) -> CampaignProgress {
    CampaignProgress(
      cases: report.casesRun, failures: report.divergences.count, knownHits: report.knownHits.reduce(0) { $0 + $1.hits },
      elapsed: elapsed, rulesCovered: ruleCounts.count)
  }

  /// Replays the archived cases first: each that still diverges is a divergence already shrunk and archived.
  mutating func replayArchive(_ folder: String) {
    report.archived = ArchiveReplay.run(folder, campaign: campaign)
    for outcome in report.archived {
      guard let signature = outcome.signature else { continue }
      // A known divergence is only counted, so each archived file that shows it is one hit (its first case: the archive).
      if let k = seen[signature] {
        if k < 0 { report.knownHits[-1 - k].hits += 1 }
        continue
      }
      var record = DivergenceRecord(signature: signature, rule: outcome.rule, firstCase: -1, hits: 0, archivedAt: outcome.path)
      if let entry = campaign.configuration.known.entry(for: signature) {
        record.known = entry
        record.hits = 1
        seen[signature] = -1 - report.knownHits.count
        report.knownHits.append(record)
      } else {
        // Described and diagnosed as a generated divergence is (issue 31, item 4); not archived again.
        if let (file, header, comparison) = outcome.diverging {
          record.counterexample = CounterexampleShrinker(campaign: campaign).archived(file, header: header, comparison: comparison)
        }
        seen[signature] = report.divergences.count
        report.divergences.append(record)
      }
    }
  }

  /// Adds one chunk's counts, shrinking each signature seen for the first time (known ones are only counted); a new
  /// one is stamped with `elapsed`, the campaign's time when the chunk came back (before any shrinking).
  private mutating func merge(_ chunk: ChunkResult, found: ((DivergenceRecord) -> Void)?, elapsed: Duration) {
    let seconds = elapsed.inSeconds
    report.casesRun += chunk.ran
    report.invalidCases += chunk.invalid
    report.generatorBugs = GeneratorBugs.merged(report.generatorBugs, chunk.generatorBugs)
    tally.merge(chunk.statistics)
    for (sighting, hits) in zip(chunk.sightings, chunk.hits) {
      if let k = seen[sighting.signature] {
        if k >= 0 { report.divergences[k].hits += hits } else { report.knownHits[-1 - k].hits += hits }
        continue
      }
      var record = DivergenceRecord(signature: sighting.signature, rule: sighting.rule, firstCase: sighting.index, hits: hits)
      record.firstSeconds = (seconds * 1000).rounded() / 1000
      if let entry = campaign.configuration.known.entry(for: sighting.signature) {
        record.known = entry
        seen[sighting.signature] = -1 - report.knownHits.count
        report.knownHits.append(record)
        continue
      }
      origins[sighting.signature] = sighting
      seen[sighting.signature] = report.divergences.count
      if let shrinking {
        shrinking.shrink(sighting, with: CounterexampleShrinker(campaign: campaign))
        shrinkingDivergences.append(report.divergences.count)
        report.divergences.append(record)
        continue
      }
      record.counterexample = CounterexampleShrinker(campaign: campaign).shrink(sighting)
      if campaign.configuration.stop?.requested != nil { interrupted.insert(sighting.signature) }
      report.divergences.append(record)
      found?(record)
    }
  }

  /// Takes the counterexamples shrunk in the background so far (with `waiting`, all of them) into their divergences,
  /// in the order they were found, and reports each.
  private mutating func collectShrunk(waiting: Bool, found: ((DivergenceRecord) -> Void)?) {
    guard let shrinking, !shrinking.isEmpty else { return }
    for counterexample in shrinking.results(waiting: waiting) {
      let k = shrinkingDivergences.removeFirst()
      report.divergences[k].counterexample = counterexample
      if campaign.configuration.stop?.requested != nil { interrupted.insert(report.divergences[k].signature) }
      found?(report.divergences[k])
    }
  }
}
