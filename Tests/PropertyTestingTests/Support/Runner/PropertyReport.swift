@testable import PropertyTesting
/// The result of running a property: what ran, how long it took, and the first failure if any.
package struct PropertyReport: Sendable {
  /// Cases generated and tested, up to and including the failing case when there is one.
  package var casesRun: Int
  /// How many of those cases were invalid.
  package var invalidCases: Int
  /// Wall-clock time of the whole run, shrinking included.
  package var elapsed: Duration
  /// Whether the time limit ended the run before `cases` cases ran.
  package var stoppedByTimeLimit: Bool
  /// The lowest-index failing case, shrunk, or `nil` when every case passed.
  package var failure: PropertyFailure?

  /// Whether no case failed.
  package var passed: Bool { failure == nil }

  /// Creates a report.
  package init(
    casesRun: Int, invalidCases: Int, elapsed: Duration,
    stoppedByTimeLimit: Bool, failure: PropertyFailure?
  ) {
    self.casesRun = casesRun
    self.invalidCases = invalidCases
    self.elapsed = elapsed
    self.stoppedByTimeLimit = stoppedByTimeLimit
    self.failure = failure
  }
}

/// The first failing case of a run, before and after shrinking.
package struct PropertyFailure: Equatable, Sendable {
  /// The case's index in the run.
  package var caseIndex: Int
  /// The case's own seed (`CaseSchedule.caseSeed(run:index:)`).
  package var caseSeed: UInt64
  /// The size hint the case was generated with; replay uses the same size.
  package var size: Int
  /// The failure's signature, kept fixed while shrinking.
  package var signature: String
  /// The choices of the failing case as generated.
  package var original: ChoiceSequence
  /// The simplest choices found that fail with the same signature (`original` when not shrunk).
  package var shrunk: ChoiceSequence
  /// The shrinker's result, or `nil` when shrinking was off or the failure did not reproduce.
  package var shrinkResult: ShrinkResult?
  /// Whether replaying `original` failed to reproduce the signature (a nondeterministic property).
  package var isFlaky: Bool

  /// A replay token for `shrunk`.
  package var replayToken: String { ReplayToken.encode(shrunk) }

  /// Creates a failure record.
  package init(
    caseIndex: Int, caseSeed: UInt64, size: Int, signature: String,
    original: ChoiceSequence, shrunk: ChoiceSequence, shrinkResult: ShrinkResult?, isFlaky: Bool
  ) {
    self.caseIndex = caseIndex
    self.caseSeed = caseSeed
    self.size = size
    self.signature = signature
    self.original = original
    self.shrunk = shrunk
    self.shrinkResult = shrinkResult
    self.isFlaky = isFlaky
  }
}
