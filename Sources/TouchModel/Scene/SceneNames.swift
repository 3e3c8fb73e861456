/// Looks up the responders, views and recognizers of a scene by name.
public struct SceneNames: Sendable {
  private var responders: [String: ResponderRef] = [:]
  private var recognizers: [String: Int] = [:]

  /// Builds the lookup tables of a scene.
  public init(_ scene: Scene) {
    responders.reserveCapacity(scene.views.count + scene.viewControllers.count + 2)
    recognizers.reserveCapacity(scene.recognizers.count)
    for (index, view) in scene.views.enumerated() { responders[view.id] = .view(index) }
    for (index, vc) in scene.viewControllers.enumerated() { responders[vc.id] = .viewController(index) }
    responders[Scene.applicationName] = .application
    responders[Scene.appDelegateName] = .appDelegate
    for (index, g) in scene.recognizers.enumerated() { recognizers[g.id] = index }
  }

  /// The responder with this name.
  public func responder(_ name: String) -> ResponderRef? { responders[name] }

  /// The view with this name.
  public func view(_ name: String) -> Int? {
    if case .view(let index) = responders[name] { return index }
    return nil
  }

  /// The recognizer with this name.
  public func recognizer(_ name: String) -> Int? { recognizers[name] }
}
