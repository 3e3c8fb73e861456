/// The app delegate: what class it is decides whether it joins the responder chain.
public struct AppDelegate: Hashable, Sendable {
  /// The class of the app delegate object.
  public enum Class: String, Hashable, Sendable, CaseIterable {
    /// A direct `UIResponder` subclass: the application's next responder.
    case responder
    /// A plain object, not a responder.
    case object
    /// A `UIView` subclass: already part of the chain, so not the application's next responder.
    case view
    /// A `UIViewController` subclass: already part of the chain, so not the application's next responder.
    case viewController
    /// The application object itself.
    case application
  }

  /// The class of the app delegate.
  public var `class`: Class
  /// How it treats messages that reach it.
  public var behaviour: ResponderBehaviour

  /// Creates an app delegate.
  public init(class: Class = .responder, behaviour: ResponderBehaviour = .forwardAll) {
    self.class = `class`
    self.behaviour = behaviour
  }
}
