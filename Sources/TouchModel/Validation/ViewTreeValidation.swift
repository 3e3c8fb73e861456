extension Scene {
  /// Rejects a view listed twice, a view in two parents, cycles, and trees deeper than `CaseLimits.viewDepth`; returns
  /// each view's superview (`superviews()`), for the checks that follow. Every subview must be a valid index.
  func validateTree() throws(CaseError) -> [Int?] {
    var parent = [Int?](copies: nil, count: views.count)
    for i in views.indices {
      for (k, s) in views[i].subviews.enumerated() {
        if let p = parent[s] {
          let problem = p == i ? "lists \(Quoted(views[s].id)) twice" : "\(Quoted(views[s].id)) is already a subview of \(Quoted(views[p].id))"
          throw CaseError(viewPath(i) + ".subviews[\(k)]", "a view cannot be in two parents: " + problem)
        }
        parent[s] = i
      }
    }
    let links = ParentLinks(next: parent)
    let depths: [Int]
    if let ordered = links.depthsWhenOrdered() {
      depths = ordered
    } else {
      if let start = links.smallestOnCycle() {
        throw CaseError(viewPath(start) + ".subviews", "cycle: \(Quoted(views[start].id)) is its own ancestor")
      }
      depths = links.depths()
    }
    if let deep = depths.firstIndex(where: { $0 > CaseLimits.viewDepth }) {
      throw CaseError(
        viewPath(deep), "view \(Quoted(views[deep].id)) is \(depths[deep]) levels deep; the view tree may be at most \(CaseLimits.viewDepth) levels deep")
    }
    return parent
  }

  /// Windows are views of kind window, listed once, never subviews; every window view is listed; the key window is one.
  /// `parents` is each view's superview.
  func validateWindows(parents: [Int?]) throws(CaseError) {
    var listed = [Bool](copies: false, count: views.count)
    for (k, w) in windows.enumerated() {
      guard views.indices.contains(w) else { throw CaseError("scene.windows[\(k)]", "refers to a missing view") }
      if views[w].kind != .window { throw CaseError("scene.windows[\(k)]", "\(Quoted(views[w].id)) is not of kind window") }
      if listed[w] { throw CaseError("scene.windows[\(k)]", "\(Quoted(views[w].id)) is listed twice") }
      listed[w] = true
      if let p = parents[w] {
        throw CaseError("scene.windows[\(k)]", "window \(Quoted(views[w].id)) cannot be a subview of \(Quoted(views[p].id))")
      }
    }
    for i in views.indices where views[i].kind == .window && !listed[i] {
      throw CaseError(viewPath(i) + ".kind", "window \(Quoted(views[i].id)) is missing from scene.windows")
    }
    if let key = keyWindow, !views.indices.contains(key) || !listed[key] { throw CaseError("scene.keyWindow", "is not one of the windows") }
  }
}
