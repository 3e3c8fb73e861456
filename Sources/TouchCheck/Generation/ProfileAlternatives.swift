import PropertyTesting
import TouchModel

/// The documented alternatives of a profile: each on/off choice (`Profile.flags`) read the other way, as the rule
/// catalogue names them (alpha stored as a float, one touch at a time, touchesCancelled before the action…).
enum ProfileAlternatives {
  /// Flags that change no generated input, drawn after the case so adding one leaves every earlier choice in place.
  static let late: Set<String> = ["repeatedTargetActionSentTwice", "zeroMovementMoveIsStationary"]

  /// The profile of one case: each flag of `base` flipped now and then (raw 0 keeps it), in `Profile.flags` order.
  static func draw(from base: Profile, _ s: inout ChoiceSource) -> Profile {
    var profile = base
    for (name, keyPath) in Profile.flags where !late.contains(name) && s.drawBool(trueProbability: 0.25) { profile[keyPath: keyPath].toggle() }
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
