import TouchCheck
import TouchModel
import UIKitOracle

/// One campaign policy behind every front door: the reference an engine is compared with, its profile, the
/// diagnosis of causes, guidance and the documented corpus it is held to (issue 33, item 1).
///
/// `touchcheck fuzz`, `expectConformance` and the libFuzzer target build their campaigns here and only choose what
/// they print or record, so the same engine, seed, budget and known-divergences file give the same verdict through
/// each. The reference is the oracle with the deviations the engine keeps (declared by the engine, or accepted by a
/// known-divergences entry); the profile is the engine's declared one (else the default), then explicit overrides,
/// then the profile values the known-divergences file accepts.
package struct CampaignPolicy: Sendable {
  /// The engine under test.
  package let engine: any TouchEngine
  /// The divergences, deviations and profile values the engine's authors accept.
  package let known: KnownDivergences
  /// The accepted deviations, the engine's declared ones first, each once.
  package let accepted: [Deviation]
  /// The profile cases are generated, run and compared under.
  package let profile: Profile
  /// The engine the campaign compares with: the plain oracle when nothing is accepted.
  package let reference: any TouchEngine

  /// A policy that cannot be built: an unknown deviation, two that conflict, a profile value that cannot apply.
  package struct Problem: Error, CustomStringConvertible {
    /// What is wrong, naming the entry or value.
    package let description: String
  }

  /// Builds the policy for an engine.
  /// - Parameters:
  ///   - engine: The engine under test.
  ///   - known: The accepted divergences (a known-divergences file).
  ///   - profile: The base profile, replacing the engine's declared one (nil: the declared one, else the default).
  ///   - overrides: `NAME=VALUE` profile assignments applied to the base, as `--profile` gives them.
  package init(engine: any TouchEngine, known: KnownDivergences = KnownDivergences(), profile: Profile? = nil, overrides: [String] = []) throws(Problem) {
    self.engine = engine
    self.known = known
    var profile = profile ?? engine.declaredProfile ?? .default
    for assignment in overrides {
      do { try profile.apply(assignment: assignment) } catch { throw Problem(description: error.description) }
    }
    if !known.profileValues.isEmpty {
      do { try profile.apply(.object(known.profileValues), path: "known profile") } catch { throw Problem(description: "\(error)") }
    }
    self.profile = profile
    self.accepted = try Self.accepted(engine.declaredDeviations + known.deviations)
    self.reference = Self.reference(accepted)
  }

  /// The policy with nothing accepted: the plain oracle under the engine's profile (or `profile`); for a front door
  /// that has reported why the accepted divergences could not apply and still runs the campaign.
  package init(plain engine: any TouchEngine, profile: Profile? = nil) {
    self.engine = engine
    self.known = KnownDivergences()
    self.profile = profile ?? engine.declaredProfile ?? .default
    self.accepted = []
    self.reference = Self.reference([])
  }

  /// The deviations named, each once, in order; an unknown name or two that replace one step are problems.
  static func accepted(_ names: [String]) throws(Problem) -> [Deviation] {
    var accepted: [Deviation] = []
    for name in names where !accepted.contains(where: { $0.name == name }) {
      guard let deviation = Deviation.named(name) else {
        throw Problem(description: "unknown deviation \"\(name)\"\(Suggestion.nearest(to: name, in: Deviation.catalogue.map(\.name))) (`touchcheck engines` lists the catalogue)")
      }
      if let other = accepted.first(where: { $0.conflicts(with: deviation) }) {
        let shared = deviation.replacedSteps.filter(other.replacedSteps.contains).joined(separator: ", ")
        throw Problem(description: "the accepted deviations \(other.name) and \(name) both replace the oracle's step \(shared), so they cannot both apply; accept one")
      }
      accepted.append(deviation)
    }
    return accepted
  }

  /// The reference for a set of accepted deviations: the plain oracle when there are none.
  package static func reference(_ accepted: [Deviation]) -> any TouchEngine {
    Deviations.engine(accepted, name: (["oracle"] + accepted.map(\.name)).joined(separator: "+"))
  }

  /// The reference an archived file was compared with (its `found.accepted` deviations); nil when a name is not in
  /// this version's catalogue.
  package static func reference(forFile names: [String]) -> (any TouchEngine)? {
    let deviations = names.compactMap(Deviation.named)
    return deviations.count == names.count ? reference(deviations) : nil
  }

  /// A campaign's configuration under this policy: its profile, known divergences, accepted deviations, diagnosis
  /// over the catalogue, and guidance (on, as `touchcheck fuzz --engine` runs; sharded campaigns turn it off).
  package func configuration(seed: UInt64 = 1, cases: Int = 10_000, timeLimit: Duration? = nil, jobs: Int = 1, guided: Bool = true) -> Campaign.Configuration {
    var configuration = Campaign.Configuration(seed: seed, cases: cases, timeLimit: timeLimit, jobs: jobs)
    configuration.profile = profile
    configuration.known = known
    configuration.acceptedDeviations = accepted.map(\.name)
    configuration.acceptedProfileValues = acceptedProfileValues
    if !accepted.isEmpty { configuration.plainOracle = Self.reference([]) }
    configuration.causes = CatalogueDiagnosis(accepted: accepted)
    configuration.guided = guided
    return configuration
  }

  /// The campaign of the engine against the reference with a configuration (from `configuration(…)`).
  package func campaign(_ configuration: Campaign.Configuration) -> Campaign {
    Campaign(oracle: reference, engine: engine, configuration: configuration)
  }

  /// The level the engine is held to when it replays case files: this profile, reference and known divergences.
  package var level: EngineLevel { EngineLevel(reference: reference, profile: profile, known: known) }

  /// The documented corpus replayed at the engine's level (`DocumentedCorpus.folder` unless a folder is given).
  package func replayDocumented(_ folder: String, quiet: Bool = true, reportFile: ([String]) -> Void) -> DocumentedReplay.Outcome {
    DocumentedReplay(engine: engine, level: level).run(folder, quiet: quiet, reportFile: reportFile)
  }

  /// One line saying what the reference is, for every output: empty when it is the plain oracle and nothing is accepted.
  package var acceptedText: String? { CampaignReport.referenceText(deviations: accepted.map(\.name), profile: acceptedProfileValues) }

  /// The profile values the known-divergences file accepts, as `NAME=VALUE`.
  var acceptedProfileValues: [String] { known.profileValues.map { "\($0.key)=\(KnownDivergences.Entry.valueText($0.value))" } }
}
