import PropertyTesting
import TouchModel
import CaseGeneration

/// A fuzz campaign: generate cases inside the engine's capabilities, compare it with the oracle, and shrink every distinct divergence.
package struct Campaign: Sendable {
  /// How a campaign runs.
  package struct Configuration: Sendable {
    /// The run seed; case i uses a seed derived from it.
    package var seed: UInt64 = 1
    /// The most cases to run (the whole campaign's, when sharded).
    package var cases = 1_000
    /// A time budget for generating cases, if any (shrinking has its own limits).
    package var timeLimit: Duration?
    /// The size cases grow to.
    package var maxSize = 100
    /// Parallel workers; the report does not depend on it (without a time limit or a stop request).
    package var jobs = 1
    /// Limits on shrinking each distinct divergence.
    package var shrinkLimits = ShrinkLimits(maxCalls: 20_000, timeLimit: .seconds(30))
    /// The profile of every case; when left at the default, an engine's declared profile is used instead.
    package var profile = Profile.default
    /// Each case draws its own profile among the documented alternatives of `profile` (its flags read the other way).
    package var profilePerCase = false
    /// How often progress is reported.
    package var progressInterval: Duration = .milliseconds(250)
    /// Stop at the first divergence that is not known (the old behaviour) instead of running the whole budget.
    package var stopOnFirst = false
    /// Divergences accepted by the engine's authors: counted apart, not shrunk, never failing the run.
    package var known = KnownDivergences()
    /// The engine sanity checks run on every case.
    package var checks = Differential.Checks()
    /// The catalogue deviations the reference applies (the engine keeps them on purpose), recorded in archived cases.
    package var acceptedDeviations: [String] = []
    /// Profile values accepted by the engine's authors (`NAME=VALUE`), for the reports' line on the reference.
    package var acceptedProfileValues: [String] = []
    /// The plain oracle, when the reference applies accepted deviations: a case where the engine agrees with it but not
    /// with the reference shows an accepted deviation reaching beyond the engine's mistake. It is reported apart
    /// (`CampaignReport.broader`), never counted against the engine.
    package var plainOracle: (any TouchEngine)?
    /// Names the cause of each distinct divergence after shrinking (the catalogue of mistakes); nil: no diagnosis.
    package var causes: (any CauseFinding)?
    /// A request to stop early (Ctrl-C), checked between cases.
    package var stop: StopRequest?
    /// A folder of archived counterexamples to replay before generating (usually the engine's `Corpus/found/ENGINE`).
    package var replayArchive: String?
    /// The shard of the campaign this run is (`--shard I/N`): only the case indices i with i % N == I run; nil runs all.
    package var shard: Shard?
    /// Keep the cases that reach new rules, pairs of rules or trace shapes, and make about half the cases by mutating them.
    ///
    /// Off by default here, so a campaign's cases are exactly those its seed names (a test may derive them itself);
    /// `touchcheck fuzz` turns it on unless given `--unguided`.
    package var guided = false
    /// A saved state to carry on from (`--resume`); it must come from the same campaign (`CampaignState.Identity`).
    package var resumeFrom: CampaignState?
    /// The least time between two saved states while the campaign runs (it is also saved before the first case and at the end).
    package var checkpointInterval: Duration = .seconds(1)

    /// Creates a configuration.
    package init(seed: UInt64 = 1, cases: Int = 1_000, timeLimit: Duration? = nil, jobs: Int = 1) {
      self.seed = seed
      self.cases = cases
      self.timeLimit = timeLimit
      self.jobs = jobs
    }
  }

  /// The reference engine.
  package let oracle: any TouchEngine
  /// The engine under test.
  package let engine: any TouchEngine
  /// How to run.
  package var configuration: Configuration

  /// Creates a campaign.
  package init(oracle: any TouchEngine, engine: any TouchEngine, configuration: Configuration = Configuration()) {
    self.oracle = oracle
    self.engine = engine
    self.configuration = configuration
  }

  /// The profile cases are generated and compared under: the configuration's, else the engine's declared one.
  package var profile: Profile { configuration.profile == .default ? engine.declaredProfile ?? .default : configuration.profile }

  /// The generator for the engine's capabilities.
  package var generator: CaseGenerator { CaseGenerator(capabilities: engine.capabilities, profile: profile, drawsProfile: configuration.profilePerCase) }

  /// The check of one generated case, shared by the workers and the shrinker.
  var check: CaseCheck {
    CaseCheck(
      generator: generator, oracle: oracle, engine: engine, checks: configuration.checks, plain: configuration.plainOracle,
      symptoms: configuration.known.symptoms)
  }

  /// Runs the campaign; `progress` is called now and then, `found` once per new distinct divergence as soon as it is shrunk,
  /// and `checkpoint` with the state to save, between batches of cases (see `Configuration.checkpointInterval`).
  package func run(
    progress: (@Sendable (CampaignProgress) -> Void)? = nil, checkpoint: ((CampaignState) -> Void)? = nil,
    found: ((DivergenceRecord) -> Void)? = nil
  ) -> CampaignReport {
    var loop = CampaignLoop(campaign: self)
    return loop.run(progress: progress, found: found, checkpoint: checkpoint)
  }
}

/// Generates one case from a choice source, validates it, and compares the engine with the oracle on it.
struct CaseCheck: Sendable {
  let generator: CaseGenerator
  let oracle: any TouchEngine
  let engine: any TouchEngine
  let checks: Differential.Checks
  /// The plain oracle when the reference applies accepted deviations (`Configuration.plainOracle`).
  var plain: (any TouchEngine)? = nil
  /// The symptoms the engine's authors accept (`KnownDivergences.symptoms`): comparison steps over them.
  var symptoms: [String] = []

  /// What one choice sequence came to.
  enum Outcome {
    /// The choices made no case (the generator rejected them).
    case noCase
    /// The generated case fails validation, a bug in TouchCheck: it is not run.
    case invalid(CaseError)
    /// The case and its comparison.
    case checked(TouchCase, Comparison)
  }

  /// Generates a case and, when it validates as its case file would, runs the oracle and the engine on it.
  func outcome(_ source: inout ChoiceSource) -> Outcome {
    switch generated(&source) {
    case .noCase: return .noCase
    case .invalid(let error): return .invalid(error)
    case .valid(let touchCase): return .checked(touchCase, settled(touchCase, Differential.run(oracle: oracle, engine: engine, touchCase, checks: checks)))
    }
  }

  /// What one choice sequence makes before anything runs.
  enum Generated {
    /// The choices made no case.
    case noCase
    /// The generated case fails validation (a bug in TouchCheck).
    case invalid(CaseError)
    /// A case to run.
    case valid(TouchCase)
  }

  /// Generates a case and validates it as its case file would be, running nothing.
  func generated(_ source: inout ChoiceSource) -> Generated {
    let touchCase = generator.generate(&source)
    if source.isInvalid { return .noCase }
    do { try touchCase.validate() } catch { return .invalid(error) }
    return .valid(touchCase)
  }

  /// The same check with a generator of its own, for one of several workers (`CaseGenerator.forWorker`).
  func forWorker() -> CaseCheck {
    CaseCheck(generator: generator.forWorker(), oracle: oracle, engine: engine, checks: checks, plain: plain, symptoms: symptoms)
  }

  /// The comparison of a case from the engine's runs, received already.
  func judge(_ touchCase: TouchCase, first: Result<EngineRun, any Error>, second: Result<EngineRun, any Error>?) -> Comparison {
    settled(touchCase, Differential.judge(oracle: oracle, engine: engine, touchCase, first: first, second: second, checks: checks))
  }

  /// A comparison that diverges from the reference where the engine equals the plain oracle: the accepted deviations
  /// reach beyond the engine's mistake there, so the divergence is signed as such (`Differential.broader`), apart.
  func settled(_ touchCase: TouchCase, _ comparison: Comparison) -> Comparison {
    let comparison = symptoms.isEmpty ? comparison : comparison.steppingOver(symptoms, in: touchCase)
    guard let plain, var divergence = comparison.divergence else { return comparison }
    switch divergence.kind {
    case .trace, .invariant: break
    default: return comparison
    }
    let run = plain.run(touchCaseOrThrow: touchCase, engine.capabilities.categories).projected(onto: engine.capabilities)
    guard run.trace == comparison.observed else { return comparison }
    divergence.signature = Differential.broader + divergence.signature
    var settled = comparison
    settled.divergence = divergence
    return settled
  }

  /// The case and its comparison, or nil when the choices make no case or an invalid one.
  func run(_ source: inout ChoiceSource) -> (touchCase: TouchCase, comparison: Comparison)? {
    guard case .checked(let touchCase, let comparison) = outcome(&source) else { return nil }
    return (touchCase, comparison)
  }
}

/// Counts reported while a campaign runs.
package struct CampaignProgress: Sendable {
  /// Cases run.
  package var cases: Int
  /// Distinct divergences found so far (known ones excluded).
  package var failures: Int
  /// Cases that hit a known divergence.
  package var knownHits: Int
  /// Time so far.
  package var elapsed: Duration
  /// Distinct oracle rules fired so far.
  package var rulesCovered: Int
}
