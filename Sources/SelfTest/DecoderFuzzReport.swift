/// What a decoder fuzz run found: how many inputs were accepted and rejected, and the first failures.
package struct DecoderFuzzReport: Hashable, Sendable {
  /// One input that broke a rule: a bad rejection message or a broken round trip.
  package struct Failure: Hashable, Sendable {
    /// The input's index; `DecoderFuzzer.input(index, seed:)` rebuilds it.
    package var index: Int
    /// Which rule it broke.
    package var problem: String
    /// The start of the input, quoted.
    package var excerpt: String
  }

  /// The run's seed.
  package var seed: UInt64
  /// Inputs decoded.
  package var inputs = 0
  /// Inputs that decoded and validated.
  package var accepted = 0
  /// Inputs rejected with an error.
  package var rejected = 0
  /// Inputs that broke a rule.
  package var failureCount = 0
  /// The first failures, in index order.
  package var failures: [Failure] = []
  /// How many failures are kept.
  package static let keptFailures = 5

  /// Adds another part of the same run that covers the inputs after this one's.
  mutating func append(_ other: DecoderFuzzReport) {
    inputs += other.inputs
    accepted += other.accepted
    rejected += other.rejected
    failureCount += other.failureCount
    failures += other.failures.prefix(DecoderFuzzReport.keptFailures - failures.count)
  }

  /// The summary, one fact per line.
  package var lines: [String] {
    var lines = [
      "decoder fuzz, seed \(seed): \(inputs) inputs, \(accepted) accepted, \(rejected) rejected, \(failureCount) failures",
    ]
    for f in failures {
      lines.append("FAIL input \(f.index) (replay: touchcheck selftest decoder --seed \(seed) --show \(f.index)): \(f.problem)")
      lines.append("  input: \(f.excerpt)")
    }
    return lines
  }
}
