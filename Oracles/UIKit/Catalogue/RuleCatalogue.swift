import TouchModel

/// The catalogue of every rule the oracle implements, in ID order.
package enum RuleCatalogue {
  /// Every rule, in ID order.
  package static let all: [Rule] = (hitTesting + responderChain + delivery + multiTouch + events + recognizers + recognizerDelivery + recognizerConflicts + controls + overlappingControls + scrollViews).sorted { $0.id < $1.id }

  /// The rule with an ID.
  package static func rule(_ id: RuleID) -> Rule { all[id.rawValue] }
}
