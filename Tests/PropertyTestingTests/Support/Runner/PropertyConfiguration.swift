@testable import PropertyTesting
/// How a `PropertyRunner` runs a property: seed, budget, sizes, shrinking and parallelism.
package struct PropertyConfiguration: Equatable, Sendable {
  /// The run seed; case `i` draws from `CaseSchedule.caseSeed(run: seed, index: i)`.
  package var seed: UInt64
  /// How many cases to generate at most.
  package var cases: Int
  /// Wall-clock budget for generating and testing cases (shrinking has its own limits); `nil` for none.
  package var timeLimit: Duration?
  /// The size hint reached after the ramp (see `CaseSchedule.size(forCase:of:maxSize:)`).
  package var maxSize: Int
  /// The most choices one case may record before it counts as invalid (overrun).
  package var maxChoices: Int
  /// Whether to shrink the first failure.
  package var shrinking: Bool
  /// Limits on shrinking.
  package var shrinkLimits: ShrinkLimits
  /// How many threads run cases; the report does not depend on it (without a time limit).
  package var jobs: Int
  /// The least time between two progress callbacks.
  package var progressInterval: Duration

  /// Creates a configuration; only the seed is required.
  package init(
    seed: UInt64,
    cases: Int = 100,
    timeLimit: Duration? = nil,
    maxSize: Int = 100,
    maxChoices: Int = 1 << 20,
    shrinking: Bool = true,
    shrinkLimits: ShrinkLimits = ShrinkLimits(),
    jobs: Int = 1,
    progressInterval: Duration = .milliseconds(250)
  ) {
    self.seed = seed
    self.cases = cases
    self.timeLimit = timeLimit
    self.maxSize = maxSize
    self.maxChoices = maxChoices
    self.shrinking = shrinking
    self.shrinkLimits = shrinkLimits
    self.jobs = jobs
    self.progressInterval = progressInterval
  }
}
