import TouchModel

extension FeatureChecker {
  /// Hit areas, transforms, several windows, view controllers and controls.
  static func sceneFeatures(_ scene: Scene) -> Capabilities {
    var used: Capabilities = []
    // By index, reading fields: iterating the views would copy each one (every case asks).
    for v in scene.views.indices {
      if scene.views[v].hitArea != .bounds { used.insert(.hitAreas) }
      if scene.views[v].boundsOrigin != .zero || !scene.views[v].transform.isIdentity { used.insert(.transforms) }
      if scene.views[v].kind.isControl || scene.views[v].control != nil { used.insert(.controls) }
      if scene.views[v].rootViewController != nil { used.insert(.viewControllers) }
      if scene.views[v].kind == .scrollView || scene.views[v].scroll != nil { used.insert(.scrollViews) }
    }
    if !scene.viewControllers.isEmpty { used.insert(.viewControllers) }
    if scene.windows.count > 1 || (scene.keyWindow != nil && scene.keyWindow != scene.windows.last) { used.insert(.severalWindows) }
    return used
  }

  /// What the responders do: touch handling (delivery), event handling (events), actions (controls), the application.
  static func responderFeatures(_ scene: Scene) -> Capabilities {
    var used: Capabilities = []
    for v in scene.views.indices {
      used.formUnion(behaviourFeatures(scene.views[v].behaviour, touches: scene.views[v].kind.isControl ? .handle : .forward))
      if let control = scene.views[v].control, control.targets.contains(where: { $0.target.map(isApplication) ?? false }) {
        used.insert(.application)
      }
    }
    for controller in scene.viewControllers { used.formUnion(behaviourFeatures(controller.behaviour)) }
    if scene.application != .forwardAll || scene.appDelegate != nil {
      used.insert(.application)
      used.formUnion(behaviourFeatures(scene.application))
      if let delegate = scene.appDelegate { used.formUnion(behaviourFeatures(delegate.behaviour)) }
    }
    if let first = scene.firstResponder {
      used.insert(.events)
      if isApplication(first) { used.insert(.application) }
    }
    return used
  }

  /// The capabilities one responder's behaviour needs, against the handling its kind gives every touch phase by
  /// default (controls handle touches, other responders forward them).
  static func behaviourFeatures(_ b: borrowing ResponderBehaviour, touches d: Handling = .forward) -> Capabilities {
    var used: Capabilities = []
    // Field by field, not as arrays, and the behaviour borrowed, not copied: every case asks for every responder.
    if b.began != d || b.moved != d || b.ended != d || b.cancelled != d { used.insert(.delivery) }
    if b.motion != .forward || b.remoteControl != .forward || b.press != .forward { used.insert(.events) }
    if !b.actions.isEmpty { used.insert(.controls) }
    return used
  }

  /// Whether a responder is the application object or the app delegate.
  static func isApplication(_ r: ResponderRef) -> Bool { r == .application || r == .appDelegate }
}
