import Foundation

/// What one measurement ran: calls and seconds, summed over the rounds it ran in.
struct BenchSample {
  /// Calls made (cases checked).
  var count = 0
  /// Seconds they took.
  var seconds = 0.0

  /// Calls per second.
  var rate: Double { seconds > 0 ? Double(count) / seconds : 0 }

  /// Both samples' calls and seconds together.
  static func + (a: BenchSample, b: BenchSample) -> BenchSample { BenchSample(count: a.count + b.count, seconds: a.seconds + b.seconds) }
}

/// Measurements taken in turn, round after round, so that a slow spell of a busy machine falls on each of them alike
/// and their ratios hold even when their absolute rates drift.
struct BenchRounds {
  /// Each measurement's samples, one per round, in the order the measurements were given.
  var samples: [[BenchSample]]

  /// Runs each of `measurements` once per round (passing the round's number), for `rounds` rounds; the order rotates
  /// every round so that none always runs first, after the same neighbour, or on a cache the other left warm.
  static func run(rounds: Int, _ measurements: [(Int) -> BenchSample]) -> BenchRounds {
    var samples = [[BenchSample]](repeating: [], count: measurements.count)
    for round in 0..<rounds {
      for k in 0..<measurements.count {
        let m = (k + round) % measurements.count
        samples[m].append(measurements[m](round))
      }
    }
    return BenchRounds(samples: samples)
  }

  /// The measurement's calls over its seconds, over all rounds.
  func total(_ m: Int) -> BenchSample { samples[m].reduce(BenchSample(), +) }

  /// The lowest and highest ratio of measurement `m` to measurement `base` within one round, as printed after a
  /// ratio: " (5 rounds: 0.79–0.81)"; nothing for a single round.
  func spread(_ m: Int, to base: Int) -> String {
    let ratios = zip(samples[m], samples[base]).map { $0.rate / $1.rate }
    guard ratios.count > 1, let low = ratios.min(), let high = ratios.max() else { return "" }
    return String(format: " (%d rounds: %.2f–%.2f)", ratios.count, low, high)
  }
}

/// How long each of `touchcheck bench`'s measurements runs: for a time, or (for profilers) for a number of cases.
enum BenchBudget {
  case seconds(Double)
  case cases(Int)

  /// Rounds when none are asked for: five for a time, one for a fixed workload (a profiler's).
  var defaultRounds: Int {
    switch self {
    case .seconds: 5
    case .cases: 1
    }
  }

  /// The share of the budget one of `rounds` rounds gets.
  func perRound(_ rounds: Int) -> BenchBudget {
    switch self {
    case .seconds(let s): .seconds(s / Double(rounds))
    case .cases(let n): .cases(Swift.max(1, n / rounds))
    }
  }
}
