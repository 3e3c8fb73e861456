import PropertyTesting
import TouchModel

/// A fuzz campaign: generate cases inside the engine's capabilities, compare it with the oracle, shrink the first failure.
public struct Campaign: Sendable {
  /// How a campaign runs.
  public struct Configuration: Sendable {
    /// The run seed; case i uses a seed derived from it.
    public var seed: UInt64 = 1
    /// The most cases to run.
    public var cases = 1_000
    /// A time budget, if any.
    public var timeLimit: Duration?
    /// The size cases grow to.
    public var maxSize = 100
    /// Parallel workers (the failure found is the same for any number).
    public var jobs = 1
    /// Limits on shrinking.
    public var shrinkLimits = ShrinkLimits(maxCalls: 20_000, timeLimit: .seconds(30))
    /// The profile of every case.
    public var profile = Profile.default
    /// How often progress is reported.
    public var progressInterval: Duration = .milliseconds(250)

    /// Creates a configuration.
    public init(seed: UInt64 = 1, cases: Int = 1_000, timeLimit: Duration? = nil, jobs: Int = 1) {
      self.seed = seed
      self.cases = cases
      self.timeLimit = timeLimit
      self.jobs = jobs
    }
  }

  /// The reference engine.
  public let oracle: any TouchEngine
  /// The engine under test.
  public let engine: any TouchEngine
  /// How to run.
  public var configuration: Configuration

  /// Creates a campaign.
  public init(oracle: any TouchEngine, engine: any TouchEngine, configuration: Configuration = Configuration()) {
    self.oracle = oracle
    self.engine = engine
    self.configuration = configuration
  }

  /// The generator for the engine's capabilities.
  public var generator: CaseGenerator { CaseGenerator(capabilities: engine.capabilities, profile: configuration.profile) }

  /// Runs the campaign; `progress` is called now and then with the counts so far.
  public func run(progress: (@Sendable (CampaignProgress) -> Void)? = nil) -> CampaignReport {
    let statistics = StatisticsBox()
    let generator = self.generator
    let oracle = self.oracle
    let engine = self.engine
    let property: PropertyRunner.Property = { source in
      let touchCase = generator.generate(&source)
      let comparison = Differential.run(oracle: oracle, engine: engine, touchCase)
      if !source.isReplaying { statistics.record(touchCase, oracle: comparison.expected) }
      return comparison.divergence.map { .fail(signature: $0.signature) } ?? .pass
    }
    var settings = PropertyConfiguration(seed: configuration.seed, cases: configuration.cases, timeLimit: configuration.timeLimit, maxSize: configuration.maxSize)
    settings.jobs = configuration.jobs
    settings.shrinkLimits = configuration.shrinkLimits
    settings.progressInterval = configuration.progressInterval
    let runner = PropertyRunner(configuration: settings, property: property)
    let report = runner.run { p in
      progress?(CampaignProgress(cases: p.casesRun, failures: p.failures, elapsed: p.elapsed, rulesCovered: statistics.value.ruleCounts.count))
    }
    var result = CampaignReport(
      engine: engine.name, seed: configuration.seed, casesRun: report.casesRun, elapsed: report.elapsed, statistics: statistics.value)
    if let failure = report.failure { result.counterexample = counterexample(failure) }
    return result
  }

  /// The minimal case of a failure, replayed from its shrunk choices, with both traces.
  func counterexample(_ failure: PropertyFailure) -> Counterexample {
    func replay(_ choices: ChoiceSequence) -> TouchCase {
      var source = ChoiceSource(replaying: choices, size: failure.size)
      return generator.generate(&source)
    }
    let minimal = replay(failure.shrunk)
    let comparison = Differential.run(oracle: oracle, engine: engine, minimal)
    let diff = comparison.diff(minimal)
    return Counterexample(
      touchCase: minimal, original: replay(failure.original), engine: engine.name, categories: engine.capabilities.categories,
      divergence: comparison.divergence, signature: failure.signature, expected: diff.expected, expectedRules: diff.rules,
      observed: diff.observed, firedRules: comparison.expected.firedRules, seed: configuration.seed, caseIndex: failure.caseIndex,
      replayToken: failure.shrunk.replayToken, size: failure.size, shrinkCalls: failure.shrinkResult?.calls ?? 0,
      shrinkStoppedEarly: failure.shrinkResult?.stoppedEarly ?? false)
  }
}

/// Counts reported while a campaign runs.
public struct CampaignProgress: Sendable {
  /// Cases run.
  public var cases: Int
  /// Failures found.
  public var failures: Int
  /// Time so far.
  public var elapsed: Duration
  /// Distinct oracle rules fired so far.
  public var rulesCovered: Int
}

/// What a campaign found.
public struct CampaignReport: Sendable {
  /// The engine's name.
  public var engine: String
  /// The run seed.
  public var seed: UInt64
  /// Cases run (up to and including the failing one).
  public var casesRun: Int
  /// Time taken.
  public var elapsed: Duration
  /// Distribution and rule coverage.
  public var statistics: CaseStatistics
  /// The minimal counterexample, if the engine diverged.
  public var counterexample: Counterexample?
}
