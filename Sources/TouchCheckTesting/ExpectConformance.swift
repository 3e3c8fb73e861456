import PropertyTesting
import Testing
import TouchCheck
import TouchModel
import UIKitOracle

/// Checks an engine against the oracle on generated cases; each distinct divergence is one recorded issue with its full report.
///
/// ```swift
/// @Test func myEngineConforms() throws {
///   expectConformance(of: MyEngine(), cases: 2_000, seed: 42)
///   // or with the campaign's features:
///   expectConformance(of: try ExternalEngine(command: "python3 engine.py"), cases: 50_000, timeLimit: .seconds(60),
///                     archive: "Corpus/found", known: try KnownDivergences.load("known.json"))
/// }
/// ```
/// - Parameters:
///   - engine: The engine under test (in process, or `ExternalEngine` for an engine in another process); cases stay
///     inside its declared capabilities.
///   - cases: How many cases to generate at most.
///   - seed: The run seed; the same seed gives the same cases.
///   - profile: The profile the cases use (align constants with the engine's; by default the engine's declared profile).
///   - known: Divergences accepted by the engine's authors; they are counted in the report, never recorded as issues.
///   - timeLimit: Stop generating after this long (the cases already run are still reported).
///   - archive: A corpus folder: the engine's archived counterexamples there are replayed first, and every new
///     divergence is archived there (`ARCHIVE/ENGINE/SIGNATURE.json`).
///   - jobs: Parallel workers; results do not depend on it without a time limit.
/// - Returns: The campaign report, for statistics, coverage and the table of divergences.
@discardableResult
public func expectConformance(
  of engine: any TouchEngine, cases: Int = 1_000, seed: UInt64 = 1, profile: Profile = .default,
  known: KnownDivergences = KnownDivergences(), timeLimit: Duration? = nil, archive: String? = nil, jobs: Int = 1,
  sourceLocation: SourceLocation = #_sourceLocation
) -> CampaignReport {
  var configuration = Campaign.Configuration(seed: seed, cases: cases, timeLimit: timeLimit, jobs: jobs)
  configuration.profile = profile
  configuration.known = known
  let found = archive.map { FoundArchive(folder: $0) }
  if let found {
    do { _ = try found.prepare(engine: engine.name) } catch {
      Issue.record("the archive folder cannot be written: \(error)", sourceLocation: sourceLocation)
    }
    configuration.replayArchive = found.folder(for: engine.name)
  }
  let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
  for outcome in report.archived {
    if let error = outcome.error { Issue.record("archived case \(error)", sourceLocation: sourceLocation) }
  }
  if let bugs = CampaignSummary.generatorBugText(report) { Issue.record(Comment(rawValue: bugs), sourceLocation: sourceLocation) }
  for record in report.divergences {
    guard let counterexample = record.counterexample else {
      if let path = record.archivedAt, record.known == nil {
        Issue.record(Comment(rawValue: "\(path): the archived counterexample still diverges: \(record.signature)"), sourceLocation: sourceLocation)
      }
      continue
    }
    var path: String?
    if let found {
      do { path = try found.archive(counterexample) } catch {
        Issue.record("could not archive the counterexample: \(error)", sourceLocation: sourceLocation)
      }
    }
    let header = "\(record.hits) of \(report.casesRun) cases hit \(record.signature).\n"
    Issue.record(Comment(rawValue: header + FailureReport.render(counterexample, archivedAt: path)), sourceLocation: sourceLocation)
  }
  return report
}

/// Compares an engine with the oracle on one case given as case-file JSON (as in a printed regression test) and records any divergence.
public func expectConformance(of engine: any TouchEngine, caseJSON text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let file = try CaseFile.decode(text: text)
  record(Differential.run(oracle: ReferenceOracle(), engine: engine, file.touchCase), engine, file.touchCase, prefix: "", sourceLocation)
}

/// Replays one case file (for example an archived counterexample) against an engine and records any divergence.
public func expectConformance(of engine: any TouchEngine, onCaseFile path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let file = try CorpusFiles.load(path).get()
  record(Differential.run(oracle: ReferenceOracle(), engine: engine, file.touchCase), engine, file.touchCase, prefix: "\(path): ", sourceLocation)
}

/// Regenerates the exact case of a replay token (printed with every failure) and records any divergence.
///
/// The token carries a fingerprint of the generator, the engine's capabilities and the profile; under another
/// fingerprint the same choices would build another case, so that is recorded as an issue instead.
public func expectConformance(
  of engine: any TouchEngine, replaying token: String, size: Int, profile: Profile = .default,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let choices: ChoiceSequence
  do { choices = try ReplayFingerprint(capabilities: engine.capabilities, profile: profile).choices(of: token) } catch {
    Issue.record("cannot replay \(token): \(error)", sourceLocation: sourceLocation)
    return
  }
  var source = ChoiceSource(replaying: choices, size: size)
  let touchCase = CaseGenerator(capabilities: engine.capabilities, profile: profile).generate(&source)
  do { try touchCase.validate() } catch {
    Issue.record("the case of \(token) is invalid (\(error)): a bug in TouchCheck's generator, not in the engine; please report it", sourceLocation: sourceLocation)
    return
  }
  record(Differential.run(oracle: ReferenceOracle(), engine: engine, touchCase), engine, touchCase, prefix: "", sourceLocation, showCase: true)
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
