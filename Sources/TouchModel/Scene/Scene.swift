/// The app at rest: windows, views, view controllers, application, app delegate, recognizers and first responder.
public struct Scene: Hashable, Sendable {
  /// Every view, windows included; references between views are indices into this array.
  public var views: [View]
  /// The windows, as view indices, back to front (`UIApplication.windows` order).
  public var windows: [Int]
  /// The key window; nil means the last window.
  public var keyWindow: Int?
  /// The view controllers.
  public var viewControllers: [ViewController]
  /// How the application object treats messages that reach it.
  public var application: ResponderBehaviour
  /// The app delegate, if there is one.
  public var appDelegate: AppDelegate?
  /// The responder that asks to become first responder when the scene is set up, if any.
  public var firstResponder: ResponderRef?
  /// Gesture recognizers, in the order they were added.
  public var recognizers: [Recognizer]

  /// Creates a scene.
  public init(
    views: [View] = [], windows: [Int] = [], keyWindow: Int? = nil,
    viewControllers: [ViewController] = [], application: ResponderBehaviour = .forwardAll,
    appDelegate: AppDelegate? = nil, firstResponder: ResponderRef? = nil, recognizers: [Recognizer] = []
  ) {
    self.views = views
    self.windows = windows
    self.keyWindow = keyWindow
    self.viewControllers = viewControllers
    self.application = application
    self.appDelegate = appDelegate
    self.firstResponder = firstResponder
    self.recognizers = recognizers
  }

  /// The superview of every view (nil for windows and detached views), derived from the subview lists.
  public func superviews() -> [Int?] {
    var result = [Int?](copies: nil, count: views.count)
    // By index: enumerating the views would copy each whole view (and retain everything in it) to read its subviews.
    for index in views.indices {
      for subview in views[index].subviews where subview >= 0 && subview < views.count {
        result[subview] = index
      }
    }
    return result
  }

  /// The name of a responder, as it appears in traces and JSON.
  public func name(of responder: ResponderRef) -> String {
    switch responder {
    case .view(let index): views[index].id
    case .viewController(let index): viewControllers[index].id
    case .application: Scene.applicationName
    case .appDelegate: Scene.appDelegateName
    }
  }

  /// The reserved name of the application object.
  public static let applicationName = "application"
  /// The reserved name of the app delegate.
  public static let appDelegateName = "appDelegate"
}
