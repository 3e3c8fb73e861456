extension Scene {
  /// Only scroll views have a scroll part; each answer names a view in that scroll view's content, once. `parents` is
  /// each view's superview.
  func validateScrollViews(parents: [Int?]) throws(CaseError) {
    for i in views.indices {
      guard let scroll = views[i].scroll else { continue }
      let kind = views[i].kind
      if kind != .scrollView { throw CaseError(viewPath(i), "only scroll views have scroll fields (kind is \(kind.rawValue))") }
      try validateAnswers(scroll.touchesShouldBegin, of: i, field: "touchesShouldBegin", parents: parents)
      try validateAnswers(scroll.touchesShouldCancel, of: i, field: "touchesShouldCancel", parents: parents)
    }
  }

  private func validateAnswers(_ answers: ContentAnswers, of scrollView: Int, field: String, parents: [Int?]) throws(CaseError) {
    guard case .perView(let list) = answers else { return }
    let path = viewPath(scrollView) + "." + field
    var seen: Set<Int> = []
    for answer in list {
      guard views.indices.contains(answer.view) else { throw CaseError(path, "refers to a missing view") }
      let name = Quoted(views[answer.view].id)
      if !seen.insert(answer.view).inserted { throw CaseError(path, "answers for \(name) twice") }
      var ancestor = parents[answer.view]
      while let a = ancestor, a != scrollView { ancestor = parents[a] }
      if ancestor == nil { throw CaseError(path, "\(name) is not in the content of scroll view \(Quoted(views[scrollView].id))") }
    }
  }
}
