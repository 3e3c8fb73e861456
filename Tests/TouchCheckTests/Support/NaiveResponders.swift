import TouchModel

/// A responder of the naive engine: what it does with touch messages, and the next responder in its chain.
class NaiveResponder {
  /// How the trace names it: an index into the scene's views or view controllers, the application or the app delegate.
  let ref: ResponderRef
  /// Whether each message is forwarded, handled, or handled and forwarded.
  let behaviour: ResponderBehaviour
  /// `UIResponder.next`; nil ends the chain. Weak: `NaiveApp` owns every object.
  weak var next: NaiveResponder?

  init(ref: ResponderRef, behaviour: ResponderBehaviour) {
    self.ref = ref
    self.behaviour = behaviour
  }

  /// `touchesBegan(_:with:)` and its siblings: record the message, then stop it here or pass it on; a message
  /// the last responder passes on falls off the chain.
  func receive(_ message: TouchMessage, _ touches: [Int], recorder: NaiveTraceRecorder) {
    recorder.record(.touches(message, ref, touches))
    guard behaviour.handling(of: message).forwards else { return }
    if let next {
      next.receive(message, touches, recorder: recorder)
    } else {
      recorder.record(.droppedTouches(message, touches))
    }
  }
}

/// A view or window of the naive engine, with the properties hit testing reads.
final class NaiveView: NaiveResponder {
  /// The view's index in `Scene.views`, which is how trace events name it.
  let index: Int
  let isWindow: Bool
  /// Like UIView, the view keeps its centre (in the superview's bounds coordinates; a window's in screen
  /// coordinates) and its bounds rather than a frame.
  let center: Point
  let bounds: Rect
  let isHidden: Bool
  let alpha: Double
  let isUserInteractionEnabled: Bool
  /// Back-most first.
  var subviews: [NaiveView] = []
  weak var superview: NaiveView?

  init(index: Int, _ view: View) {
    self.index = index
    isWindow = view.kind == .window
    center = view.frame.mid
    bounds = view.bounds
    isHidden = view.isHidden
    alpha = view.alpha
    // Image views and labels start with user interaction off.
    isUserInteractionEnabled = view.userInteraction ?? (view.kind != .imageView && view.kind != .label)
    super.init(ref: .view(index), behaviour: view.behaviour)
  }
}

/// Every object of one scene, linked into responder chains the way the README's rules describe.
final class NaiveApp {
  /// Back to front.
  let windows: [NaiveView]
  private let views: [NaiveView]
  private let controllers: [NaiveResponder]
  private let application: NaiveResponder
  private let delegate: NaiveResponder?

  init(scene: Scene) {
    let views = scene.views.enumerated().map { NaiveView(index: $0.offset, $0.element) }
    self.views = views
    controllers = scene.viewControllers.enumerated().map { NaiveResponder(ref: .viewController($0.offset), behaviour: $0.element.behaviour) }
    application = NaiveResponder(ref: .application, behaviour: scene.application)
    delegate = scene.appDelegate.map { NaiveResponder(ref: .appDelegate, behaviour: $0.behaviour) }
    windows = scene.windows.map { views[$0] }
    for view in views {
      view.subviews = scene.views[view.index].subviews.map { views[$0] }
      for subview in view.subviews { subview.superview = view }
    }
    link(scene)
  }

  /// Sets every `next`: view → its view controller or superview, view controller → window, presenter or the
  /// superview of its view, window → application → app delegate (only a plain responder one).
  private func link(_ scene: Scene) {
    for view in views {
      if view.isWindow {
        view.next = application
      } else if let controller = scene.viewControllers.firstIndex(where: { $0.view == view.index }) {
        view.next = controllers[controller]
      } else {
        view.next = view.superview
      }
    }
    for (index, controller) in scene.viewControllers.enumerated() {
      if let window = windows.first(where: { scene.views[$0.index].rootViewController == index }) {
        controllers[index].next = window
      } else if let presenter = controller.presentedBy {
        controllers[index].next = controllers[presenter]
      } else {
        controllers[index].next = views[controller.view].superview
      }
    }
    if let delegate, scene.appDelegate?.class == .responder { application.next = delegate }
  }
}
