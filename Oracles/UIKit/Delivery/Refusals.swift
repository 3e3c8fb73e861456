import TouchModel

extension OracleRules {
  /// MTC-001: without multiple touch, a view gets only the first touch of a sequence (or one at a time); MTC-002: with it, all.
  package func literalRefusedByMultipleTouch(_ view: Int) -> Bool {
    if state.scene.views[view].isMultipleTouchEnabled {
      state.fire(.mtc002)
      return false
    }
    state.decide(.mtc001)
    if state.profile.multipleTouchFirstTouchOnly {
      // DEL-010: once a finger has lifted since the view took its touch, it is the sequence going on that refuses.
      if state.liftsThisSequence > state.liftsWhenReceived[view] { state.decide(.del010) }
      return state.receivedTouchThisSequence[view]
    }
    return state.touches.members(.active).contains { state.touches[$0].isDelivered && state.touches[$0].view == view }
  }

  /// MTC-003: an exclusive view needs to be the only view tracking in its window; MTC-004: no exclusive view may be tracking.
  package func literalRefusedByExclusiveTouch(_ view: Int, window: Int) -> Bool {
    let tracking = state.touches.members(.active).compactMap { k -> Int? in
      let t = state.touches[k]
      return t.isDelivered && t.window == window ? t.view : nil
    }
    if state.scene.views[view].isExclusiveTouch {
      state.decide(.mtc003)
      return tracking.contains { $0 != view }
    }
    let refused = tracking.contains { state.scene.views[$0].isExclusiveTouch }
    if refused { state.decide(.mtc004) }
    return refused
  }
}
