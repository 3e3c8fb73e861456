import PropertyTesting
import Testing
import TouchCheck
import DeviationCatalogue
import ExternalEngines
import TouchModel
import Reporting
import CaseGeneration

/// Checks an engine against the oracle as `touchcheck fuzz --engine` does; each distinct divergence is one recorded
/// issue with its full report, cause included.
///
/// ```swift
/// @Test func myEngineConforms() throws {
///   expectConformance(of: MyEngine(), cases: 2_000, seed: 42)
///   // or with the campaign's features:
///   expectConformance(of: try ExternalEngine(command: "python3 engine.py"), cases: 50_000, timeLimit: .seconds(60),
///                     archive: "Corpus/found", known: try KnownDivergences.load("known.json"))
/// }
/// ```
/// The campaign is the CLI's (`CampaignPolicy`): the same reference (the oracle with accepted deviations), profile
/// (declared, then the known file's values), diagnosis, guidance and documented corpus, so the same engine, seed,
/// budget and known file give the same verdict here and through `touchcheck fuzz`.
/// - Parameters:
///   - engine: The engine under test (in process, or `ExternalEngine` for an engine in another process); cases stay
///     inside its declared capabilities.
///   - cases: How many cases to generate at most.
///   - seed: The run seed; the same seed gives the same cases.
///   - profile: The profile the cases use (nil: the engine's declared one, else the default); the known file's profile
///     values apply on top.
///   - known: Divergences, deviations and profile values accepted by the engine's authors; known divergences are counted
///     in the report, never recorded as issues.
///   - timeLimit: Stop generating after this long (the cases already run are still reported).
///   - archive: A corpus folder: the engine's archived counterexamples there are replayed first, and every new
///     divergence is archived there (`ARCHIVE/ENGINE/SIGNATURE.json`).
///   - jobs: Parallel workers; results do not depend on it without a time limit.
///   - guided: Keep cases that reach new rules and mutate them, as `touchcheck fuzz --engine` does (false: `--unguided`).
///   - documented: The documented corpus the engine is held to first (nil: none); by default TouchCheck's own.
/// - Returns: The campaign report, for statistics, coverage and the table of divergences.
@discardableResult
public func expectConformance(
  of engine: any TouchEngine, cases: Int = 1_000, seed: UInt64 = 1, profile: Profile? = nil,
  known: KnownDivergences = KnownDivergences(), timeLimit: Duration? = nil, archive: String? = nil, jobs: Int = 1,
  guided: Bool = true, documented: String? = DocumentedCorpus.folder,
  sourceLocation: SourceLocation = #_sourceLocation
) -> CampaignReport {
  let policy: CampaignPolicy
  do { policy = try CampaignPolicy(engine: engine, known: known, profile: profile) } catch {
    Issue.record("the known divergences cannot apply (the campaign runs against the plain oracle): \(error)", sourceLocation: sourceLocation)
    policy = CampaignPolicy(plain: engine, profile: profile)
  }
  var configuration = policy.configuration(seed: seed, cases: cases, timeLimit: timeLimit, jobs: jobs, guided: guided)
  let found = archive.map { FoundArchive(folder: $0) }
  if let found {
    _ = found.renameLegacyFolder(engine: engine.name)
    do { _ = try found.prepare(engine: engine.name) } catch {
      Issue.record("the archive folder cannot be written: \(error)", sourceLocation: sourceLocation)
    }
    configuration.replayArchive = found.folder(for: engine.name)
  }
  let documentedOutcome = documented.map { folder in
    policy.replayDocumented(folder) { lines in Issue.record(Comment(rawValue: lines.joined(separator: "\n")), sourceLocation: sourceLocation) }
  }
  var report = policy.campaign(configuration).run()
  report.documented = documentedOutcome
  for outcome in report.archived {
    if let error = outcome.error { Issue.record("archived case \(error)", sourceLocation: sourceLocation) }
  }
  if let bugs = CampaignSummary.generatorBugText(report) { Issue.record(Comment(rawValue: bugs), sourceLocation: sourceLocation) }
  let accepted = policy.acceptedText.map { $0 + "\n" } ?? ""
  // An accepted deviation that reaches beyond the engine's mistake: a warning with the case, never a failure.
  if let line = CampaignSummary.broaderLine(report) {
    let cases = report.broader.compactMap(\.counterexample).map { FailureReport.render($0) }
    Issue.record(Comment(rawValue: ([accepted + line + "."] + cases).joined(separator: "\n")), severity: .warning, sourceLocation: sourceLocation)
  }
  for record in report.divergences {
    guard let counterexample = record.counterexample else {
      if let path = record.archivedAt, record.known == nil {
        Issue.record(Comment(rawValue: "\(path): the archived counterexample still diverges: \(record.signature)"), sourceLocation: sourceLocation)
      }
      continue
    }
    var path = record.archivedAt
    if let found, !counterexample.unstable, record.archivedAt == nil {
      do { path = try found.store(counterexample).path } catch {
        Issue.record("could not archive the counterexample: \(error)", sourceLocation: sourceLocation)
      }
    }
    let seen = record.archivedAt.map { "\($0): the archived counterexample still diverges: \(record.signature).\n" }
    let header = (seen ?? "\(record.hits) of \(report.casesRun) cases hit \(record.signature).\n") + accepted
    let replay = "expectConformance(of: engine, replaying: \"\(counterexample.replayToken)\", size: \(counterexample.size)\(profile == nil ? "" : ", profile: profile")\(known.entries.isEmpty ? "" : ", known: known"))"
    Issue.record(Comment(rawValue: header + FailureReport.render(counterexample, archivedAt: path, replay: replay, engineExpression: expression(for: engine))), sourceLocation: sourceLocation)
  }
  return report
}

/// Compares an engine with the oracle on one case given as case-file JSON (as in a printed regression test) and records any divergence.
public func expectConformance(
  of engine: any TouchEngine, caseJSON text: String, known: KnownDivergences = KnownDivergences(), sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let file = try CaseFile.decode(text: text)
  let reference = try CampaignPolicy(engine: engine, known: known).reference
  record(Differential.run(oracle: reference, engine: engine, file.touchCase), engine, file.touchCase, prefix: "", sourceLocation)
}

/// Replays one case file (for example an archived counterexample) against an engine and records any divergence.
public func expectConformance(
  of engine: any TouchEngine, onCaseFile path: String, known: KnownDivergences = KnownDivergences(), sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let file = try CorpusFiles.load(path).get()
  let reference = try CampaignPolicy(engine: engine, known: known).reference
  record(Differential.run(oracle: reference, engine: engine, file.touchCase), engine, file.touchCase, prefix: "\(path): ", sourceLocation)
}

/// Regenerates the exact case of a replay token (printed with every failure) and records any divergence.
///
/// The token carries a fingerprint of the generator, the engine's capabilities and the profile; under another
/// fingerprint the same choices would build another case, so that is recorded as an issue instead.
public func expectConformance(
  of engine: any TouchEngine, replaying token: String, size: Int, profile: Profile? = nil, known: KnownDivergences = KnownDivergences(),
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let policy: CampaignPolicy
  do { policy = try CampaignPolicy(engine: engine, known: known, profile: profile) } catch {
    Issue.record("the known divergences cannot apply: \(error)", sourceLocation: sourceLocation)
    return
  }
  let choices: ChoiceSequence
  do { choices = try ReplayFingerprint(capabilities: engine.capabilities, profile: policy.profile).choices(of: token) } catch {
    Issue.record("cannot replay \(token): \(error)", sourceLocation: sourceLocation)
    return
  }
  var source = ChoiceSource(replaying: choices, size: size)
  let touchCase = CaseGenerator(capabilities: engine.capabilities, profile: policy.profile).generate(&source)
  do { try touchCase.validate() } catch {
    Issue.record("the case of \(token) is invalid (\(error)): a bug in TouchCheck's generator, not in the engine; please report it", sourceLocation: sourceLocation)
    return
  }
  record(Differential.run(oracle: policy.reference, engine: engine, touchCase), engine, touchCase, prefix: "", sourceLocation, showCase: true)
}

/// The Swift expression a printed regression test makes the engine with: its own type, not a placeholder.
func expression(for engine: any TouchEngine) -> String {
  if let external = engine as? ExternalEngine { return "try ExternalEngine(command: #\"\(external.command)\"#)" }
  return "\(type(of: engine))()  // made as in your conformance test"
}

/// Records one issue for a comparison that diverged: the signature, optionally the case, and the diff.
func record(
  _ comparison: Comparison, _ engine: any TouchEngine, _ touchCase: TouchCase, prefix: String, _ sourceLocation: SourceLocation,
  showCase: Bool = false
) {
  guard let divergence = comparison.divergence else { return }
  let diff = comparison.diff(touchCase)
  var text = "\(prefix)\(engine.name) diverges at event \(divergence.index): \(divergence.signature)\n"
  if showCase { text += CaseRendering.render(touchCase) }
  if case .nondeterministic = divergence.kind { text += "the engine gave two different traces for the same case\n" }
  if case .invariant(let name, let message) = divergence.kind { text += "invariant \(name): \(message)\n" }
  text += diff.sideBySide(expectedName: "oracle", observedName: engine.name) + diff.render(expectedName: "oracle", observedName: engine.name)
  Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
}
