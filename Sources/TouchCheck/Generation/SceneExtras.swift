import PropertyTesting
import TouchModel

extension SceneBuilder {
  /// A root view controller for the first window, sometimes a presented one and a child.
  mutating func generateControllers(_ s: inout ChoiceSource) {
    let window = scene.windows[0]
    // Every draw happens whatever the tree looks like, so deleting a view never shifts the choices after it.
    let wantsRoot = s.drawBool(trueProbability: 0.5)
    if wantsRoot, let root = scene.views[window].subviews.first {
      scene.viewControllers.append(ViewController(id: Names.controllers[0], view: root, behaviour: drawControllerBehaviour(&s)))
      scene.views[window].rootViewController = 0
      let presents = s.drawBool(trueProbability: scene.views.count < maxViews ? 0.2 : 0)
      if presents, scene.views.count < Names.views.count {
        let frame = Rect(x: 0, y: 0, width: 320, height: 480)
        let behaviour = drawBehaviour(&s)
        let sheet = add(View(id: Names.views[scene.views.count], frame: frame, behaviour: allows(.delivery) ? behaviour : .forwardAll), absolute: frame)
        scene.views[window].subviews.append(sheet)
        scene.viewControllers.append(ViewController(id: Names.controllers[1], view: sheet, presentedBy: 0, behaviour: drawControllerBehaviour(&s)))
      }
      let child = s.drawBool(trueProbability: 0.15)
      if child, let child = scene.views[root].subviews.first {
        scene.viewControllers.append(ViewController(id: Names.controllers[scene.viewControllers.count], view: child, parent: 0))
      }
    }
  }

  /// Sometimes an app delegate (a responder or not), and now and then an application that handles touches.
  mutating func generateApplication(_ s: inout ChoiceSource) {
    let classes: [AppDelegate.Class?] = [nil, .responder, .object, .viewController]
    if let kind = classes[s.drawWeighted([40, 40, 10, 10])] {
      let handles = s.drawBool(trueProbability: 0.3) && allows(.delivery)
      scene.appDelegate = AppDelegate(class: kind, behaviour: handles ? .touches(.handle) : .forwardAll)
    }
    if s.drawBool(trueProbability: 0.1), allows(.delivery) { scene.application = .touches(.handle) }
  }

  /// Forward (raw 0) or handle touches (with delivery), sometimes implementing `tapped:` (with controls).
  func drawControllerBehaviour(_ s: inout ChoiceSource) -> ResponderBehaviour {
    var b = s.drawBool(trueProbability: 0.2) && allows(.delivery) ? ResponderBehaviour.touches(.handle) : .forwardAll
    if s.drawBool(trueProbability: 0.3), allows(.controls) { b.actions = ["tapped:"] }
    return b
  }

  /// None (raw 0), a view in a window, a detached view (refused), or the application (refused; with `.application`).
  mutating func generateFirstResponder(_ s: inout ChoiceSource) {
    switch s.drawWeighted([55, 35, 5, 5]) {
    case 1 where scene.views.count > 1:
      scene.firstResponder = .view(1 + s.drawIndex(count: scene.views.count - 1))
    case 2 where scene.views.count < Names.views.count:
      let frame = Rect(x: 0, y: 0, width: 10, height: 10)
      scene.firstResponder = .view(add(View(id: Names.views[scene.views.count], frame: frame), absolute: frame))
    case 3 where allows(.application):
      scene.firstResponder = .application
    default:
      break
    }
  }
}
