import PropertyTesting
import TouchModel
import Guidance

/// Everything a campaign has done so far, saved as it runs so `--resume` can carry on where a killed or stopped run left off.
///
/// It holds what the end report needs (counts, statistics, every distinct divergence with the choices that rebuild its
/// minimal case, the archived cases replayed first) and what the rest of the run depends on (the next case and the
/// guidance pool), so a resumed campaign ends with the same report and archive as one that was never stopped.
package struct CampaignState: Sendable {
  /// One distinct divergence so far.
  package struct Record: Sendable {
    /// The signature.
    package var signature: String
    /// The deciding rule, if known.
    package var rule: String?
    /// The first case that hit it (-1 when an archived file showed it first).
    package var firstCase: Int
    /// How many cases hit it.
    package var hits: Int
    /// The campaign's time in seconds when it was first seen, if recorded.
    package var firstSeconds: Double?
    /// The archived file that showed it before any case was generated, if one did.
    package var archivedAt: String?
    /// Where this campaign archived its minimal case, if it did (set by whoever archives).
    package var archivedPath: String?
    /// The choices of the first case that hit it, and their size hint (nil for known and archived divergences).
    var firstChoices: ChoiceSequence?
    var size = 0
    /// The shrunk choices, and what shrinking them cost.
    var minimalChoices: ChoiceSequence?
    var shrinkCalls = 0
    var shrinkStoppedEarly = false
    /// Whether a stop request may have cut its shrinking short (a resumed campaign shrinks it again).
    var shrinkInterrupted = false
  }

  /// What the campaign is: a state is resumed only by the same campaign.
  package var identity: Identity
  /// Why the campaign ended, once it has; nil while it can be carried on (a stop request leaves it nil).
  package var end: CampaignEnd?
  /// Cases run (the next case to run is this index).
  package var casesRun: Int
  /// Cases whose choices made no valid case.
  package var invalidCases: Int
  /// Generated cases that failed validation so far (a TouchCheck bug), with the first of them.
  package var generatorBugs: GeneratorBugs?
  /// Time spent so far, over every run of the campaign.
  package var elapsed: Duration
  /// Distribution and rule coverage so far.
  package var statistics: CaseStatistics
  /// Distinct divergences not accepted as known, in order of first occurrence.
  package var divergences: [Record]
  /// Known divergences hit, in order of first occurrence.
  package var knownHits: [Record]
  /// The archived cases replayed before the first case.
  package var archived: [ArchiveReplay.Outcome]
  /// The guidance pool and the discoveries of the current generation, for a guided campaign.
  var guidance: GuidanceState?

  /// Whether the campaign has ended (its budget, time limit or first divergence), so there is nothing to resume.
  package var finished: Bool { end != nil }
}
