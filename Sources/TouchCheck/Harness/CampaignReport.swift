import TouchModel

/// One distinct divergence of a campaign: its signature, how often it was hit, and its minimal case.
public struct DivergenceRecord: Sendable {
  /// The signature shared by every case counted here.
  public var signature: String
  /// The oracle rule that decided the difference, if known.
  public var rule: String?
  /// The index of the first case that hit it.
  public var firstCase: Int
  /// How many cases hit it.
  public var hits: Int
  /// The shrunk counterexample (nil for a known divergence, which is not shrunk).
  package var counterexample: Counterexample?
  /// The known-divergences entry that accepts it, if any.
  package var known: KnownDivergences.Entry?
  /// The archived file that showed it before any case was generated, if one did.
  package var archivedAt: String?
  /// How long the campaign had run (over every run of a resumed one) when it first saw it, if that was recorded.
  package var firstSeconds: Double?

  /// Whether it is an accepted deviation reaching beyond the engine's mistake (the engine equals the plain oracle).
  package var isBroader: Bool { signature.hasPrefix(Differential.broader) }
}

/// Why a campaign ended.
package enum CampaignEnd: Hashable, Sendable {
  /// It ran every case of its budget.
  case budget
  /// Its time limit ran out.
  case timeLimit
  /// It stopped at the first divergence (`stopOnFirst`).
  case firstDivergence
  /// It was asked to stop (Ctrl-C, SIGTERM), with the reason.
  case requested(String)
}

/// What a campaign found.
public struct CampaignReport: Sendable {
  /// The engine's name.
  public var engine: String
  /// How the command line names the engine, for printed commands.
  package var commandLineName: String?
  /// The run seed.
  public var seed: UInt64
  /// The shard of the campaign this run was, if it was one.
  package var shard: Shard?
  /// Cases run.
  public var casesRun: Int
  /// Cases whose choices made no valid case.
  package var invalidCases = 0
  /// Generated cases that failed validation, a bug in TouchCheck: not run on the engine; nil when there were none.
  package var generatorBugs: GeneratorBugs?
  /// Time taken, shrinking included.
  public var elapsed: Duration
  /// Distribution and rule coverage.
  package var statistics: CaseStatistics
  /// Every distinct divergence not accepted as known, in order of first occurrence.
  public var divergences: [DivergenceRecord] = []
  /// Divergences accepted as known that occurred, in order of first occurrence.
  public var knownHits: [DivergenceRecord] = []
  /// Known entries that never occurred: probably fixed.
  package var knownFixed: [KnownDivergences.Entry] = []
  /// Why the campaign ended.
  package var end: CampaignEnd = .budget
  /// The archived counterexamples replayed before generating.
  package var archived: [ArchiveReplay.Outcome] = []
  /// What replaying the documented corpus at the engine's level found before the campaign, if it was replayed.
  package var documented: DocumentedReplay.Outcome?
  /// What the engine claims (generation stayed inside it).
  package var claimed: Capabilities = .all
  /// The campaign's whole budget of cases (all shards together), nil when only a time limit bounds it.
  package var plannedCases: Int?
  /// The campaign's time limit in seconds, if it has one.
  package var timeLimitSeconds: Double?

  /// The first distinct divergence's counterexample, if the engine diverged.
  package var counterexample: Counterexample? { divergences.first?.counterexample }
  /// Whether the engine passed: no divergence other than known ones.
  public var passed: Bool { divergences.isEmpty && (documented?.failures.isEmpty ?? true) }
  /// The deviations the reference applied (accepted by the engine's authors).
  package var accepted: [String] = []
  /// The profile values accepted by the engine's authors (`NAME=VALUE`).
  package var acceptedProfile: [String] = []
  /// Cases where the reference diverged from the engine while the plain oracle agreed with it: an accepted deviation
  /// is broader than the engine's mistake there. Shrunk, never counted against the engine (`passed` ignores them).
  package var broader: [DivergenceRecord] = []

  /// The line every output prints about the reference: nil when it is the plain oracle and nothing is accepted.
  package var referenceText: String? { Self.referenceText(deviations: accepted, profile: acceptedProfile) }

  /// `Reference: the oracle with the accepted deviations A, B and the accepted profile values N=V; …`, or nil.
  package static func referenceText(deviations: [String], profile: [String]) -> String? {
    guard !deviations.isEmpty || !profile.isEmpty else { return nil }
    var parts: [String] = []
    if !deviations.isEmpty { parts.append("the accepted deviations \(deviations.joined(separator: ", "))") }
    if !profile.isEmpty { parts.append("the accepted profile values \(profile.joined(separator: ", "))") }
    return "Reference: the oracle with \(parts.joined(separator: " and ")); comparison goes on past them."
  }
}
