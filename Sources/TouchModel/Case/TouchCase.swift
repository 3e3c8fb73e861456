/// A case: a scene, an input stream, and the profile the run uses.
public struct TouchCase: Hashable, Sendable {
  /// The app at rest.
  public var scene: Scene
  /// The input.
  public var stream: TouchStream
  /// The profile (defaults plus any overrides).
  public var profile: Profile

  /// Creates a case.
  public init(scene: Scene, stream: TouchStream, profile: Profile = .default) {
    self.scene = scene
    self.stream = stream
    self.profile = profile
  }
}
