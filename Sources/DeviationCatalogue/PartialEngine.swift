import TouchModel

/// An engine that claims only part of what another engine implements, to rehearse a partial engine's campaign.
///
/// Its name is the other engine's with the claims appended (`oracle[hitTesting,delivery]`), so its archive folder and
/// reports never mix with the whole engine's. It runs the other engine and leaves the comparison to cut the trace.
package struct PartialEngine: TouchEngine {
  /// The engine that does the work.
  package let engine: any TouchEngine
  /// The name: the other engine's, then the claims in brackets.
  package let name: String
  /// The other engine's summary, with what is claimed.
  package let summary: String
  /// What is claimed: the given capabilities, as far as the other engine claims them.
  package let capabilities: Capabilities

  /// Creates an engine claiming `claimed` (and only what `engine` claims of it).
  package init(_ engine: any TouchEngine, claiming claimed: Capabilities) {
    self.engine = engine
    capabilities = claimed.intersection(engine.capabilities)
    name = "\(engine.name)[\(capabilities.names.joined(separator: ","))]"
    summary = "\(engine.summary), claiming only \(capabilities.names.joined(separator: ", "))"
  }

  /// Runs the other engine.
  package func run(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun {
    try engine.run(touchCase, recording: categories)
  }
}
