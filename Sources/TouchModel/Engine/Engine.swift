/// Anything that turns a case into a trace: the oracle, a mutant, a fast engine, or an adapter for another process.
public protocol TouchEngine: Sendable {
  /// A short name, unique among engines, used on the command line.
  var name: String { get }
  /// A one-line description.
  var summary: String { get }
  /// What the engine implements; generators stay inside it and comparisons look only at it.
  var capabilities: Capabilities { get }
  /// Runs a case and returns the trace of the requested categories.
  func run(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun
}

/// The result of one run: the trace, and for the oracle the rule IDs that fired.
public struct EngineRun: Hashable, Sendable {
  /// The observable events.
  public var trace: Trace
  /// The rule IDs that produced each event, parallel to `trace` (empty when the engine does not say).
  public var provenance: [String?]
  /// The rule IDs that fired during the run, in first-fired order (empty when the engine does not say).
  public var firedRules: [String]

  /// Creates a run result.
  public init(trace: Trace, provenance: [String?] = [], firedRules: [String] = []) {
    self.trace = trace
    self.provenance = provenance
    self.firedRules = firedRules
  }
}
