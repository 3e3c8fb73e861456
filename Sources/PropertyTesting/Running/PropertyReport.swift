/// The result of running a property: what ran, how long it took, and the first failure if any.
public struct PropertyReport: Sendable {
  /// Cases generated and tested, up to and including the failing case when there is one.
  public var casesRun: Int
  /// How many of those cases were invalid.
  public var invalidCases: Int
  /// Wall-clock time of the whole run, shrinking included.
  public var elapsed: Duration
  /// Whether the time limit ended the run before `cases` cases ran.
  public var stoppedByTimeLimit: Bool
  /// The lowest-index failing case, shrunk, or `nil` when every case passed.
  public var failure: PropertyFailure?

  /// Whether no case failed.
  public var passed: Bool { failure == nil }

  /// Creates a report.
  public init(
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
public struct PropertyFailure: Equatable, Sendable {
  /// The case's index in the run.
  public var caseIndex: Int
  /// The case's own seed (`CaseSchedule.caseSeed(run:index:)`).
  public var caseSeed: UInt64
  /// The size hint the case was generated with; replay uses the same size.
  public var size: Int
  /// The failure's signature, kept fixed while shrinking.
  public var signature: String
  /// The choices of the failing case as generated.
  public var original: ChoiceSequence
  /// The simplest choices found that fail with the same signature (`original` when not shrunk).
  public var shrunk: ChoiceSequence
  /// The shrinker's result, or `nil` when shrinking was off or the failure did not reproduce.
  public var shrinkResult: ShrinkResult?
  /// Whether replaying `original` failed to reproduce the signature (a nondeterministic property).
  public var isFlaky: Bool

  /// A replay token for `shrunk`.
  public var replayToken: String { ReplayToken.encode(shrunk) }

  /// Creates a failure record.
  public init(
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
