/// A reference to any responder of a scene: a view (windows included), a view controller, the application or the app delegate.
public enum ResponderRef: Hashable, Sendable {
  /// The view at this index of `Scene.views`.
  case view(Int)
  /// The view controller at this index of `Scene.viewControllers`.
  case viewController(Int)
  /// The shared application object.
  case application
  /// The app delegate.
  case appDelegate
}
