import TouchModel

extension OracleRules {
  /// SCR-004: touchesShouldBegin(_:with:in:) answers yes unless the scroll view's override says otherwise.
  package func literalTouchesShouldBegin(in scrollView: Int, view: Int) -> Bool {
    state.fire(.scr004)
    return scrollBehaviour(scrollView).touchesShouldBegin.answer(for: view) ?? true
  }

  /// SCR-008: touchesShouldCancel(in:) answers no for a control and yes for any other view, unless overridden.
  package func literalTouchesShouldCancel(in scrollView: Int, view: Int) -> Bool {
    state.fire(.scr008)
    return scrollBehaviour(scrollView).touchesShouldCancel.answer(for: view) ?? !state.scene.views[view].kind.isControl
  }

  /// SCR-007: canCancelContentTouches, as the scroll view sets it.
  package func literalCanCancelContentTouches(_ scrollView: Int) -> Bool {
    state.fire(.scr007)
    return scrollBehaviour(scrollView).canCancelContentTouches
  }

  /// SCR-004: before a touch's began reaches a view in a scroll view's content, each scroll view around it (innermost
  /// first) asks touchesShouldBegin; a no keeps every phase of the touch from its view, recorded as held back.
  func contentMayBegin(_ t: Int) -> Bool {
    guard let view = state.touches[t].view else { return true }
    for sv in state.touches[t].scrollViews where sv != view && !touchesShouldBegin(in: sv, view: view) {
      state.touches[t].refusedByScroll = sv
      state.touches[t].pendingBegan = false
      state.touches[t].pendingMoved = false
      state.touches[t].pendingEnded = false
      state.omit(.touches, touch: t, by: .scr004)
      return false
    }
    return true
  }

  /// SCR-002…009: whether scroll views keep this phase of a touch from its view (false, recorded as held back), or
  /// leave it to the recognizers' rules (nil).
  func scrollViewsKeep(_ sample: TouchSample) -> Bool? {
    let t = sample.touch
    let record = state.touches[t]
    guard !record.scrollViews.isEmpty else { return nil }
    // Taken by a scroll: held and discarded (SCR-006), cancelled (SCR-008), on landing (SCR-009), or otherwise (SCR-005).
    if record.takenByScroll != nil { return kept(sample, by: record.takenByRule ?? .scr005) }
    if record.refusedByScroll != nil { return kept(sample, by: .scr004) }
    // A lift during the delay already took the touch to its end (SCR-003), or holds the end for a recognizer (GRD-004).
    if sample.phase == .ended, record.isBound, record.viewGotEnd || record.pendingEnded { return kept(sample, by: record.viewGotEnd ? .scr003 : .grd004) }
    if sample.phase == .began, scrollViewsHold(t) {
      state.touches[t].pendingBegan = true
      return kept(sample, by: .scr002)
    }
    if record.pendingBegan, scrollViewsHold(t) {
      if sample.phase == .moved { state.touches[t].pendingMoved = true }
      if sample.phase == .ended { state.touches[t].pendingEnded = true }
      return kept(sample, by: .scr002)
    }
    // Not held: touchesShouldBegin is asked now, unless a recognizer holds the began (then on its release).
    if sample.phase == .began, !delaysBegan(t), !contentMayBegin(t) { return false }
    return nil
  }
}
