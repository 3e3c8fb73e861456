import TouchModel

extension OracleRules {
  /// DEL-009: recognizers cancel or fail first (GRD-001); then every bound touch whose view got began is cancelled at its view; every finger ends.
  package func literalCancelAllTouches() {
    state.fire(.del009)
    // Phases still withheld from views are discarded: a view never gets touchesBegan only to have it cancelled.
    for touch in state.touches(in: .active) {
      if state.touches[touch].pendingBegan || state.touches[touch].pendingEnded { state.omit(.touches, touch: touch, by: .del009) }
      state.touches[touch].pendingBegan = false
      state.touches[touch].pendingMoved = false
      state.touches[touch].pendingEnded = false
    }
    for g in state.recognizers(in: .participating) {
      let active = state.recognizers[g].activeTouches
      guard !active.isEmpty, receivesTouches(g) else { continue }
      state.emit(.recognizerTouches(recognizer: g, .cancelled, active.sorted()), by: .grd001, decidedBy: Decision(.del009))
      state.recognizers[g].activeTouches = []
      cancelBySystem(g)
    }
    var groups: [(view: Int, touches: [Int])] = []
    for touch in state.touches(in: .active) {
      let record = state.touches[touch]
      guard record.isDelivered, record.isBound, let view = record.view, record.viewGotBegan, !record.viewGotEnd else { continue }
      state.touches[touch].viewGotEnd = true
      addToGroups(&groups, view: view, touch: touch)
    }
    if let message = systemCancelMessage() {
      for group in groups {
        state.decide(.del009)
        deliver(message, group.touches, to: .view(group.view))
      }
    }
    for touch in state.touches(in: .active) { endTouch(touch) }
    endSequenceIfNoFingerIsDown()
  }

  /// GES-003, GES-004: a recognizer whose touches the system took: a begun gesture is cancelled, with its action; a
  /// possible one cannot be cancelled, so it fails.
  package func literalCancelBySystem(_ g: Int) {
    switch state.recognizers[g].state {
    case .began, .changed: cancelGesture(g, by: .del009)
    case .possible: fail(g, by: .ges003, because: .del009)
    default: break
    }
  }

  /// DEL-009: the message views get for the touches the system cancels: touchesCancelled.
  package func literalSystemCancelMessage() -> TouchMessage? { .cancelled }
}
