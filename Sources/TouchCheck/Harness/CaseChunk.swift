import Dispatch
import PropertyTesting
import TouchModel
import Guidance

/// A failing case as first seen, before shrinking.
struct Sighting: Sendable {
  var index: Int
  var size: Int
  var signature: String
  var rule: String?
  var choices: ChoiceSequence
  var spans: [Span]
}

/// What one worker did with its contiguous chunk of a batch.
struct ChunkResult: Sendable {
  /// Cases run.
  var ran = 0
  /// Cases whose choices made no valid case.
  var invalid = 0
  /// Generated cases that failed validation (a TouchCheck bug), not run.
  var generatorBugs: GeneratorBugs?
  /// Whether the deadline or a stop request ended the chunk early.
  var cutShort = false
  /// Whether the chunk stopped at a divergence (`stopOnFirst`).
  var stoppedAtDivergence = false
  /// The statistics of the cases run.
  var statistics = StatisticsTally()
  /// The first sighting of each signature, in case order.
  var sightings: [Sighting] = []
  /// How many cases hit each signature, parallel to `sightings`.
  var hits: [Int] = []
  /// The cases that reached features new to the guidance pool, in case order (guided campaigns only).
  var discoveries: [Discovery] = []

  mutating func record(_ sighting: Sighting) {
    if let k = sightings.firstIndex(where: { $0.signature == sighting.signature }) {
      hits[k] += 1
    } else {
      sightings.append(sighting)
      hits.append(1)
    }
  }
}

/// What one worker keeps from chunk to chunk: its choice source (buffers grown once) and its guidance feature reader.
struct ChunkWorker {
  var source = ChoiceSource(seed: 0, size: 0)
  var features = CaseFeatures()
}

/// Runs the cases of a batch on several threads, each on a contiguous chunk with its own choice source; results come back in case order.
final class ChunkRunner: @unchecked Sendable {
  private var workers: [ChunkWorker]
  private var results: [ChunkResult]
  private let campaign: Campaign

  init(campaign: Campaign, jobs: Int) {
    self.campaign = campaign
    workers = [ChunkWorker](repeating: ChunkWorker(), count: jobs)
    results = [ChunkResult](repeating: ChunkResult(), count: jobs)
  }

  /// Runs the cases at the positions in `range` (case indices, or a shard's positions) and returns one result per chunk, in order.
  func run(_ range: Range<Int>, total: Int, deadline: ContinuousClock.Instant?, guidance: GuidanceSnapshot? = nil) -> [ChunkResult] {
    let jobs = workers.count
    let chunk = (range.count + jobs - 1) / jobs
    let check = campaign.check
    let configuration = campaign.configuration
    let fingerprint = ReplayFingerprint(capabilities: campaign.engine.capabilities, profile: campaign.profile)
    workers.withUnsafeMutableBufferPointer { workers in
      results.withUnsafeMutableBufferPointer { results in
        nonisolated(unsafe) let workerSlots = workers
        nonisolated(unsafe) let resultSlots = results
        let work: @Sendable (Int) -> Void = { worker in
          let check = jobs == 1 ? check : check.forWorker()
          let lower = range.lowerBound + Swift.min(range.count, worker * chunk)
          let upper = Swift.min(range.upperBound, lower + chunk)
          resultSlots[worker] = Self.runChunk(
            lower..<upper, total: total, check, configuration, fingerprint, deadline, guidance, &workerSlots[worker])
        }
        if jobs == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: jobs, execute: work) }
      }
    }
    return results
  }

  private static func runChunk(
    _ range: Range<Int>, total: Int, _ check: CaseCheck, _ configuration: Campaign.Configuration, _ fingerprint: ReplayFingerprint,
    _ deadline: ContinuousClock.Instant?, _ guidance: GuidanceSnapshot?, _ worker: inout ChunkWorker
  ) -> ChunkResult {
    var scout = guidance.map { GuidanceScout($0, features: worker.features) }
    defer { if let scout { worker.features = scout.features } }
    if let pipelined = check.engine as? any PipelinedEngine, pipelined.window > 1 {
      var chunk = PipelinedChunk(check: check, configuration: configuration, fingerprint: fingerprint, window: pipelined.window)
      return chunk.run(range, total: total, deadline: deadline, pipeline: pipelined.makePipeline(), source: &worker.source, scout: &scout)
    }
    var result = ChunkResult()
    for position in range {
      guard let (index, size) = result.start(position, total: total, configuration, deadline, guidance, &worker.source) else { break }
      let outcome = check.outcome(&worker.source)
      if result.account(outcome, index: index, size: size, source: worker.source, fingerprint, configuration, scout: &scout) { break }
    }
    return result
  }
}

extension ChunkResult {
  /// Readies `source` for the case at `position` (a case index, or a shard's position): its index and size, or nil,
  /// with the chunk marked cut short, when the deadline passed or a stop was requested first.
  mutating func start(
    _ position: Int, total: Int, _ configuration: Campaign.Configuration, _ deadline: ContinuousClock.Instant?,
    _ guidance: GuidanceSnapshot?, _ source: inout ChoiceSource
  ) -> (index: Int, size: Int)? {
    let index = configuration.shard?.caseIndex(position) ?? position
    let pastDeadline = deadline.map { ContinuousClock.now >= $0 } ?? false
    if pastDeadline || configuration.stop?.requested != nil {
      cutShort = true
      return nil
    }
    let size = CaseSchedule.size(forCase: index, of: total, maxSize: configuration.maxSize)
    let caseSeed = CaseSchedule.caseSeed(run: configuration.seed, index: index)
    if let guidance { guidance.start(&source, caseSeed: caseSeed, size: size) } else { source.reset(seed: caseSeed, size: size) }
    return (index, size)
  }

  /// Counts one case's outcome, made from `source`'s choices; true when the chunk stops there (`stopOnFirst`).
  mutating func account(
    _ outcome: CaseCheck.Outcome, index: Int, size: Int, source: ChoiceSource, _ fingerprint: ReplayFingerprint,
    _ configuration: Campaign.Configuration, scout: inout GuidanceScout?
  ) -> Bool {
    ran += 1
    let touchCase: TouchCase
    let comparison: Comparison
    switch outcome {
    case .noCase:
      invalid += 1
      return false
    case .invalid(let error):
      let first = GeneratorBugs(count: 1, firstCase: index, error: error, replayToken: fingerprint.token(source.recorded), size: size)
      generatorBugs = GeneratorBugs.merged(generatorBugs, first)
      return false
    case .checked(let c, let d):
      (touchCase, comparison) = (c, d)
    }
    statistics.record(touchCase, oracle: comparison.expected)
    scout?.observe(index: index, oracle: comparison.expected, source: source, into: &discoveries)
    guard let d = comparison.divergence else { return false }
    record(Sighting(index: index, size: size, signature: d.signature, rule: d.rule, choices: source.recorded, spans: source.spans))
    guard configuration.stopOnFirst && configuration.known.entry(for: d.signature) == nil else { return false }
    stoppedAtDivergence = true
    return true
  }
}
