import PropertyTesting
import TouchModel

/// The documented alternatives of a profile: each on/off choice (`Profile.flags`) read the other way, as the rule
/// catalogue names them (alpha stored as a float, one touch at a time, touchesCancelled before the action…), and each
/// numeric constant at one of its other documented readings (`Profile.numericReadings`).
enum ProfileAlternatives {
  /// Flags that change no generated input, drawn after the case so adding one leaves every earlier choice in place.
  static let late: Set<String> = ["repeatedTargetActionSentTwice", "zeroMovementMoveIsStationary"]

  /// How often one numeric constant takes another reading in a case: with a dozen constants that have some, about
  /// two cases in five move at least one number, and each reading is reached about every hundred cases.
  static let numberProbability = 0.04

  /// The profile of one case: each flag of `base` flipped now and then (raw 0 keeps it), in `Profile.flags` order;
  /// then each numeric constant with other readings set to one of them now and then (raw 0 keeps it), in
  /// `Profile.doubles` order. Both come before the case, so generation aims at the drawn thresholds.
  static func draw(from base: Profile, _ s: inout ChoiceSource) -> Profile {
    var profile = base
    for (name, keyPath) in Profile.flags where !late.contains(name) && s.drawBool(trueProbability: 0.25) { profile[keyPath: keyPath].toggle() }
    for ((_, keyPath), readings) in zip(Profile.doubles, Profile.numericReadings) where !readings.values.isEmpty {
      if s.drawBool(trueProbability: numberProbability) { profile[keyPath: keyPath] = readings.values[s.drawIndex(count: readings.values.count)] }
    }
    return profile
  }

  /// The late flags of one case's profile, flipped now and then (raw 0 keeps them). A move in place read as
  /// stationary makes a stationary finger, a mechanism generation leaves to engines that claim several fingers.
  static func drawLate(into profile: inout Profile, capabilities: Capabilities, _ s: inout ChoiceSource) {
    for (name, keyPath) in Profile.flags where late.contains(name) && s.drawBool(trueProbability: 0.25) {
      if name == "zeroMovementMoveIsStationary", !capabilities.contains(.severalFingers) { continue }
      profile[keyPath: keyPath].toggle()
    }
  }
}
