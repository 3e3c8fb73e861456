extension Scene {
  /// Checks the scene's structure and numbers, throwing the first problem with the path of its field.
  public func validate() throws(CaseError) {
    try validateIdentifiers()
    for index in views.indices { try validateView(index) }
    try validateTree()
    try validateWindows()
    for index in viewControllers.indices { try validateViewController(index) }
    try validateChains(\.presentedBy, "presentedBy", "presents")
    try validateChains(\.parent, "parent", "is a child of")
    for index in recognizers.indices { try validateRecognizer(index) }
    if let first = firstResponder { try validateRef(first, path: "scene.firstResponder") }
  }

  func viewPath(_ i: Int) -> String { "scene.views[\(i)]" }

  func validateRef(_ ref: ResponderRef, path: String) throws(CaseError) {
    switch ref {
    case .view(let i) where !views.indices.contains(i): throw CaseError(path, "refers to a missing view")
    case .viewController(let i) where !viewControllers.indices.contains(i): throw CaseError(path, "refers to a missing view controller")
    case .appDelegate where appDelegate == nil: throw CaseError(path, "refers to the app delegate, but the scene has none")
    default: break
    }
  }

  private func validateIdentifiers() throws(CaseError) {
    var seen: [String: String] = [Scene.applicationName: "reserved", Scene.appDelegateName: "reserved"]
    func check(_ id: String, _ path: String) throws(CaseError) {
      guard !id.isEmpty, !id.contains(where: { $0 == " " || $0 == "," || $0 == "[" || $0 == "]" || $0.isNewline }) else {
        throw CaseError(path, "identifier \"\(id)\" must be non-empty without spaces, commas or brackets")
      }
      if let other = seen[id] {
        throw CaseError(path, other == "reserved" ? "identifier \"\(id)\" is reserved" : "duplicate identifier \"\(id)\" (also \(other))")
      }
      seen[id] = path
    }
    for (i, v) in views.enumerated() { try check(v.id, viewPath(i) + ".id") }
    for (i, c) in viewControllers.enumerated() { try check(c.id, "scene.viewControllers[\(i)].id") }
    for (i, g) in recognizers.enumerated() { try check(g.id, "scene.recognizers[\(i)].id") }
  }

  private func validateView(_ i: Int) throws(CaseError) {
    let v = views[i]
    let path = viewPath(i)
    let numbers = [v.frame.minX, v.frame.minY, v.frame.size.width, v.frame.size.height]
    if numbers.contains(where: { !$0.isFinite }) { throw CaseError(path + ".frame", "must be finite") }
    if v.frame.size.width < 0 { throw CaseError(path + ".frame", "width \(number(v.frame.size.width)) is negative") }
    if v.frame.size.height < 0 { throw CaseError(path + ".frame", "height \(number(v.frame.size.height)) is negative") }
    if !v.boundsOrigin.x.isFinite || !v.boundsOrigin.y.isFinite { throw CaseError(path + ".boundsOrigin", "must be finite") }
    let t = v.transform
    if ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) { throw CaseError(path + ".transform", "must be finite") }
    if t.determinant == 0 { throw CaseError(path + ".transform", "cannot be inverted (determinant 0)") }
    if !v.alpha.isFinite || v.alpha < 0 || v.alpha > 1 { throw CaseError(path + ".alpha", "\(number(v.alpha)) is outside 0…1") }
    switch v.hitArea {
    case .bounds, .circle: break
    case .edgeInsets(let e):
      if ![e.top, e.left, e.bottom, e.right].allSatisfy(\.isFinite) { throw CaseError(path + ".hitArea", "insets must be finite") }
    case .minimumSize(let s):
      if !s.width.isFinite || !s.height.isFinite || s.width < 0 || s.height < 0 {
        throw CaseError(path + ".hitArea", "minimum size must be finite and not negative")
      }
    case .boundsPlusSubview(let s):
      if !v.subviews.contains(s) { throw CaseError(path + ".hitArea", "must name one of the view's own subviews") }
    }
    for (k, s) in v.subviews.enumerated() where !views.indices.contains(s) {
      throw CaseError(path + ".subviews[\(k)]", "refers to a missing view")
    }
    if v.kind.isControl {
      let b = v.behaviour
      if [b.began, b.moved, b.ended, b.cancelled].contains(where: { $0 != .handle }) {
        throw CaseError(path + ".touches", "a control handles its own touches (CTL-001); remove \"touches\"")
      }
    }
    if v.control != nil && !v.kind.isControl { throw CaseError(path + ".control", "only controls have a control part (kind is \(v.kind.rawValue))") }
    if let knob = v.control?.knob, ![knob.minX, knob.minY, knob.size.width, knob.size.height].allSatisfy(\.isFinite) {
      throw CaseError(path + ".control.knob", "must be finite")
    }
    for (k, target) in (v.control?.targets ?? []).enumerated() {
      if let ref = target.target { try validateRef(ref, path: path + ".control.targets[\(k)].target") }
    }
    for (k, g) in v.refusesRecognizers.enumerated() where !recognizers.indices.contains(g) {
      throw CaseError(path + ".refusesRecognizers[\(k)]", "refers to a missing recognizer")
    }
    if v.rootViewController != nil && v.kind != .window {
      throw CaseError(path + ".rootViewController", "only windows have a root view controller")
    }
    if let root = v.rootViewController, !viewControllers.indices.contains(root) {
      throw CaseError(path + ".rootViewController", "refers to a missing view controller")
    }
  }

  /// Rejects a view listed twice, a view in two parents, and cycles.
  private func validateTree() throws(CaseError) {
    var parent = [Int?](repeating: nil, count: views.count)
    for (i, v) in views.enumerated() {
      for (k, s) in v.subviews.enumerated() {
        if let p = parent[s] {
          let problem = p == i ? "lists \"\(views[s].id)\" twice" : "\"\(views[s].id)\" is already a subview of \"\(views[p].id)\""
          throw CaseError(viewPath(i) + ".subviews[\(k)]", "a view cannot be in two parents: " + problem)
        }
        parent[s] = i
      }
    }
    for start in views.indices {
      var current = parent[start]
      var steps = 0
      while let p = current {
        if p == start { throw CaseError(viewPath(start) + ".subviews", "cycle: \"\(views[start].id)\" is its own ancestor") }
        steps += 1
        if steps > views.count { break }
        current = parent[p]
      }
    }
  }

  private func validateWindows() throws(CaseError) {
    let parents = superviews()
    for (k, w) in windows.enumerated() {
      guard views.indices.contains(w) else { throw CaseError("scene.windows[\(k)]", "refers to a missing view") }
      if views[w].kind != .window { throw CaseError("scene.windows[\(k)]", "\"\(views[w].id)\" is not of kind window") }
      if windows[..<k].contains(w) { throw CaseError("scene.windows[\(k)]", "\"\(views[w].id)\" is listed twice") }
      if let p = parents[w] { throw CaseError("scene.windows[\(k)]", "window \"\(views[w].id)\" cannot be a subview of \"\(views[p].id)\"") }
    }
    for (i, v) in views.enumerated() where v.kind == .window && !windows.contains(i) {
      throw CaseError(viewPath(i) + ".kind", "window \"\(v.id)\" is missing from scene.windows")
    }
    if let key = keyWindow, !windows.contains(key) { throw CaseError("scene.keyWindow", "is not one of the windows") }
  }

  private func validateViewController(_ i: Int) throws(CaseError) {
    let c = viewControllers[i]
    let path = "scene.viewControllers[\(i)]"
    guard views.indices.contains(c.view) else { throw CaseError(path + ".view", "refers to a missing view") }
    if views[c.view].kind == .window { throw CaseError(path + ".view", "a window cannot be a view controller's view") }
    if let other = viewControllers[..<i].firstIndex(where: { $0.view == c.view }) {
      throw CaseError(path + ".view", "\"\(views[c.view].id)\" is already the view of \"\(viewControllers[other].id)\"")
    }
    for (key, ref) in [("presentedBy", c.presentedBy), ("parent", c.parent)] {
      guard let r = ref else { continue }
      if !viewControllers.indices.contains(r) { throw CaseError(path + "." + key, "refers to a missing view controller") }
      if r == i { throw CaseError(path + "." + key, "cannot refer to itself") }
    }
  }

  private func validateChains(_ link: KeyPath<ViewController, Int?>, _ key: String, _ verb: String) throws(CaseError) {
    for start in viewControllers.indices {
      var current = viewControllers[start][keyPath: link]
      var steps = 0
      while let next = current, steps <= viewControllers.count {
        if next == start { throw CaseError("scene.viewControllers[\(start)].\(key)", "cycle: \"\(viewControllers[start].id)\" \(verb) itself") }
        current = viewControllers[next][keyPath: link]
        steps += 1
      }
    }
  }
}
