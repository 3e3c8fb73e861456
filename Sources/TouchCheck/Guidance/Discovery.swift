import PropertyTesting

/// A case that reached features the pool had not seen when its generation began: a candidate for the pool.
struct Discovery: Sendable {
  /// The case's index in the campaign.
  var index: Int
  /// The features it reached that were new then, sorted.
  var features: [UInt64]
  /// The hashes of every rule it fired, sorted (what its rarity is judged by).
  var rules: [UInt64]
  /// Its recorded choices, the material for mutation.
  var choices: ChoiceSequence
}
