import TouchModel

/// The oracle's own rules, every hook at its literal default.
public final class LiteralOracle: OracleRules {
  /// The run's state.
  public let state: OracleState

  /// Creates a run.
  public init(state: OracleState) { self.state = state }
}

/// The reference engine: UIKit's documented rules, literally; also the base of every mutant.
public struct ReferenceOracle: TouchEngine {
  /// `oracle`, or the mutant's name.
  public let name: String
  /// What the engine is.
  public let summary: String
  /// What it implements.
  public let capabilities: Capabilities
  private let makeRules: @Sendable (OracleState) -> any OracleRules

  /// The reference oracle.
  public init() {
    self.init(
      name: "oracle", summary: "the reference oracle: UIKit's documented touch rules, literally", capabilities: ReferenceOracle.capabilities,
      rules: { LiteralOracle(state: $0) })
  }

  /// An engine that runs the oracle's steps with another set of rule hooks (a mutant).
  public init(name: String, summary: String, capabilities: Capabilities = ReferenceOracle.capabilities, rules: @escaping @Sendable (OracleState) -> any OracleRules) {
    self.name = name
    self.summary = summary
    self.capabilities = capabilities
    self.makeRules = rules
  }

  /// Everything the oracle implements.
  public static let capabilities: Capabilities = .all

  /// Runs a case, recording what happened (the trace, each event's rule and the rules fired) but not why.
  public func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    Self.runStream(makeRules(OracleState(touchCase, recording: categories)))
  }

  /// Runs a case recording why: the decision behind each event, what it held back, why each hit test returned its view.
  public func explainedRun(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    Self.runStream(makeRules(OracleState(touchCase, recording: categories, explaining: true)))
  }

  /// Runs the rules; the literal rules through code compiled for them (the same rules, called directly instead of
  /// through the protocol's table, without retaining the state at every rule), any other rules as they are.
  static func runStream(_ rules: any OracleRules) -> EngineRun {
    if let literal = rules as? LiteralOracle { return literal.runStream() }
    return rules.runStream()
  }
}
