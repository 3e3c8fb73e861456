import TouchModel

extension OracleRules {
  /// Fingers moved: each undecided scroll view that tracks one of them tries to scroll, in SCR-011's order.
  func tryToScroll(afterMoving moved: [Int]) {
    var candidates: [Int] = []
    for t in moved {
      for sv in scrollOrder(state.touches[t].scrollViews) where state.scrolls[sv].status == .possible && !candidates.contains(sv) {
        if state.scrolls[sv].activeTouches.contains(t) { candidates.append(sv) }
      }
    }
    for sv in candidates where state.scrolls[sv].status == .possible { tryToScroll(sv) }
  }

  /// SCR-011: the scroll views around one touch try to scroll innermost first.
  package func literalScrollOrder(_ scrollViews: [Int]) -> [Int] {
    if scrollViews.count > 1 { state.fire(.scr011) }
    return scrollViews
  }

  /// SCR-005: the average movement of a scroll view's fingers from where they landed, measured along the axes it
  /// scrolls (both: the distance; one axis: that component), reaches the scroll distance.
  package func literalHasMovedToScroll(_ scrollView: Int) -> Bool {
    state.fire(.scr005)
    let active = state.scrolls[scrollView].activeTouches
    guard !active.isEmpty else { return false }
    let d = averageDisplacement(of: active)
    let along: Double
    switch scrollBehaviour(scrollView).axes {
    case .both: along = (d.x * d.x + d.y * d.y).squareRoot()
    case .horizontal: along = abs(d.x)
    case .vertical: along = abs(d.y)
    }
    return along >= state.profile.scrollStartDistance
  }

  /// A scroll view whose fingers moved: not far enough yet (SCR-005), kept from scrolling (SCR-007, SCR-008, SCR-010,
  /// SCR-011), or scrolling.
  func tryToScroll(_ scrollView: Int) {
    guard hasMovedToScroll(scrollView) else { return state.omit(.scrolls, responder: .view(scrollView), by: .scr005) }
    if let rule = reasonNotToScroll(scrollView) { return decline(scrollView, by: rule) }
    startScrolling(scrollView)
  }

  /// Why a scroll view that moved far enough does not scroll: a recognizer has its touches (SCR-010), another scroll
  /// view scrolls with them (SCR-011), or a content view tracks one and may not be cancelled (SCR-007, SCR-008).
  func reasonNotToScroll(_ scrollView: Int) -> RuleID? {
    let record = state.scrolls[scrollView]
    // A recognizer that has seen none of the scroll view's touches shares none; the index skips those without any.
    for g in state.recognizers(in: .seenTouches) where recognizerKeepsFromScrolling(g, scrollView) {
      state.fire(.scr010)
      return .scr010
    }
    if record.activeTouches.contains(where: { state.touches[$0].takenByScroll != nil }) {
      state.fire(.scr011)
      return .scr011
    }
    for t in record.activeTouches.sorted() {
      let touch = state.touches[t]
      // A content view tracks the touch: it got began and no end yet (a touch on the scroll view itself is not content).
      guard touch.isBound, touch.viewGotBegan, !touch.viewGotEnd, let view = touch.view, view != scrollView else { continue }
      guard canCancelContentTouches(scrollView) else { return .scr007 }
      guard touchesShouldCancel(in: scrollView, view: view) else { return .scr008 }
    }
    return nil
  }

  /// SCR-010: a recognizer that has begun, changed or recognized (ended) with one of the scroll view's touches keeps
  /// it from scrolling.
  package func literalRecognizerKeepsFromScrolling(_ g: Int, _ scrollView: Int) -> Bool {
    guard [.began, .changed, .ended].contains(state.recognizers[g].state) else { return false }
    return state.recognizers[g].touches.contains(where: state.scrolls[scrollView].touches.contains)
  }

  /// The scroll view will not scroll in this sequence: the content keeps its touches, and its delay ends.
  func decline(_ scrollView: Int, by rule: RuleID) {
    state.scrolls[scrollView].status = .declined
    state.omit(.scrolls, responder: .view(scrollView), by: rule)
    for t in state.scrolls[scrollView].activeTouches { state.omit(.touches, touch: t, by: rule) }
    endDelay(of: scrollView, by: rule)
  }

  /// SCR-005: scrolling begins and takes the scroll view's touches: held ones are discarded (SCR-006), ones a view
  /// tracks are cancelled there (SCR-008; the scroll view's own, SCR-005); scroll views around them that are still
  /// undecided will not scroll (SCR-011); undecided recognizers that see them fail (SCR-010).
  func startScrolling(_ scrollView: Int) {
    let active = state.scrolls[scrollView].activeTouches.sorted()
    let rivals = active.flatMap { state.touches[$0].scrollViews }.filter { $0 != scrollView && state.scrolls[$0].status == .possible }
    // The order decided which one scrolls when a scroll view around this one could have scrolled too (SCR-011).
    let contested = rivals.contains { isAncestor($0, of: scrollView) && hasMovedToScroll($0) }
    state.scrolls[scrollView].status = .scrolling
    state.scrolls[scrollView].delayUntil = nil
    state.emit(.scroll(view: scrollView, .began), by: .scr005, decidedBy: Decision(contested ? .scr011 : .scr005, cause: .scr005))
    var groups: [(view: Int, touches: [Int])] = []
    for t in active {
      let record = state.touches[t]
      if record.pendingBegan {
        discardHeldTouch(t, scrolling: scrollView)
        continue
      }
      guard record.isBound, record.viewGotBegan, !record.viewGotEnd, let view = record.view else {
        take(t, into: scrollView, by: .scr005)
        continue
      }
      take(t, into: scrollView, by: view == scrollView ? .scr005 : .scr008)
      state.touches[t].viewGotEnd = true
      addToGroups(&groups, view: view, touch: t)
    }
    for group in groups {
      state.decide(group.view == scrollView ? .scr005 : .scr008)
      deliver(.cancelled, group.touches, to: .view(group.view))
    }
    for rival in rivals where state.scrolls[rival].status == .possible { decline(rival, by: .scr011) }
    failRecognizers(sharingTouchesWith: scrollView)
  }
}
