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
  /// Whether a plain run records why as well: the reference oracle's does, so a divergence can be signed from it.
  private let explainsEveryRun: Bool

  /// The reference oracle.
  public init() {
    self.init(
      name: "oracle", summary: "the reference oracle: UIKit's documented touch rules, literally", capabilities: ReferenceOracle.capabilities,
      explainsEveryRun: true, rules: { LiteralOracle(state: $0) })
  }

  /// An engine that runs the oracle's steps with another set of rule hooks (a mutant).
  public init(name: String, summary: String, capabilities: Capabilities = ReferenceOracle.capabilities, rules: @escaping @Sendable (OracleState) -> any OracleRules) {
    self.init(name: name, summary: summary, capabilities: capabilities, explainsEveryRun: false, rules: rules)
  }

  private init(name: String, summary: String, capabilities: Capabilities, explainsEveryRun: Bool, rules: @escaping @Sendable (OracleState) -> any OracleRules) {
    self.name = name
    self.summary = summary
    self.capabilities = capabilities
    self.explainsEveryRun = explainsEveryRun
    self.makeRules = rules
  }

  /// Everything the oracle implements.
  public static let capabilities: Capabilities = .all

  /// Runs a case (recording why as well for the reference oracle itself).
  public func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    makeRules(OracleState(touchCase, recording: categories, explaining: explainsEveryRun)).runStream()
  }

  /// Runs a case recording why: the decision behind each event, what it held back, why each hit test returned its view.
  public func explainedRun(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    makeRules(OracleState(touchCase, recording: categories, explaining: true)).runStream()
  }
}
