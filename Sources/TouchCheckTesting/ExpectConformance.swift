import PropertyTesting
import Testing
import TouchCheck
import TouchModel
import UIKitOracle

/// Checks an engine against the oracle on generated cases; a divergence is one recorded issue with the full report.
///
/// ```swift
/// @Test func myEngineConforms() {
///   expectConformance(of: MyEngine(), cases: 2_000, seed: 42)
/// }
/// ```
/// - Parameters:
///   - engine: The engine under test; cases stay inside its declared capabilities.
///   - cases: How many cases to generate.
///   - seed: The run seed; the same seed gives the same cases.
///   - profile: The profile the cases use (align constants with the engine's).
/// - Returns: The campaign report, for statistics and coverage.
@discardableResult
public func expectConformance(
  of engine: any TouchEngine, cases: Int = 1_000, seed: UInt64 = 1, profile: Profile = .default,
  sourceLocation: SourceLocation = #_sourceLocation
) -> CampaignReport {
  var configuration = Campaign.Configuration(seed: seed, cases: cases)
  configuration.profile = profile
  let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
  if let counterexample = report.counterexample {
    Issue.record(Comment(rawValue: FailureReport.render(counterexample)), sourceLocation: sourceLocation)
  }
  return report
}

/// Replays one case file (for example an archived counterexample) against an engine and records any divergence.
public func expectConformance(of engine: any TouchEngine, onCaseFile path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let file = try CorpusFiles.load(path).get()
  let comparison = Differential.run(oracle: ReferenceOracle(), engine: engine, file.touchCase)
  guard let divergence = comparison.divergence else { return }
  Issue.record(Comment(rawValue: "\(path): \(engine.name) diverges at event \(divergence.index): \(divergence.signature)\n" + diffText(comparison, engine, file.touchCase)), sourceLocation: sourceLocation)
}

/// Regenerates the exact case of a replay token (printed with every failure) and records any divergence.
public func expectConformance(of engine: any TouchEngine, replaying token: String, size: Int, profile: Profile = .default, sourceLocation: SourceLocation = #_sourceLocation) {
  guard let choices = try? ChoiceSequence(replayToken: token) else {
    Issue.record("malformed replay token \(token)", sourceLocation: sourceLocation)
    return
  }
  var source = ChoiceSource(replaying: choices, size: size)
  let touchCase = CaseGenerator(capabilities: engine.capabilities, profile: profile).generate(&source)
  let comparison = Differential.run(oracle: ReferenceOracle(), engine: engine, touchCase)
  guard let divergence = comparison.divergence else { return }
  Issue.record(Comment(rawValue: "\(engine.name) diverges at event \(divergence.index): \(divergence.signature)\n" + CaseRendering.render(touchCase) + diffText(comparison, engine, touchCase)), sourceLocation: sourceLocation)
}

/// The side-by-side and unified diff of a comparison.
func diffText(_ comparison: Comparison, _ engine: any TouchEngine, _ touchCase: TouchCase) -> String {
  let diff = comparison.diff(touchCase)
  return diff.sideBySide(expectedName: "oracle", observedName: engine.name) + diff.render(expectedName: "oracle", observedName: engine.name)
}
