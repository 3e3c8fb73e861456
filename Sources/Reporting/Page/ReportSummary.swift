import TouchCheck
import TouchModel

/// A campaign as its HTML page shows it: what `--json` summaries hold, read back (several shards merged into one), or
/// only what an archive folder tells when no summary is given.
public struct ReportSummary: Sendable {
  /// One distinct divergence (or a known one hit).
  public struct Divergence: Sendable {
    /// Its signature.
    public var signature: String
    /// The deciding rule, if known.
    public var rule: String?
    /// Cases that hit it (nil when only the archive is known).
    public var cases: Int?
    /// The first case that hit it (-1: an archived file showed it before any case; nil: unknown).
    public var firstCase: Int?
    /// The campaign's time in seconds when it was first seen, if recorded.
    public var firstSeconds: Double?
    /// The minimal case's views, recognizers, fingers and frames, if shrunk.
    public var minimal: [Int]?
    /// The archived file the summary names, if any.
    public var archived: String?
    /// Whether diagnosis ran on it, and the name of its cause (nil: unexplained).
    public var diagnosed = false
    /// The cause's name, when diagnosis named one.
    public var cause: String?
    /// Other causes that explain it equally well.
    public var alternatives: [String] = []
    /// The diagnosis in one sentence (the cause with its evidence, or "unexplained" with the leads), when recorded.
    public var diagnosisText: String?
    /// What differs, described from the difference itself, when recorded.
    public var symptom: String?
    /// For an unexplained divergence, the causes that fit its minimal case but did not predict the engine.
    public var leads: [String] = []
    /// For a known divergence, why it is accepted.
    public var reason: String?
  }

  /// A cause as the summary describes it.
  public struct Cause: Sendable {
    /// Its name (`max-edge-inclusive`, `a + b`, `profile NAME=VALUE`).
    public var name: String
    /// Its catalogue deviations (profile values are not listed here).
    public var deviations: [String]
    /// The rules its deviations break.
    public var rules: [String]
    /// One sentence per deviation.
    public var sentences: [String]
    /// For a profile cause, the declaration to suggest.
    public var suggestion: String?
  }

  /// How the generated cases were distributed (the text summary's histograms and templates).
  public struct Distribution: Sendable {
    /// Cases counted.
    public var cases = 0
    /// Histograms whose last bucket holds every larger count: views, depth, fingers, recognizers.
    public var views: [Int] = [], depth: [Int] = [], fingers: [Int] = [], recognizers: [Int] = []
    /// New touches whose hit test found a view, and those that found none.
    public var touchesHit = 0, touchesMissed = 0
    /// Cases per scenario template, in the summary's order.
    public var templates: [NamedCount] = []
  }

  /// A name and a count, kept in order.
  public struct NamedCount: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The count.
    public var count: Int
  }

  /// The documented corpus replayed before the campaign.
  public struct Documented: Sendable {
    /// Files passed, failed, skipped and known.
    public var passed = 0, failed = 0, skipped = 0, known = 0
    /// The files that failed.
    public var failures: [String] = []
  }

  /// The engine's name.
  public var engine: String
  /// How the command line names the engine, when it differs from its name (`exec:'…'`).
  public var engineArgument: String?
  /// The run seed, as written.
  public var seed: String?
  /// The shards merged (`0/4`…), empty for an unsharded campaign.
  public var shards: [String] = []
  /// How many summaries were merged (0: the page comes from the archive alone).
  public var summaries = 0
  /// Cases run, all shards together.
  public var cases: Int?
  /// The longest shard's time in seconds, and the time of all shards summed.
  public var seconds: Double?, secondsSummed: Double?
  /// Why each shard's campaign ended, without repeats.
  public var ends: [String] = []
  /// Whether the engine passed (no divergence other than known ones, no documented failure).
  public var passed: Bool?
  /// The budget: the campaign's cases and its time limit, when recorded.
  public var budgetCases: Int?, budgetSeconds: Double?
  /// Cases whose choices made no valid case, and generated cases that failed validation (a TouchCheck bug).
  public var invalidCases = 0, generatorBugs = 0
  /// Distinct divergences, in order of first case (archived ones first).
  public var divergences: [Divergence] = []
  /// Known divergences hit, and known ones that no longer occur.
  public var known: [Divergence] = []
  /// Known signatures not seen, with their reasons.
  public var knownFixed: [NamedText] = []
  /// The causes the summaries describe, by name.
  public var causes: [Cause] = []
  /// Rules fired with their counts in catalogue order, and rules never fired; nil when not recorded.
  public var fired: [NamedCount]?
  /// Rules that never fired.
  public var never: [String] = []
  /// Of them, those only documented cases outside the engine's claims exercise (shown as not claimed).
  public var notClaimed: [String] = []
  /// How the cases were distributed, when recorded.
  public var distribution: Distribution?
  /// The documented corpus replayed first, when it was.
  public var documented: Documented?
  /// Archived cases replayed before the first case.
  public var archivedReplayed = 0
  /// What the reference was, when it was not the plain oracle (`Reference: the oracle with …`).
  public var reference: String?
  /// Cases where an accepted deviation reached beyond the engine's mistake (not counted against the engine).
  public var broader: [Divergence] = []

  /// A name with a text (a known signature and its reason).
  public struct NamedText: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The text.
    public var text: String
  }

  /// An empty summary of an engine, to be filled from an archive.
  public init(engine: String) { self.engine = engine }

  /// The exit status `touchcheck fuzz` gave, as far as the summary tells: 0 conforms, 1 divergences found.
  public var exitStatus: Int? { passed.map { $0 ? 0 : 1 } }

  /// The cause named, if the summaries describe it.
  public func cause(named name: String) -> Cause? { causes.first { $0.name == name } }
}
