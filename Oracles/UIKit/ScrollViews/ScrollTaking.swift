import TouchModel

extension OracleRules {
  /// Whether a view is a strict ancestor of another.
  func isAncestor(_ ancestor: Int, of view: Int) -> Bool {
    var current = state.superviews[view]
    while let v = current {
      if v == ancestor { return true }
      current = state.superviews[v]
    }
    return false
  }

  /// The scroll takes a touch by a rule: its view gets nothing more of it.
  func take(_ t: Int, into scrollView: Int, by rule: RuleID) {
    state.touches[t].takenByScroll = scrollView
    state.touches[t].takenByRule = rule
    state.touches[t].isBound = false
    state.touches[t].pendingBegan = false
    state.touches[t].pendingMoved = false
    state.touches[t].pendingEnded = false
  }

  /// SCR-006: scrolling begins while a touch's began is held: the held phases are discarded, never delivered.
  package func literalDiscardHeldTouch(_ touch: Int, scrolling scrollView: Int) {
    state.fire(.scr006)
    state.omit(.touches, touch: touch, by: .scr006)
    take(touch, into: scrollView, by: .scr006)
  }

  /// SCR-009: a finger that lands in a scrolling scroll view is the scroll's at once; recognizers that see it fail.
  package func literalTakeLandingTouch(_ touch: Int, scrolling scrollView: Int) {
    state.fire(.scr009)
    take(touch, into: scrollView, by: .scr009)
    failRecognizers(sharingTouchesWith: scrollView)
  }

  /// SCR-010: every undecided recognizer that sees one of the scroll's touches fails.
  package func literalFailRecognizers(sharingTouchesWith scrollView: Int) {
    let touches = state.scrolls[scrollView].touches
    for g in state.recognizers(in: .seenTouches) where state.recognizers[g].state == .possible {
      guard state.recognizers[g].touches.contains(where: touches.contains) else { continue }
      state.fire(.scr010)
      fail(g, by: .scr010)
    }
  }
}
