import PropertyTesting

/// A case that reached features the pool had not seen when its generation began: a candidate for the pool.
package struct Discovery: Sendable {
  /// The case's index in the campaign.
  package var index: Int
  /// The features it reached that were new then, sorted.
  package var features: [UInt64]
  /// The hashes of every rule it fired, sorted (what its rarity is judged by).
  package var rules: [UInt64]
  /// Its recorded choices, the material for mutation.
  package var choices: ChoiceSequence

  /// Records what case `index` discovered.
  package init(index: Int, features: [UInt64], rules: [UInt64], choices: ChoiceSequence) {
    self.index = index
    self.features = features
    self.rules = rules
    self.choices = choices
  }
}
