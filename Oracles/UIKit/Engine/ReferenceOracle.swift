import TouchModel

/// The reference engine: UIKit's documented rules, literally; also the base of every mutant.
public struct ReferenceOracle: TouchEngine {
  /// `oracle`, or the mutant's name.
  public let name: String
  /// What the engine is.
  public let summary: String
  /// What it implements.
  public let capabilities: Capabilities
  private let makeRules: @Sendable (OracleState) -> OracleRules

  /// The reference oracle.
  public init() {
    self.init(
      name: "oracle", summary: "the reference oracle: UIKit's documented touch rules, literally", capabilities: ReferenceOracle.capabilities,
      rules: { OracleRules(state: $0) })
  }

  /// An engine that runs the oracle with some of its steps replaced (`rules` makes each run's `OracleRules`).
  package init(name: String, summary: String, capabilities: Capabilities = ReferenceOracle.capabilities, rules: @escaping @Sendable (OracleState) -> OracleRules) {
    self.name = name
    self.summary = summary
    self.capabilities = capabilities
    self.makeRules = rules
  }

  /// Everything the oracle implements.
  package static let capabilities: Capabilities = .all

  /// Runs a case, recording what happened (the trace, each event's rule and the rules fired) but not why.
  public func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    makeRules(OracleState(touchCase, recording: categories)).runStream()
  }

  /// Runs a case recording why: the decision behind each event, what it held back, why each hit test returned its view.
  public func explainedRun(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    makeRules(OracleState(touchCase, recording: categories, explaining: true)).runStream()
  }
}
