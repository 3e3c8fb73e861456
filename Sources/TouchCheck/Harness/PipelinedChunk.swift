import PropertyTesting
import TouchModel
import Guidance

/// One worker's chunk of cases on an engine with a window: each case is sent as soon as it is generated, and cases are
/// judged and counted in order as their replies come, so the engine works while the next cases are made. The result
/// is the one the case-by-case loop gives: cases after a stop (`stopOnFirst`) are discarded unseen.
struct PipelinedChunk {
  let check: CaseCheck
  let configuration: Campaign.Configuration
  let fingerprint: ReplayFingerprint
  let window: Int

  /// A case generated and not yet counted, with the choices that made it.
  private struct InFlight {
    var index: Int
    var size: Int
    var generated: CaseCheck.Generated
    var source: ChoiceSource
  }

  mutating func run(
    _ range: Range<Int>, total: Int, deadline: ContinuousClock.Instant?, pipeline: any EnginePipeline, source: inout ChoiceSource,
    scout: inout GuidanceScout?
  ) -> ChunkResult {
    var result = ChunkResult()
    let runs = check.checks.determinism ? 2 : 1
    let categories = check.engine.capabilities.categories
    var queue: [InFlight] = []
    var head = 0
    var runsInFlight = 0
    var stopped = false
    defer { pipeline.finish() }

    /// Receives the oldest case's runs, judges and counts it; true when the chunk stops there.
    func completeOldest() -> Bool {
      let oldest = queue[head]
      head += 1
      let outcome: CaseCheck.Outcome
      switch oldest.generated {
      case .noCase: outcome = .noCase
      case .invalid(let error): outcome = .invalid(error)
      case .valid(let touchCase):
        let first = pipeline.receive()
        let second = runs == 2 ? pipeline.receive() : nil
        runsInFlight -= runs
        // The case-by-case check runs the second time only after a first run that returned.
        let kept: Result<EngineRun, any Error>? = if case .success = first { second } else { nil }
        outcome = .checked(touchCase, check.judge(touchCase, first: first, second: kept))
      }
      return result.account(outcome, index: oldest.index, size: oldest.size, source: oldest.source, fingerprint, configuration, scout: &scout)
    }

    for position in range {
      guard let (index, size) = result.start(position, total: total, configuration, deadline, scout?.snapshot, &source) else { break }
      let generated = check.generated(&source)
      if case .valid(let touchCase) = generated {
        for _ in 0..<runs { pipeline.send(touchCase, recording: categories) }
        runsInFlight += runs
      }
      queue.append(InFlight(index: index, size: size, generated: generated, source: source))
      // Room for the next case's runs, and a bounded queue behind the oldest.
      while head < queue.count && (runsInFlight + runs > window || queue.count - head > 4 * window) {
        if completeOldest() { stopped = true; break }
      }
      if stopped { break }
      if head > 1_024 {
        queue.removeFirst(head)
        head = 0
      }
    }
    while head < queue.count {
      guard !stopped else {
        // Past the stop: the engine's replies are read to keep its process in step, and nothing is counted.
        if case .valid = queue[head].generated { for _ in 0..<runs { _ = pipeline.receive() } }
        head += 1
        continue
      }
      if completeOldest() { stopped = true }
    }
    return result
  }
}
