extension Scene {
  /// Checks the scene's size, structure and numbers, throwing the first problem with the path of its field.
  public func validate() throws(CaseError) {
    try validateLimits()
    try validateIdentifiers()
    for index in views.indices { try validateView(at: index) }
    let parents = try validateTree()
    try validateScrollViews(parents: parents)
    try validateWindows(parents: parents)
    try validateViewControllers()
    for index in recognizers.indices { try validateRecognizer(index) }
    try validateActions(application, path: "scene.application")
    if let delegate = appDelegate { try validateActions(delegate.behaviour, path: "scene.appDelegate") }
    if let first = firstResponder { try validateRef(first, path: "scene.firstResponder") }
  }

  func viewPath(_ i: Int) -> String { Scene.viewPath(i) }

  /// The path of view `i` in a case file.
  static func viewPath(_ i: Int) -> String { "scene.views[\(i)]" }

  func validateRef(_ ref: ResponderRef, path: @autoclosure () -> String) throws(CaseError) {
    switch ref {
    case .view(let i) where !views.indices.contains(i): throw CaseError(path(), "refers to a missing view")
    case .viewController(let i) where !viewControllers.indices.contains(i): throw CaseError(path(), "refers to a missing view controller")
    case .appDelegate where appDelegate == nil: throw CaseError(path(), "refers to the app delegate, but the scene has none")
    default: break
    }
  }

  /// The counts in `CaseLimits`.
  private func validateLimits() throws(CaseError) {
    try CaseLimits.check(views.count, atMost: CaseLimits.views, "views", path: "scene.views")
    try CaseLimits.check(viewControllers.count, atMost: CaseLimits.viewControllers, "view controllers", path: "scene.viewControllers")
    try CaseLimits.check(recognizers.count, atMost: CaseLimits.recognizers, "recognizers", path: "scene.recognizers")
    var requirers = 0
    var relationships = 0
    for g in recognizers.indices {
      if !recognizers[g].requiresFailureOf.isEmpty { requirers += 1 }
      relationships += recognizers[g].requiresFailureOf.count + recognizers[g].simultaneousWith.count
    }
    try CaseLimits.check(requirers, atMost: CaseLimits.failureRequirers, "recognizers that require another's failure", path: "scene.recognizers")
    try CaseLimits.check(relationships, atMost: CaseLimits.relationships, "requiresFailureOf and simultaneousWith entries", path: "scene.recognizers")
  }

  private func validateIdentifiers() throws(CaseError) {
    // Each identifier's owner as a number: views first, then view controllers, then recognizers; -1 for reserved names.
    var seen = SeenNames(capacity: views.count + viewControllers.count + recognizers.count + 2)
    _ = seen.insert(Scene.applicationName, owner: -1)
    _ = seen.insert(Scene.appDelegateName, owner: -1)
    func path(_ owner: Int) -> String {
      if owner < views.count { return viewPath(owner) }
      if owner < views.count + viewControllers.count { return "scene.viewControllers[\(owner - views.count)]" }
      return "scene.recognizers[\(owner - views.count - viewControllers.count)]"
    }
    func check(_ id: String, _ owner: Int) throws(CaseError) {
      guard NameRules.isValidName(id) else { throw CaseError(path(owner) + ".id", "identifier \(Quoted(id)) \(NameRules.nameRule)") }
      if let other = seen.insert(id, owner: owner) {
        throw CaseError(path(owner) + ".id", other < 0 ? "identifier \(Quoted(id)) is reserved" : "duplicate identifier \(Quoted(id)) (also \(path(other)))")
      }
    }
    // By index, reading only the identifier (not a copy of each whole view).
    for i in views.indices { try check(views[i].id, i) }
    for i in viewControllers.indices { try check(viewControllers[i].id, views.count + i) }
    for i in recognizers.indices { try check(recognizers[i].id, views.count + viewControllers.count + i) }
  }

  /// Action names appear in trace lines, so they follow the same rule as identifiers.
  func validateActions(_ behaviour: ResponderBehaviour, path: @autoclosure () -> String) throws(CaseError) {
    for (k, action) in behaviour.actions.enumerated() where !NameRules.isValidName(action) {
      throw CaseError(path() + ".actions[\(k)]", "action name \(Quoted(action)) \(NameRules.nameRule)")
    }
  }

  /// The scene's view `i`, read field by field in place (a view passed as a value, even borrowed, was copied).
  private func validateView(at i: Int) throws(CaseError) {
    // The path is built only for an error: validation runs on every generated case, and most are valid. It reads no
    // more than `i`: a path that called an instance method would copy the whole scene into its context.
    var path: String { Scene.viewPath(i) }
    if !(views[i].frame.minX.isFinite && views[i].frame.minY.isFinite && views[i].frame.size.width.isFinite && views[i].frame.size.height.isFinite) {
      throw CaseError(path + ".frame", "must be finite")
    }
    if views[i].frame.size.width < 0 { throw CaseError(path + ".frame", "width \(number(views[i].frame.size.width)) is negative") }
    if views[i].frame.size.height < 0 { throw CaseError(path + ".frame", "height \(number(views[i].frame.size.height)) is negative") }
    if !views[i].boundsOrigin.x.isFinite || !views[i].boundsOrigin.y.isFinite { throw CaseError(path + ".boundsOrigin", "must be finite") }
    let t = views[i].transform
    if !(t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite) {
      throw CaseError(path + ".transform", "must be finite")
    }
    if t.determinant == 0 { throw CaseError(path + ".transform", "cannot be inverted (determinant 0)") }
    if !views[i].alpha.isFinite || views[i].alpha < 0 || views[i].alpha > 1 { throw CaseError(path + ".alpha", "\(number(views[i].alpha)) is outside 0…1") }
    switch views[i].hitArea {
    case .bounds, .circle: break
    case .edgeInsets(let e):
      if !(e.top.isFinite && e.left.isFinite && e.bottom.isFinite && e.right.isFinite) { throw CaseError(path + ".hitArea", "insets must be finite") }
    case .minimumSize(let s):
      if !s.width.isFinite || !s.height.isFinite || s.width < 0 || s.height < 0 {
        throw CaseError(path + ".hitArea", "minimum size must be finite and not negative")
      }
    case .boundsPlusSubview(let s):
      if !views[i].subviews.contains(s) { throw CaseError(path + ".hitArea", "must name one of the view's own subviews") }
    }
    for (k, s) in views[i].subviews.enumerated() where !views.indices.contains(s) {
      throw CaseError(path + ".subviews[\(k)]", "refers to a missing view")
    }
    if views[i].kind.isControl {
      let b = views[i].behaviour
      if b.began != .handle || b.moved != .handle || b.ended != .handle || b.cancelled != .handle {
        throw CaseError(path + ".touches", "a control handles its own touches (CTL-001); remove \"touches\"")
      }
    }
    try validateActions(views[i].behaviour, path: path)
    if views[i].control != nil && !views[i].kind.isControl { throw CaseError(path + ".control", "only controls have a control part (kind is \(views[i].kind.rawValue))") }
    if let knob = views[i].control?.knob, !(knob.minX.isFinite && knob.minY.isFinite && knob.size.width.isFinite && knob.size.height.isFinite) {
      throw CaseError(path + ".control.knob", "must be finite")
    }
    for (k, target) in (views[i].control?.targets ?? []).enumerated() {
      if let ref = target.target { try validateRef(ref, path: path + ".control.targets[\(k)].target") }
      if !NameRules.isValidName(target.action) {
        throw CaseError(path + ".control.targets[\(k)].action", "action name \(Quoted(target.action)) \(NameRules.nameRule)")
      }
    }
    for (k, g) in views[i].refusesRecognizers.enumerated() where !recognizers.indices.contains(g) {
      throw CaseError(path + ".refusesRecognizers[\(k)]", "refers to a missing recognizer")
    }
    if views[i].rootViewController != nil && views[i].kind != .window {
      throw CaseError(path + ".rootViewController", "only windows have a root view controller")
    }
    if let root = views[i].rootViewController, !viewControllers.indices.contains(root) {
      throw CaseError(path + ".rootViewController", "refers to a missing view controller")
    }
  }
}
