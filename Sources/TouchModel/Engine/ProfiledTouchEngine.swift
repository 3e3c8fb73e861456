/// An engine that declares its own values for what the documents leave open (its drag margin, its alpha storage…).
///
/// Campaigns generate and compare under the declared profile (unless a profile is given explicitly), so a known,
/// deliberate difference in an undocumented constant does not hide the engine's other divergences.
public protocol ProfiledTouchEngine: TouchEngine {
  /// The engine's own profile.
  var profile: Profile { get }
}

extension TouchEngine {
  /// The profile the engine declares, if it does.
  public var declaredProfile: Profile? { (self as? any ProfiledTouchEngine)?.profile }
}
