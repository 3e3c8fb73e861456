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

/// The result of one run: the trace, and for the oracle the rules behind each event and the rules that fired.
///
/// Rules are kept as indices into `ruleNames`, one table shared by every run of an engine, so a run builds no strings.
public struct EngineRun: Hashable, Sendable {
  /// The observable events.
  public var trace: Trace
  /// The rule names the indices refer to.
  public var ruleNames: [String]
  /// The index of the rule behind each event, parallel to `trace` (empty when the engine does not say).
  public var provenanceIndices: [Int16]
  /// The indices of the rules that fired, in first-fired order.
  public var firedIndices: [Int16]

  /// Creates a result from rule indices into a shared table.
  public init(trace: Trace, ruleNames: [String] = [], provenanceIndices: [Int16] = [], firedIndices: [Int16] = []) {
    self.trace = trace
    self.ruleNames = ruleNames
    self.provenanceIndices = provenanceIndices
    self.firedIndices = firedIndices
  }

  /// The rule ID behind each event (empty when the engine does not say).
  public var provenance: [String?] { provenanceIndices.map { $0 < 0 ? nil : ruleNames[Int($0)] } }
  /// The rule IDs that fired, in first-fired order.
  public var firedRules: [String] { firedIndices.map { ruleNames[Int($0)] } }
}
