import TouchModel
import UIKitOracle

/// MTC-001: multiple touch is ignored, so every finger reaches the view.
final class MultipleTouchIgnored: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func refusedByMultipleTouch(_ view: Int) -> Bool { false }
}

/// MTC-002: a view with multiple touch gets only the first of the touches that land on it in the same frame.
final class FirstTouchPerFrameOnly: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func refusedByMultipleTouch(_ view: Int) -> Bool {
    guard state.scene.views[view].isMultipleTouchEnabled else { return literalRefusedByMultipleTouch(view) }
    return state.currentSamples.contains { s in
      s.phase == .began && state.touches[s.touch].isActive && state.touches[s.touch].isDelivered && state.touches[s.touch].view == view
    }
  }
}

/// MTC-003: exclusive touch is ignored on the exclusive view itself: it takes a finger while other views track
/// (it still blocks the others, MTC-004).
final class ExclusiveTouchIgnored: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func refusedByExclusiveTouch(_ view: Int, window: Int) -> Bool {
    state.scene.views[view].isExclusiveTouch ? false : literalRefusedByExclusiveTouch(view, window: window)
  }
}

/// MTC-004: exclusive touch only limits the exclusive view itself; other views take fingers while it tracks.
final class ExclusiveBlocksOnlyItself: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func refusedByExclusiveTouch(_ view: Int, window: Int) -> Bool {
    state.scene.views[view].isExclusiveTouch ? literalRefusedByExclusiveTouch(view, window: window) : false
  }
}

/// MTC-005: a refused touch is passed to the hit view's superview instead of being dropped.
final class RefusedTouchToSuperview: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func beginTouch(_ sample: TouchSample) {
    literalBeginTouch(sample)
    let record = state.touches[sample.touch]
    guard let view = record.view, !record.isDelivered, let superview = state.superviews[view] else { return }
    state.touches[sample.touch].view = superview
    state.touches[sample.touch].isDelivered = true
  }
}
