import TouchModel
import UIKitOracle

extension OracleRules {
  /// MTC-001: multiple touch is ignored, so every finger reaches the view.
  func multipleTouchIgnored(_ view: Int) -> Bool { false }

  /// MTC-002: a view with multiple touch gets only the first of the touches that land on it in the same frame.
  func firstTouchPerFrameOnly(_ view: Int) -> Bool {
    guard state.scene.views[view].isMultipleTouchEnabled else { return literalRefusedByMultipleTouch(view) }
    return state.currentSamples.contains { s in
      s.phase == .began && state.touches[s.touch].isActive && state.touches[s.touch].isDelivered && state.touches[s.touch].view == view
    }
  }

  /// MTC-003: exclusive touch is ignored on the exclusive view itself: it takes a finger while other views track
  /// (it still blocks the others, MTC-004).
  func exclusiveTouchIgnored(_ view: Int, window: Int) -> Bool {
    state.scene.views[view].isExclusiveTouch ? false : literalRefusedByExclusiveTouch(view, window: window)
  }

  /// MTC-004: exclusive touch only limits the exclusive view itself; other views take fingers while it tracks.
  func exclusiveBlocksOnlyItself(_ view: Int, window: Int) -> Bool {
    state.scene.views[view].isExclusiveTouch ? literalRefusedByExclusiveTouch(view, window: window) : false
  }

  /// MTC-005: a refused touch is passed to the hit view's superview instead of being dropped.
  func refusedTouchToSuperview(_ sample: TouchSample) {
    literalBeginTouch(sample)
    let record = state.touches[sample.touch]
    guard let view = record.view, !record.isDelivered, let superview = state.superviews[view] else { return }
    state.touches[sample.touch].view = superview
    state.touches[sample.touch].isDelivered = true
  }
}
