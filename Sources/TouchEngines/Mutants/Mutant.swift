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

  /// The area of the rule it breaks, such as `HIT`.
  public var area: String { String(rule.prefix(3)) }
}

extension Capabilities {
  /// A hit-test-only engine, such as a UI-test tool predicting which view a tap reaches.
  static let hitTestEngine: Capabilities = [.hitTesting, .hitAreas, .transforms]
  /// A hit-test engine that also reports which views it asked.
  static let visitEngine: Capabilities = [.hitTesting, .visits]
  /// Touch delivery up a chain of views, the window and the application.
  static let chainEngine: Capabilities = [.hitTesting, .delivery, .application]
  /// Delivery through view controllers.
  static let controllerEngine: Capabilities = [.hitTesting, .delivery, .viewControllers, .application]
  /// Delivery with several fingers, multiple and exclusive touch.
  static let multiTouchEngine: Capabilities = [.hitTesting, .delivery, .application, .severalFingers, .multipleTouch, .exclusiveTouch]
  /// Delivery with a first responder and non-touch events.
  static let eventEngine: Capabilities = [.hitTesting, .delivery, .application, .events]
  /// Delivery with every recognizer kind and its default flags.
  static let gestureEngine: Capabilities = Capabilities([.hitTesting, .delivery, .application, .severalFingers]).union(.recognizerKinds)
  /// Delivery with controls, targets and actions.
  static let controlEngine: Capabilities = [.hitTesting, .delivery, .application, .controls]
}
