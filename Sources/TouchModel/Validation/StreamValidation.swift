extension TouchStream {
  /// Checks sizes, times, finger names and each finger's life: begin once, then move or stay, then end (or be cancelled).
  public func validate() throws(CaseError) {
    try CaseLimits.check(items.count, atMost: CaseLimits.streamItems, "items", path: "stream")
    try CaseLimits.check(touchNames.count, atMost: CaseLimits.fingers, "fingers", path: "stream")
    var seen = SeenNames(capacity: touchNames.count)
    for (i, name) in touchNames.enumerated() {
      if !NameRules.isValidName(name) { throw CaseError("stream.touches[\(i)]", "touch name \(Quoted(name)) \(NameRules.nameRule)") }
      if seen.insert(name, owner: i) != nil { throw CaseError("stream", "duplicate touch name \(Quoted(name))") }
    }
    enum Life { case unborn, active, finished }
    var life = [Life](copies: .unborn, count: touchNames.count)
    // The last frame each finger appeared in, to find a finger listed twice in one frame.
    var lastFrame = [Int](copies: -1, count: touchNames.count)
    // Fingers that began since the last system cancellation (some may have ended since), so a cancellation costs what began.
    var begun: [Int] = []
    begun.reserveCapacity(touchNames.count)
    var previousTime = -Double.infinity
    for (f, item) in items.enumerated() {
      // Built only for an error: validation runs on every generated case, and most are valid.
      var path: String { "stream[\(f)]" }
      guard item.time.isFinite else { throw CaseError(path + ".time", "must be finite") }
      if item.time < 0 { throw CaseError(path + ".time", "must not be negative, found \(number(item.time))") }
      if item.time < previousTime { throw CaseError(path + ".time", "time goes backwards (\(number(item.time)) after \(number(previousTime)))") }
      previousTime = item.time
      switch item.kind {
      case .touches(let samples):
        if samples.isEmpty { throw CaseError(path + ".touches", "a touch frame needs at least one touch") }
        try CaseLimits.check(samples.count, atMost: CaseLimits.samplesPerFrame, "touches", path: path + ".touches")
        for (k, s) in samples.enumerated() {
          func sp() -> String { path + ".touches[\(k)]" }
          guard touchNames.indices.contains(s.touch) else { throw CaseError(sp() + ".id", "refers to a missing touch") }
          if lastFrame[s.touch] == f { throw CaseError(sp() + ".id", "touch \(Quoted(touchNames[s.touch])) appears twice in one frame") }
          lastFrame[s.touch] = f
          if !s.location.x.isFinite || !s.location.y.isFinite { throw CaseError(sp() + ".at", "must be finite") }
          switch (s.phase, life[s.touch]) {
          case (.began, .unborn):
            life[s.touch] = .active
            begun.append(s.touch)
          case (.began, _): throw CaseError(sp() + ".phase", "touch \(Quoted(touchNames[s.touch])) begins twice")
          case (_, .unborn): throw CaseError(sp() + ".phase", "touch \(Quoted(touchNames[s.touch])) is \(s.phase.rawValue) before it begins")
          case (_, .finished): throw CaseError(sp() + ".phase", "touch \(Quoted(touchNames[s.touch])) is \(s.phase.rawValue) after it ended or was cancelled")
          case (.ended, .active): life[s.touch] = .finished
          case (_, .active): break
          }
        }
      case .systemCancel:
        for t in begun where life[t] == .active { life[t] = .finished }
        begun.removeAll(keepingCapacity: true)
      case .idle, .event:
        break
      }
    }
  }
}

extension TouchCase {
  /// Validates the scene, the stream and the profile, as a case file's reader does.
  public func validate() throws(CaseError) {
    try scene.validate()
    try stream.validate()
    try profile.validate()
    let work = scene.views.count.multipliedReportingOverflow(by: stream.touchNames.count)
    if work.overflow || work.partialValue > CaseLimits.hitTestWork {
      throw CaseError(
        "stream", "has \(stream.touchNames.count) fingers on \(scene.views.count) views, more than the limit of \(CaseLimits.hitTestWork) views times fingers")
    }
  }
}
