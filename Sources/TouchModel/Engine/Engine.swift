/// Anything that turns a case into a trace: the oracle, a mutant, a fast engine, or an adapter for another process.
public protocol TouchEngine: Sendable {
  /// A short name, unique among engines: reports and archive folders use it.
  var name: String { get }
  /// How the command line names the engine (`--engine VALUE`): its name, or `exec:COMMAND` for an engine in another process.
  var commandLineName: String { get }
  /// A one-line description.
  var summary: String { get }
  /// What the engine implements; generators stay inside it and comparisons look only at it.
  var capabilities: Capabilities { get }
  /// Runs a case and returns the trace of the requested categories.
  func run(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun
  /// Runs a case like `run`, also recording why each event happened when the engine can say (the oracle does).
  func explainedRun(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun
}

extension TouchEngine {
  /// The name: a built-in or registered engine is named by it on the command line.
  public var commandLineName: String { name }

  /// Runs as `run`: an engine that cannot say why records nothing more.
  public func explainedRun(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun {
    try run(touchCase, recording: categories)
  }
}

/// The result of one run: the trace, and for the oracle the rules behind each event, the rules that fired, and why.
///
/// Rules are kept as indices into `ruleNames`, one table shared by every run of an engine, so a run builds no strings.
public struct EngineRun: Hashable, Sendable {
  /// The observable events.
  public var trace: Trace
  /// The rule names the indices refer to.
  package var ruleNames: [String]
  /// The index of the rule behind each event, parallel to `trace` (empty when the engine does not say).
  package var provenanceIndices: [Int16]
  /// The indices of the rules that fired, in first-fired order.
  package var firedIndices: [Int16]
  /// The index of the rule that decided each event's target or outcome, parallel to `trace`.
  package var decidingIndices: [Int16]
  /// The index of the rule that made each event happen at all, parallel to `trace`.
  package var causingIndices: [Int16]
  /// The index of the rule that put each event before the later events of its frame, parallel to `trace`.
  package var orderingIndices: [Int16]
  /// What the engine decided not to emit, in the order it decided it.
  package var omissions: [Omission]
  /// Why each hit test returned its view, one per hit-tested touch, in hit-test order.
  package var hitExplanations: [HitExplanation]

  /// Creates the result of an engine's run: its trace.
  public init(trace: Trace) {
    self.init(trace: trace, ruleNames: [])
  }

  /// Creates a result from rule indices into a shared table; the explanation arrays stay empty when the engine does not say.
  package init(
    trace: Trace, ruleNames: [String], provenanceIndices: [Int16] = [], firedIndices: [Int16] = [],
    decidingIndices: [Int16] = [], causingIndices: [Int16] = [], orderingIndices: [Int16] = [], omissions: [Omission] = [],
    hitExplanations: [HitExplanation] = []
  ) {
    self.trace = trace
    self.ruleNames = ruleNames
    self.provenanceIndices = provenanceIndices
    self.firedIndices = firedIndices
    self.decidingIndices = decidingIndices
    self.causingIndices = causingIndices
    self.orderingIndices = orderingIndices
    self.omissions = omissions
    self.hitExplanations = hitExplanations
  }

  /// The rule ID behind each event (empty when the engine does not say).
  package var provenance: [String?] { provenanceIndices.map(ruleName) }
  /// The rule IDs that fired, in first-fired order.
  package var firedRules: [String] { firedIndices.map { ruleNames[Int($0)] } }
  /// The rule ID that decided each event's target or outcome (empty when the engine does not say).
  package var decidingRules: [String?] { decidingIndices.map(ruleName) }
  /// The rule ID that made each event happen (empty when the engine does not say).
  package var causingRules: [String?] { causingIndices.map(ruleName) }

  /// The run with only the events a filter keeps, every per-event record kept alongside and omission positions
  /// counted among the kept events.
  package func filtered(_ isKept: (TraceEvent) -> Bool) -> EngineRun {
    let kept = trace.indices.filter { isKept(trace[$0]) }
    if kept.count == trace.count { return self }
    var result = self
    func pick(_ records: [Int16]) -> [Int16] { records.count == trace.count ? kept.map { records[$0] } : records }
    result.trace = kept.map { trace[$0] }
    result.provenanceIndices = pick(provenanceIndices)
    result.decidingIndices = pick(decidingIndices)
    result.causingIndices = pick(causingIndices)
    result.orderingIndices = pick(orderingIndices)
    result.omissions = omissions.map { omission in
      var renumbered = omission
      renumbered.position = kept.prefix { $0 < omission.position }.count
      renumbered.until = omission.until.map { until in kept.prefix { $0 < until }.count }
      return renumbered
    }
    return result
  }

  /// The rule ID an index names, or nil for a negative or unknown index.
  public func ruleName(_ index: Int16) -> String? { index >= 0 && Int(index) < ruleNames.count ? ruleNames[Int(index)] : nil }
}
