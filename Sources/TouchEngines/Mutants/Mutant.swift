import TouchModel
import UIKitOracle

/// A mutant engine: the oracle with one realistic bug in one rule.
public struct Mutant: Sendable {
  /// The engine name, such as `alpha-at-most-0.01`.
  public let name: String
  /// The rule the bug breaks.
  public let rule: String
  /// The bug, in a few words.
  public let bug: String
  /// What the engine claims to implement (the kind of engine that would have this bug).
  public let capabilities: Capabilities
  /// Makes the rule hooks of one run.
  public let rules: @Sendable (OracleState) -> any OracleRules

  /// The mutant as an engine.
  public var engine: ReferenceOracle {
    ReferenceOracle(name: name, summary: "mutant of \(rule): \(bug)", capabilities: capabilities, rules: rules)
  }
}

extension Capabilities {
  /// A hit-test-only engine, such as a UI-test tool predicting which view a tap reaches.
  static let hitTestEngine: Capabilities = [.hitTesting, .hitAreas, .transforms]
}
