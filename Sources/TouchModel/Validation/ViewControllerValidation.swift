extension Scene {
  /// Checks every view controller's view and links, then that `presentedBy` and `parent` never form a cycle.
  func validateViewControllers() throws(CaseError) {
    var owner = [Int?](copies: nil, count: views.count)
    for i in viewControllers.indices { try validateViewController(i, owner: &owner) }
    try validateChain({ $0.presentedBy }, "presentedBy", "presents")
    try validateChain({ $0.parent }, "parent", "is a child of")
  }

  /// One view controller; `owner` maps each view to the first controller that claimed it.
  private func validateViewController(_ i: Int, owner: inout [Int?]) throws(CaseError) {
    let c = viewControllers[i]
    var path: String { "scene.viewControllers[\(i)]" }
    guard views.indices.contains(c.view) else { throw CaseError(path + ".view", "refers to a missing view") }
    if views[c.view].kind == .window { throw CaseError(path + ".view", "a window cannot be a view controller's view") }
    if let other = owner[c.view] {
      throw CaseError(path + ".view", "\(Quoted(views[c.view].id)) is already the view of \(Quoted(viewControllers[other].id))")
    }
    owner[c.view] = i
    for (key, ref) in [("presentedBy", c.presentedBy), ("parent", c.parent)] {
      guard let r = ref else { continue }
      if !viewControllers.indices.contains(r) { throw CaseError(path + "." + key, "refers to a missing view controller") }
      if r == i { throw CaseError(path + "." + key, "cannot refer to itself") }
    }
    try validateActions(c.behaviour, path: path)
  }

  /// Rejects a cycle of one kind of link, naming the first view controller on it.
  private func validateChain(_ link: (ViewController) -> Int?, _ key: String, _ verb: String) throws(CaseError) {
    // Links that all point to earlier controllers (none at all, in most scenes) cannot cycle.
    if viewControllers.indices.allSatisfy({ i in link(viewControllers[i]).map { $0 < i } ?? true }) { return }
    let links = ParentLinks(next: viewControllers.map(link))
    if let start = links.smallestOnCycle() {
      throw CaseError("scene.viewControllers[\(start)].\(key)", "cycle: \(Quoted(viewControllers[start].id)) \(verb) itself")
    }
  }
}
