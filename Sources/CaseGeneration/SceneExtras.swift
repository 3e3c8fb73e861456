import PropertyTesting
import TouchModel

extension SceneBuilder {
  /// A root view controller for the first window, sometimes a presented one and a child.
  mutating func generateControllers(_ s: inout ChoiceSource) {
    let window = scene.windows[0]
    // Every draw happens whatever the tree looks like and whichever controllers are made, so deleting a view or a
    // controller never shifts the choices after it.
    let wantsRoot = s.drawBool(trueProbability: 0.5)
    let rootBehaviour = drawControllerBehaviour(&s)
    let presents = s.drawBool(trueProbability: scene.views.count < maxViews ? 0.2 : 0)
    let sheetBehaviour = Self.drawBehaviour(&s)
    let presentedBehaviour = drawControllerBehaviour(&s)
    // A child controller for any view below the root view, with its own touch handling.
    let child = s.drawBool(trueProbability: 0.3)
    let below = scene.views[window].subviews.first.map { descendants(of: $0) } ?? []
    let pick = s.drawIndex(count: max(1, below.count))
    let childBehaviour = drawControllerBehaviour(&s)
    guard wantsRoot, let root = scene.views[window].subviews.first else { return }
    scene.viewControllers.append(ViewController(id: Names.controllers[0], view: root, behaviour: rootBehaviour))
    scene.views[window].rootViewController = 0
    if presents, scene.views.count < Names.views.count {
      let frame = Rect(x: 0, y: 0, width: 320, height: 480)
      let sheet = add(View(id: Names.views[scene.views.count], frame: frame, behaviour: allows(.delivery) ? sheetBehaviour : .forwardAll), absolute: frame)
      scene.views[window].subviews.append(sheet)
      scene.viewControllers.append(ViewController(id: Names.controllers[1], view: sheet, presentedBy: 0, behaviour: presentedBehaviour))
    }
    if child, !below.isEmpty {
      scene.viewControllers.append(ViewController(id: Names.controllers[scene.viewControllers.count], view: below[pick], parent: 0, behaviour: childBehaviour))
    }
  }

  /// The views below a view, depth first.
  func descendants(of view: Int) -> [Int] {
    scene.views[view].subviews.flatMap { [$0] + descendants(of: $0) }
  }

  /// Sometimes an app delegate (a responder, or an object, view, view controller or the application, which are not
  /// next responders), and now and then an application that handles touches.
  mutating func generateApplication(_ s: inout ChoiceSource) {
    let classes: [AppDelegate.Class?] = [nil, .responder, .object, .viewController, .view, .application]
    if let kind = classes[s.drawWeighted([40, 36, 8, 6, 5, 5])] {
      let handles = s.drawBool(trueProbability: 0.3) && allows(.delivery)
      var behaviour: ResponderBehaviour = handles ? .touches(.handle) : .forwardAll
      if allows(.events) { Self.drawEventHandling(into: &behaviour, &s) }
      scene.appDelegate = AppDelegate(class: kind, behaviour: behaviour)
    }
    if s.drawBool(trueProbability: 0.1), allows(.delivery) { scene.application = .touches(.handle) }
  }

  /// Forward (raw 0) or handle touches (with delivery), sometimes implementing `tapped:` (with controls).
  func drawControllerBehaviour(_ s: inout ChoiceSource) -> ResponderBehaviour {
    var b = s.drawBool(trueProbability: 0.2) && allows(.delivery) ? ResponderBehaviour.touches(.handle) : .forwardAll
    if s.drawBool(trueProbability: 0.3), allows(.controls) { b.actions = ["tapped:"] }
    return b
  }

  /// None (raw 0), a view in a window, a window, a view controller, a detached view (refused), or the application or
  /// the app delegate (refused; with `.application`).
  mutating func generateFirstResponder(_ s: inout ChoiceSource) {
    switch s.drawWeighted([45, 30, 5, 8, 4, 4, 4]) {
    case 1 where scene.views.count > 1:
      scene.firstResponder = .view(1 + s.drawIndex(count: scene.views.count - 1))
    case 2:
      scene.firstResponder = .view(scene.windows[s.drawIndex(count: scene.windows.count)])
    case 3 where !scene.viewControllers.isEmpty:
      scene.firstResponder = .viewController(s.drawIndex(count: scene.viewControllers.count))
    case 4 where scene.views.count < Names.views.count:
      let frame = Rect(x: 0, y: 0, width: 10, height: 10)
      scene.firstResponder = .view(add(View(id: Names.views[scene.views.count], frame: frame), absolute: frame))
    case 5 where allows(.application):
      scene.firstResponder = .application
    case 6 where allows(.application) && scene.appDelegate != nil:
      scene.firstResponder = .appDelegate
    default:
      break
    }
  }
}
