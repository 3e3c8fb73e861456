import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel

/// Holds an engine to a corpus folder (TouchCheck's documented corpus by default) at its own level, as a campaign does.
///
/// ```swift
/// @Test func myEngineFollowsTheDocuments() {
///   expectConformance(of: MyEngine(), documented: nil)  // nil: TouchCheck's own documented corpus
/// }
/// ```
/// Each failing, malformed or unreadable file is one recorded issue with its diff. Files are held to the engine as
/// `touchcheck fuzz` and `touchcheck replay --engine` hold them (`EngineLevel`): under the engine's profile, against
/// the oracle with the deviations it accepts; a file whose case uses a capability the engine does not claim, or that
/// is documented under a profile value the engine does not share, is skipped with its reason, never an issue.
/// - Parameters:
///   - engine: The engine under test.
///   - folder: The corpus folder (or file); nil: TouchCheck's documented corpus, found from any package that uses it.
///   - known: Divergences, deviations and profile values the engine's authors accept.
///   - adjustProfile: Profile overrides applied to the engine's profile (align constants with the engine's).
/// - Returns: The counts: passed, failed, skipped (each skipped file with its reason) and known.
@discardableResult
public func expectConformance(
  of engine: any TouchEngine, documented folder: String?, known: KnownDivergences = KnownDivergences(),
  adjustProfile: @escaping @Sendable (inout Profile) throws -> Void = { _ in },
  sourceLocation: SourceLocation = #_sourceLocation
) -> ReplaySummary {
  guard let folder = folder ?? DocumentedCorpus.folder else {
    Issue.record("TouchCheck's documented corpus was not found: set \(DocumentedCorpus.variable) or pass its folder", sourceLocation: sourceLocation)
    return ReplaySummary()
  }
  var level: EngineLevel
  do {
    level = try CampaignPolicy(engine: engine, known: known).level
    try adjustProfile(&level.profile)
  } catch {
    Issue.record("the engine's profile or known divergences cannot apply: \(error)", sourceLocation: sourceLocation)
    return ReplaySummary()
  }
  let session = ReplaySession(engine: engine, level: level)
  return session.run([folder], quiet: true) { lines in
    Issue.record(Comment(rawValue: lines.joined(separator: "\n")), sourceLocation: sourceLocation)
  }
}
