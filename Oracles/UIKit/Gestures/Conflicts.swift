import TouchModel

/// What a failure requirement says about a recognizer that wants to leave possible (GRC-003).
package enum FailureRequirement: Sendable {
  /// Nothing to wait for.
  case proceed
  /// A required recognizer is still undecided.
  case wait
  /// A required recognizer recognized.
  case fail
}

extension OracleRules {
  /// A recognizer wants to leave possible (its own analysis, `rule`, says so): should-begin answers, failure
  /// requirements, then blocking, in that order.
  package func attemptToRecognize(_ g: Int, to target: RecognizerState, by rule: RuleID, because cause: RuleID? = nil) {
    // GRC-004, GRC-005 or IOS-001…003, as the refusing answer decided.
    guard shouldBegin(g) else { return fail(g, by: state.decision.rule) }
    switch failureRequirement(g) {
    case .wait:
      state.recognizers[g].held = target
      state.omit(.recognizers, recognizer: g, by: .grc003)
      return
    case .fail:
      return fail(g, by: .grc003)
    case .proceed:
      break
    }
    if isBlocked(g) { return fail(g, by: .grc001) }
    recognize(g, to: target, by: rule, because: cause)
  }

  /// GRC-004: the delegate's answer; GRC-005: the views from the hit-test view up to the recognizer's view (with IOS rules).
  func shouldBegin(_ g: Int) -> Bool {
    let spec = state.scene.recognizers[g]
    guard spec.shouldBegin else {
      state.decide(.grc004)
      return false
    }
    guard let touch = state.recognizers[g].touches.first, let hit = state.touches[touch].view else { return true }
    for view in viewsAskedShouldBegin(g, from: hit) {
      let v = state.scene.views[view]
      if v.refusesRecognizers.contains(g) {
        state.decide(.grc005)
        return false
      }
      if v.kind.isControl, v.control?.isEnabled ?? true {
        if controlRefuses(view, recognizer: g) { return false }
        // IOS-004, IOS-005: the control let it begin; that decides its recognition.
        state.recognizers[g].admittedBy = state.decision.rule
      }
    }
    // GRC-005: a view above the recognizer's view that would refuse it is not asked; that decides its recognition.
    if state.recognizers[g].admittedBy == nil, isRefusedAbove(g) { state.recognizers[g].admittedBy = .grc005 }
    return true
  }

  /// Whether a view above the recognizer's own view (which GRC-005 does not ask) answers no for it.
  func isRefusedAbove(_ g: Int) -> Bool {
    var current = state.superviews[state.scene.recognizers[g].view]
    while let view = current {
      if state.scene.views[view].refusesRecognizers.contains(g) { return true }
      current = state.superviews[view]
    }
    return false
  }

  /// GRC-005: the views asked gestureRecognizerShouldBegin, in order: the hit-test view, then each ancestor up to and
  /// including the recognizer's view (never a view above it).
  package func literalViewsAskedShouldBegin(_ g: Int, from hit: Int) -> [Int] {
    let owner = state.scene.recognizers[g].view
    var path: [Int] = []
    var current: Int? = hit
    while let view = current {
      path.append(view)
      if view == owner { break }
      current = state.superviews[view]
    }
    return path
  }

  /// GRC-003: wait while a required recognizer that saw the touches is undecided; fail if it recognized.
  package func literalFailureRequirement(_ g: Int) -> FailureRequirement {
    var result = FailureRequirement.proceed
    for other in state.scene.recognizers[g].requiresFailureOf where state.recognizers[other].participating {
      state.fire(.grc003)
      switch state.recognizers[other].state {
      case .failed: continue
      case .possible: result = .wait
      case .began, .changed, .ended, .cancelled: return .fail
      }
    }
    return result
  }

  /// GRC-001: whether another recognizer sharing a touch has already recognized and the two may not be simultaneous (GRC-002).
  package func isBlocked(_ g: Int) -> Bool {
    for other in state.recognizers(in: .seenTouches) where other != g && sharesTouches(g, other) {
      switch state.recognizers[other].state {
      case .began, .changed, .ended:
        if recognizeSimultaneously(g, other) {
          // GRC-002 let it recognize beside the other; that decides its recognition unless a control did.
          state.recognizers[g].admittedBy = state.recognizers[g].admittedBy ?? .grc002
          continue
        }
        state.fire(.grc001)
        return true
      default: continue
      }
    }
    return false
  }

  /// GRC-002: either side's delegate allows it.
  package func literalRecognizeSimultaneously(_ a: Int, _ b: Int) -> Bool {
    let allowed = state.scene.recognizers[a].simultaneousWith.contains(b) || state.scene.recognizers[b].simultaneousWith.contains(a)
    if allowed { state.fire(.grc002) }
    return allowed
  }

  /// Whether two recognizers have seen a common touch.
  func sharesTouches(_ a: Int, _ b: Int) -> Bool {
    state.recognizers[a].touches.contains { state.recognizers[b].touches.contains($0) }
  }

  /// GRC-001: a recognition fails every other possible recognizer that shares a touch, unless simultaneous.
  func blockOthers(_ g: Int) {
    for other in state.recognizers(in: .seenTouches) where other != g && state.recognizers[other].state == .possible && sharesTouches(g, other) {
      if recognizeSimultaneously(g, other) {
        state.omit(.recognizers, recognizer: other, by: .grc002)
        continue
      }
      state.fire(.grc001)
      fail(other, by: .grc001)
    }
  }

  /// GRC-003: held recognizers proceed or fail once what they wait for has decided.
  func resolveHeldRecognizers() {
    for g in state.recognizers(in: .held) {
      guard let target = state.recognizers[g].held, state.recognizers[g].state == .possible else { continue }
      switch failureRequirement(g) {
      case .wait: continue
      case .fail: fail(g, by: .grc003)
      case .proceed:
        state.recognizers[g].held = nil
        if isBlocked(g) { fail(g, by: .grc001) } else { recognize(g, to: target, by: .grc003) }
      }
    }
  }
}
