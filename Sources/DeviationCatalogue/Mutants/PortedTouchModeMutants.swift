import TouchModel
import UIKitOracle

extension OracleRules {
  /// MTC-003: a touch landing on an exclusive-touch view cancels every touch other views of its window are tracking
  /// (they get touchesCancelled and nothing after; one that landed in the same frame gets its touchesBegan first, as the
  /// engine delivers each touch as it goes) and is delivered, instead of being refused.
  func exclusiveTouchCancelsOtherTouches(_ view: Int, window: Int) -> Bool {
    guard state.scene.views[view].isExclusiveTouch else { return literalRefusedByExclusiveTouch(view, window: window) }
    state.decide(.mtc003)
    let landing = Set(state.currentSamples.filter { $0.phase == .began }.map(\.touch))
    var began: [(view: Int, touches: [Int])] = []
    var cancelled: [(view: Int, touches: [Int])] = []
    for (t, r) in state.touches.enumerated() where r.isActive && r.isDelivered && r.window == window && r.view != view {
      state.touches[t].isDelivered = false
      guard let v = r.view, r.isBound, !r.viewGotEnd, r.viewGotBegan || (landing.contains(t) && !r.pendingBegan) else { continue }
      if !r.viewGotBegan { addToGroups(&began, view: v, touch: t) }
      state.touches[t].viewGotBegan = true
      state.touches[t].viewGotEnd = true
      addToGroups(&cancelled, view: v, touch: t)
    }
    for (message, groups) in [(TouchMessage.began, began), (.cancelled, cancelled)] {
      for group in groups {
        state.decide(.mtc003)
        deliver(message, group.touches, to: .view(group.view))
      }
    }
    return false
  }
}

/// MTC-004: the exclusive mode an exclusive-touch view starts ends as soon as any tracked touch ends, even while the
/// exclusive view still tracks a finger, so other views take fingers again.
/// Per window: when exclusive mode began, and the delivered touches (finger, start time) down at that moment.
typealias ExclusiveModes = RunMemory<[Int: (time: Double, down: [(touch: Int, start: Double)])]>

extension OracleRules {
  func anyTouchEndClearsExclusiveMode(_ view: Int, window: Int, entered: ExclusiveModes) -> Bool {
    let refused = literalRefusedByExclusiveTouch(view, window: window)
    if state.scene.views[view].isExclusiveTouch {
      if !refused, entered.value[window] == nil || trackedTouchEnded(since: window, entered) {
        let down = state.touches.indices.filter { tracks(state.touches[$0], in: window) }.map { ($0, state.touches[$0].startTime) }
        entered.value[window] = (state.time, down)
      }
      return refused
    }
    return refused && !trackedTouchEnded(since: window, entered)
  }

  /// Whether a touch delivered in the window has ended since its exclusive mode began.
  func trackedTouchEnded(since window: Int, _ entered: ExclusiveModes) -> Bool {
    guard let mode = entered.value[window] else { return false }
    return state.touches.enumerated().contains { t, r in
      r.isDelivered && !r.isActive && r.window == window
        && (r.startTime >= mode.time || mode.down.contains { $0.touch == t && $0.start == r.startTime })
    }
  }

  func tracks(_ r: TouchRecord, in window: Int) -> Bool { r.isActive && r.isDelivered && r.window == window }

  /// SCR-008: touchesShouldCancel(in:) is never asked: a scroll that starts cancels every content view's touches, a
  /// control's and those of views the scroll view would answer no for included.
  func touchesShouldCancelNeverAsked(in scrollView: Int, view: Int) -> Bool { true }

  /// SCR-002: delaysContentTouches holds touch-downs with no timer: the content gets its began only when the finger lifts
  /// (or the scroll view declines), never after the delay.
  func contentDelayWithoutTimer(_ scrollView: Int) -> Bool {
    guard literalDelaysContentTouches(scrollView) else { return false }
    // The delay is set here, open-ended; the caller, told no, then sets no deadline of its own.
    state.scrolls[scrollView].delayUntil = .infinity
    return false
  }
}
