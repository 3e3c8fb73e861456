extension TouchStream {
  /// Checks times, finger names and each finger's life: begin once, then move or stay, then end (or be cancelled).
  public func validate() throws(CaseError) {
    for (i, name) in touchNames.enumerated() {
      if name.isEmpty || name.contains(where: { $0 == " " || $0 == "," || $0 == "[" || $0 == "]" }) {
        throw CaseError("stream.touches[\(i)]", "touch name \"\(name)\" must be non-empty without spaces, commas or brackets")
      }
      if touchNames[..<i].contains(name) { throw CaseError("stream", "duplicate touch name \"\(name)\"") }
    }
    enum Life { case unborn, active, finished }
    var life = [Life](repeating: .unborn, count: touchNames.count)
    var previousTime = -Double.infinity
    for (f, item) in items.enumerated() {
      let path = "stream[\(f)]"
      guard item.time.isFinite else { throw CaseError(path + ".time", "must be finite") }
      if item.time < 0 { throw CaseError(path + ".time", "must not be negative, found \(number(item.time))") }
      if item.time < previousTime { throw CaseError(path + ".time", "time goes backwards (\(number(item.time)) after \(number(previousTime)))") }
      previousTime = item.time
      switch item.kind {
      case .touches(let samples):
        if samples.isEmpty { throw CaseError(path + ".touches", "a touch frame needs at least one touch") }
        for (k, s) in samples.enumerated() {
          let sp = path + ".touches[\(k)]"
          guard touchNames.indices.contains(s.touch) else { throw CaseError(sp + ".id", "refers to a missing touch") }
          let name = touchNames[s.touch]
          if samples[..<k].contains(where: { $0.touch == s.touch }) { throw CaseError(sp + ".id", "touch \"\(name)\" appears twice in one frame") }
          if !s.location.x.isFinite || !s.location.y.isFinite { throw CaseError(sp + ".at", "must be finite") }
          switch (s.phase, life[s.touch]) {
          case (.began, .unborn): life[s.touch] = .active
          case (.began, _): throw CaseError(sp + ".phase", "touch \"\(name)\" begins twice")
          case (_, .unborn): throw CaseError(sp + ".phase", "touch \"\(name)\" is \(s.phase.rawValue) before it begins")
          case (_, .finished): throw CaseError(sp + ".phase", "touch \"\(name)\" is \(s.phase.rawValue) after it ended or was cancelled")
          case (.ended, .active): life[s.touch] = .finished
          case (_, .active): break
          }
        }
      case .systemCancel:
        for t in life.indices where life[t] == .active { life[t] = .finished }
      case .idle, .event:
        break
      }
    }
  }
}

extension TouchCase {
  /// Validates the scene and the stream.
  public func validate() throws(CaseError) {
    try scene.validate()
    try stream.validate()
  }
}
