@testable import PropertyTesting
import Dispatch

/// What happened to one case.
enum CaseResult {
  case pass
  case invalid
  case fail(FailingCase)
}

/// A failing case as generated, before shrinking.
struct FailingCase {
  var index: Int
  var seed: UInt64
  var size: Int
  var signature: String
  var choices: ChoiceSequence
  var spans: [Span]
}

/// What one worker did with its chunk of a batch: it runs the chunk in order and stops at its first failure.
struct ChunkTally {
  /// Cases run, the failing one included.
  var ran = 0
  /// Invalid cases among them.
  var invalid = 0
  /// The chunk's first failure, which is its last case run.
  var failure: FailingCase?
  /// Whether the deadline stopped the chunk before its end.
  var timedOut = false
}

/// Runs a batch of cases on `jobs` threads, each on a contiguous chunk with its own reusable `ChoiceSource`.
///
/// Chunks are merged in index order, so the lowest failing index, and every count below
/// it, do not depend on thread timing. Worker `w` touches only element `w` of each buffer,
/// and moves its source out while running, so threads share no memory during a batch.
final class CaseBatch: @unchecked Sendable {
  private let sources: UnsafeMutableBufferPointer<ChoiceSource>
  private let tallies: UnsafeMutableBufferPointer<ChunkTally>

  init(jobs: Int, maxChoices: Int) {
    sources = .allocate(capacity: jobs)
    sources.initialize(repeating: ChoiceSource(seed: 0, size: 0, maxChoices: maxChoices))
    tallies = .allocate(capacity: jobs)
    tallies.initialize(repeating: ChunkTally())
  }

  deinit {
    sources.deinitialize()
    sources.deallocate()
    tallies.deinitialize()
    tallies.deallocate()
  }

  /// Runs the cases in `range` and returns the chunk tallies in index order.
  func run(_ range: Range<Int>, runner: PropertyRunner, deadline: ContinuousClock.Instant?) -> [ChunkTally] {
    let jobs = sources.count
    let chunk = (range.count + jobs - 1) / jobs
    let work: @Sendable (Int) -> Void = { worker in
      let lower = range.lowerBound + Swift.min(range.count, worker * chunk)
      let upper = Swift.min(range.upperBound, lower + chunk)
      // Move the source out (no copy-on-write copy of its buffers) and back when done.
      var source = (self.sources.baseAddress! + worker).move()
      self.tallies[worker] = Self.runChunk(lower..<upper, runner, deadline, &source)
      (self.sources.baseAddress! + worker).initialize(to: source)
    }
    if jobs == 1 {
      work(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: jobs, execute: work)
    }
    return Array(tallies)
  }

  private static func runChunk(
    _ range: Range<Int>, _ runner: PropertyRunner, _ deadline: ContinuousClock.Instant?,
    _ source: inout ChoiceSource
  ) -> ChunkTally {
    var tally = ChunkTally()
    for index in range {
      if let deadline, ContinuousClock.now >= deadline {
        tally.timedOut = true
        break
      }
      tally.ran += 1
      switch runner.runCase(index, in: &source) {
      case .pass: break
      case .invalid: tally.invalid += 1
      case .fail(let failing):
        tally.failure = failing
        return tally
      }
    }
    return tally
  }
}
