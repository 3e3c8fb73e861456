import TouchModel

extension OracleRules {
  /// GRD-005: whether a recognition cancels the view's touches before its action: yes while a finger of the gesture is
  /// still down (a pan on a move, a long press on its timer: the header's order and the logged pan run), no once every
  /// finger has lifted (a tap: seeds 002 and 004 log the action first); `cancelBeforeAction` takes the header's order
  /// for both.
  package func literalCancelsBeforeAction(_ g: Int) -> Bool {
    state.fire(.grd005)
    if state.profile.cancelBeforeAction { return true }
    return !state.recognizers[g].activeTouches.isEmpty
  }

  /// Whether a recognition has view touches to cancel, so GRD-005 orders the action and the cancellation.
  func cancelsViewTouches(_ g: Int) -> Bool {
    guard state.scene.recognizers[g].cancelsTouchesInView else { return false }
    return state.recognizers[g].touches.contains { t in
      let record = state.touches[t]
      return record.isDelivered && record.isBound && record.viewGotBegan && !record.viewGotEnd
    }
  }
}
