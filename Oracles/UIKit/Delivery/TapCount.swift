import TouchModel

extension OracleRules {
  /// CTL-010: one more than the view's previous touch when it ended recently and nearby, else one.
  func tapCount(on view: Int, at location: Point) -> Int {
    guard let last = state.lastTouchEnd[view], state.time - last.time <= state.profile.multiTapInterval,
      distance(last.location, location) <= state.profile.multiTapSlop
    else { return 1 }
    state.fire(.ctl010)
    return last.tapCount + 1
  }

  /// Whether a touch's tap count was decided exactly at the multi-tap interval or slop (CTL-010's boundary).
  func tapCountOnBoundary(_ touch: Int) -> Bool {
    guard let view = state.touches[touch].view, let last = state.lastTouchEnd[view] else { return false }
    let profile = state.profile
    return state.touches[touch].startTime - last.time == profile.multiTapInterval || distance(last.location, state.touches[touch].start) == profile.multiTapSlop
  }
}
