import Testing
import TouchCheck
import TouchModel

/// Replays a corpus folder (the documented corpus by default) against an engine, comparing only what the engine claims.
///
/// ```swift
/// @Test func myEngineFollowsTheDocuments() {
///   expectConformance(of: MyEngine(), documented: "Corpus/documented")
/// }
/// ```
/// Each failing, malformed or unreadable file is one recorded issue with its diff. A file whose case uses a
/// capability the engine does not claim is skipped and counted, never an issue.
/// - Parameters:
///   - engine: The engine under test.
///   - folder: The corpus folder (or file), relative to the working directory or absolute.
///   - adjustProfile: Profile overrides applied to every file after its own (align constants with the engine's).
/// - Returns: The counts: passed, failed, skipped and the capabilities skipped files needed.
@discardableResult
public func expectConformance(
  of engine: any TouchEngine, documented folder: String = "Corpus/documented",
  adjustProfile: @escaping @Sendable (inout Profile) throws -> Void = { _ in },
  sourceLocation: SourceLocation = #_sourceLocation
) -> ReplaySummary {
  let session = ReplaySession(engine: engine, adjustProfile: adjustProfile)
  return session.run([folder], quiet: true) { lines in
    Issue.record(Comment(rawValue: lines.joined(separator: "\n")), sourceLocation: sourceLocation)
  }
}
