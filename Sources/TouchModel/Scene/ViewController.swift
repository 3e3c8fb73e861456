/// A view controller: root of a window, presented by another, or a child of another.
public struct ViewController: Hashable, Sendable {
  /// The identifier, unique in the scene.
  public var id: String
  /// The index of its root view in `Scene.views`.
  public var view: Int
  /// The view controller that presented this one, if any.
  public var presentedBy: Int?
  /// The parent view controller, if this one is a child.
  public var parent: Int?
  /// How it treats messages that reach it.
  public var behaviour: ResponderBehaviour

  /// Creates a view controller.
  public init(
    id: String, view: Int, presentedBy: Int? = nil, parent: Int? = nil,
    behaviour: ResponderBehaviour = .forwardAll
  ) {
    self.id = id
    self.view = view
    self.presentedBy = presentedBy
    self.parent = parent
    self.behaviour = behaviour
  }
}
