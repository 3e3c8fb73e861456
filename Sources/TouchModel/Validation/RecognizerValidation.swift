extension Scene {
  /// Checks one recognizer's view, parameters and relationships.
  func validateRecognizer(_ i: Int) throws(CaseError) {
    let g = recognizers[i]
    var path: String { "scene.recognizers[\(i)]" }
    guard views.indices.contains(g.view) else { throw CaseError(path + ".view", "refers to a missing view") }
    func atLeastOne(_ n: Int, _ key: String) throws(CaseError) {
      if n < 1 { throw CaseError(path + "." + key, "must be at least 1, found \(n)") }
    }
    switch g.kind {
    case .tap(let taps, let touches):
      try atLeastOne(taps, "taps")
      try atLeastOne(touches, "touches")
    case .longPress(let duration, let movement, let touches, let taps):
      if !duration.isFinite || duration < 0 { throw CaseError(path + ".duration", "must be finite and not negative") }
      if !movement.isFinite || movement < 0 { throw CaseError(path + ".movement", "must be finite and not negative") }
      try atLeastOne(touches, "touches")
      if taps < 0 { throw CaseError(path + ".taps", "must not be negative") }
    case .swipe(let directions, let touches):
      if directions.isEmpty { throw CaseError(path + ".direction", "must name at least one direction") }
      try atLeastOne(touches, "touches")
    case .pan(let minimum, let maximum):
      try atLeastOne(minimum, "minimumTouches")
      if maximum < minimum { throw CaseError(path + ".maximumTouches", "must be at least minimumTouches") }
    case .pinch, .rotation:
      break
    }
    for (key, list) in [("requiresFailureOf", g.requiresFailureOf), ("simultaneousWith", g.simultaneousWith)] {
      for (k, other) in list.enumerated() {
        if !recognizers.indices.contains(other) { throw CaseError(path + ".\(key)[\(k)]", "refers to a missing recognizer") }
        if other == i { throw CaseError(path + ".\(key)[\(k)]", "cannot refer to itself") }
      }
    }
  }
}
