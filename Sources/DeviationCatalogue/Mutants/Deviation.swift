import TouchModel
import UIKitOracle

/// A deviation from the oracle: one realistic bug in one rule, as a value that replaces some of the oracle's steps or
/// misreads the case.
///
/// Deviations compose (`Deviations.engine`): their replaced steps are merged into one run, and two that replace the
/// same step conflict (`conflicts(with:)`), found from the values themselves.
package struct Deviation: Sendable {
  /// The engine name, such as `alpha-at-most-0.01`.
  package let name: String
  /// The rule the bug breaks.
  package let rule: RuleID
  /// The bug, in a few words.
  package let bug: String
  /// What the engine claims to implement (the kind of engine that would have this bug).
  package let capabilities: Capabilities
  /// Replaces the deviation's steps in one run's steps; called once per run, so a replacement may remember things for
  /// its run (`RunMemory`).
  let replace: @Sendable (inout Steps) -> Void
  /// How this deviation misreads the case, if that is what it does (then it replaces no step).
  package let misread: (@Sendable (TouchCase) -> TouchCase)?
  /// The names of the oracle's steps this deviation replaces, in the oracle's order.
  package let replacedSteps: [String]

  /// A deviation that replaces some of the oracle's steps (`replacing` sets them).
  init(
    name: String, rule: RuleID, bug: String, capabilities: Capabilities, replacing: @escaping @Sendable (inout Steps) -> Void
  ) {
    var steps = Steps()
    replacing(&steps)
    self.init(name: name, rule: rule, bug: bug, capabilities: capabilities, replace: replacing, misread: nil, replacedSteps: steps.replacedNames)
  }

  /// A deviation that runs the oracle's own steps on the case as it misreads it.
  init(name: String, rule: RuleID, bug: String, capabilities: Capabilities, misreading: @escaping @Sendable (TouchCase) -> TouchCase) {
    self.init(name: name, rule: rule, bug: bug, capabilities: capabilities, replace: { _ in }, misread: misreading, replacedSteps: [])
  }

  private init(
    name: String, rule: RuleID, bug: String, capabilities: Capabilities, replace: @escaping @Sendable (inout Steps) -> Void,
    misread: (@Sendable (TouchCase) -> TouchCase)?, replacedSteps: [String]
  ) {
    self.name = name
    self.rule = rule
    self.bug = bug
    self.capabilities = capabilities
    self.replace = replace
    self.misread = misread
    self.replacedSteps = replacedSteps
  }

  /// The deviation as an engine, alone.
  package var engine: ReferenceOracle { Deviations.engine([self], name: name, summary: "mutant of \(rule.id): \(bug)", capabilities: capabilities) }

  /// Makes each run of the deviation alone.
  package var rules: @Sendable (OracleState) -> OracleRules { Deviations.rules([self]) }

  /// The area of the rule it breaks, such as `HIT`.
  package var area: String { String(rule.id.prefix(3)) }
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
