import TouchCheck
import TouchModel

/// A campaign as its HTML page shows it: what `--json` summaries hold, read back (several shards merged into one), or
/// only what an archive folder tells when no summary is given.
package struct ReportSummary: Sendable {
  /// One distinct divergence (or a known one hit).
  package struct Divergence: Sendable {
    /// Its signature.
    package var signature: String
    /// The deciding rule, if known.
    package var rule: String?
    /// Cases that hit it (nil when only the archive is known).
    package var cases: Int?
    /// The first case that hit it (-1: an archived file showed it before any case; nil: unknown).
    package var firstCase: Int?
    /// The campaign's time in seconds when it was first seen, if recorded.
    package var firstSeconds: Double?
    /// The minimal case's views, recognizers, fingers and frames, if shrunk.
    package var minimal: [Int]?
    /// The archived file the summary names, if any.
    package var archived: String?
    /// Whether diagnosis ran on it, and the name of its cause (nil: unexplained).
    package var diagnosed = false
    /// The cause's name, when diagnosis named one.
    package var cause: String?
    /// Other causes that explain it equally well.
    package var alternatives: [String] = []
    /// The diagnosis in one sentence (the cause with its evidence, or "unexplained" with the leads), when recorded.
    package var diagnosisText: String?
    /// What differs, described from the difference itself, when recorded.
    package var symptom: String?
    /// For an unexplained divergence, the causes that fit its minimal case but did not predict the engine.
    package var leads: [String] = []
    /// For a known divergence, why it is accepted.
    package var reason: String?
  }

  /// A cause as the summary describes it.
  package struct Cause: Sendable {
    /// Its name (`max-edge-inclusive`, `a + b`, `profile NAME=VALUE`).
    package var name: String
    /// Its catalogue deviations (profile values are not listed here).
    package var deviations: [String]
    /// The rules its deviations break.
    package var rules: [String]
    /// One sentence per deviation.
    package var sentences: [String]
    /// For a profile cause, the declaration to suggest.
    package var suggestion: String?
  }

  /// How the generated cases were distributed (the text summary's histograms and templates).
  package struct Distribution: Sendable {
    /// Cases counted.
    package var cases = 0
    /// Histograms whose last bucket holds every larger count: views, depth, fingers, recognizers.
    package var views: [Int] = [], depth: [Int] = [], fingers: [Int] = [], recognizers: [Int] = []
    /// New touches whose hit test found a view, and those that found none.
    package var touchesHit = 0, touchesMissed = 0
    /// Cases per scenario template, in the summary's order.
    package var templates: [NamedCount] = []
  }

  /// A name and a count, kept in order.
  package struct NamedCount: Sendable, Hashable {
    /// The name.
    package var name: String
    /// The count.
    package var count: Int
  }

  /// The documented corpus replayed before the campaign.
  package struct Documented: Sendable {
    /// Files passed, failed, skipped and known.
    package var passed = 0, failed = 0, skipped = 0, known = 0
    /// The files that failed.
    package var failures: [String] = []
  }

  /// The engine's name.
  package var engine: String
  /// How the command line names the engine, when it differs from its name (`exec:'…'`).
  package var engineArgument: String?
  /// The run seed, as written.
  package var seed: String?
  /// The shards merged (`0/4`…), empty for an unsharded campaign.
  package var shards: [String] = []
  /// How many summaries were merged (0: the page comes from the archive alone).
  package var summaries = 0
  /// Cases run, all shards together.
  package var cases: Int?
  /// The longest shard's time in seconds, and the time of all shards summed.
  package var seconds: Double?, secondsSummed: Double?
  /// Why each shard's campaign ended, without repeats.
  package var ends: [String] = []
  /// Whether the engine passed (no divergence other than known ones, no documented failure).
  package var passed: Bool?
  /// The budget: the campaign's cases and its time limit, when recorded.
  package var budgetCases: Int?, budgetSeconds: Double?
  /// Cases whose choices made no valid case, and generated cases that failed validation (a TouchCheck bug).
  package var invalidCases = 0, generatorBugs = 0
  /// Distinct divergences, in order of first case (archived ones first).
  package var divergences: [Divergence] = []
  /// Known divergences hit, and known ones that no longer occur.
  package var known: [Divergence] = []
  /// Known signatures not seen, with their reasons.
  package var knownFixed: [NamedText] = []
  /// The causes the summaries describe, by name.
  package var causes: [Cause] = []
  /// Rules fired with their counts in catalogue order, and rules never fired; nil when not recorded.
  package var fired: [NamedCount]?
  /// Rules that never fired.
  package var never: [String] = []
  /// Of them, those only documented cases outside the engine's claims exercise (shown as not claimed).
  package var notClaimed: [String] = []
  /// How the cases were distributed, when recorded.
  package var distribution: Distribution?
  /// The documented corpus replayed first, when it was.
  package var documented: Documented?
  /// Archived cases replayed before the first case.
  package var archivedReplayed = 0
  /// What the reference was, when it was not the plain oracle (`Reference: the oracle with …`).
  package var reference: String?
  /// Cases where an accepted deviation reached beyond the engine's mistake (not counted against the engine).
  package var broader: [Divergence] = []

  /// A name with a text (a known signature and its reason).
  package struct NamedText: Sendable, Hashable {
    /// The name.
    package var name: String
    /// The text.
    package var text: String
  }

  /// An empty summary of an engine, to be filled from an archive.
  package init(engine: String) { self.engine = engine }

  /// The exit status `touchcheck fuzz` gave, as far as the summary tells: 0 conforms, 1 divergences found.
  package var exitStatus: Int? { passed.map { $0 ? 0 : 1 } }

  /// The cause named, if the summaries describe it.
  package func cause(named name: String) -> Cause? { causes.first { $0.name == name } }
}
