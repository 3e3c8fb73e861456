import TouchModel

extension OracleRules {
  /// Whether the view gets this phase of a touch now; a withheld phase is remembered (GRD-003, GRD-004).
  func viewReceives(_ sample: TouchSample) -> Bool {
    let t = sample.touch
    let record = state.touches[t]
    guard record.isDelivered else { return kept(sample, by: record.view == nil ? .del008 : .mtc005) }
    if let keptByScrollViews = scrollViewsKeep(sample) { return keptByScrollViews }
    guard record.isBound else { return kept(sample, by: .grd002) }
    if record.pendingBegan {
      if sample.phase == .moved { state.touches[t].pendingMoved = true }
      if sample.phase == .ended { state.touches[t].pendingEnded = true }
      return kept(sample, by: .grd003)
    }
    if sample.phase == .moved, record.locationReportedInFrame == state.frame { return kept(sample, by: .grd003) }
    if sample.phase == .began, delaysBegan(t) {
      state.touches[t].pendingBegan = true
      return kept(sample, by: .grd003)
    }
    if sample.phase == .ended, delaysEnded(t) {
      state.touches[t].pendingEnded = true
      return kept(sample, by: .grd004)
    }
    return true
  }

  /// A phase of a touch kept from its view by a rule, recorded as held back; the view does not get it now (false).
  func kept(_ sample: TouchSample, by rule: RuleID) -> Bool {
    if sample.phase != .stationary { state.omit(.touches, touch: sample.touch, by: rule) }
    return false
  }

  /// GRD-003: a possible recognizer with delaysTouchesBegan that sees the touch withholds its began.
  package func literalDelaysBegan(_ touch: Int) -> Bool {
    let delayed = state.touches[touch].recognizers.contains { g in
      state.scene.recognizers[g].delaysTouchesBegan && state.recognizers[g].state == .possible && state.recognizers[g].touches.contains(touch)
    }
    if delayed { state.fire(.grd003) }
    return delayed
  }

  /// GRD-004: a possible recognizer with delaysTouchesEnded that sees the touch withholds its end.
  package func literalDelaysEnded(_ touch: Int) -> Bool {
    let delayed = state.touches[touch].recognizers.contains { g in
      state.scene.recognizers[g].delaysTouchesEnded && state.recognizers[g].state == .possible && state.recognizers[g].touches.contains(touch)
    }
    if delayed { state.fire(.grd004) }
    return delayed
  }

  /// GRD-002: with cancelsTouchesInView, the gesture's touches leave their views: delivered ones are cancelled, withheld ones discarded.
  package func literalCancelTouchesOnRecognition(_ g: Int) {
    guard state.scene.recognizers[g].cancelsTouchesInView else { return }
    state.fire(.grd002)
    var groups: [(view: Int, touches: [Int])] = []
    for t in state.recognizers[g].touches.sorted() {
      let record = state.touches[t]
      guard record.isDelivered, record.isBound, let view = record.view else { continue }
      state.omit(.touches, touch: t, by: .grd002)
      state.touches[t].isBound = false
      state.touches[t].pendingBegan = false
      state.touches[t].pendingMoved = false
      state.touches[t].pendingEnded = false
      guard record.viewGotBegan, !record.viewGotEnd else { continue }
      state.touches[t].viewGotEnd = true
      addToGroups(&groups, view: view, touch: t)
    }
    for group in groups {
      // GRD-005 placed the cancellation before or after the action.
      state.decide(.grd002, order: .grd005)
      deliver(.cancelled, group.touches, to: .view(group.view))
    }
  }

  /// GRD-003, GRD-004: withheld phases go to the view once nothing delays them, one touch at a time.
  func releaseWithheldTouches() {
    for t in state.touches(in: .pending) {
      let record = state.touches[t]
      guard record.isDelivered, record.isBound, let view = record.view, record.pendingBegan || record.pendingEnded else { continue }
      if record.pendingBegan {
        guard !delaysBegan(t) else {
          state.omit(.touches, touch: t, by: .grd003)
          continue
        }
        // A scroll view may still hold it (SCR-002), or refuse it to the view (SCR-004).
        guard !scrollViewsStillHold(t), contentMayBegin(t) else { continue }
        state.touches[t].pendingBegan = false
        state.touches[t].viewGotBegan = true
        state.decide(.grd003)
        deliver(.began, [t], to: .view(view))
        state.touches[t].pendingMoved = false
        if state.touches[t].location != state.touches[t].start {
          // The one follow-up touchesMoved carries the current location; this frame's own move adds nothing.
          state.touches[t].locationReportedInFrame = state.frame
          state.decide(.grd003)
          deliver(.moved, [t], to: .view(view))
        }
      }
      if state.touches[t].pendingEnded, state.touches[t].isBound {
        guard !delaysEnded(t) else {
          state.omit(.touches, touch: t, by: .grd004)
          continue
        }
        state.touches[t].pendingEnded = false
        state.touches[t].viewGotEnd = true
        // Held back with its began (GRD-003) or on its own (GRD-004).
        state.decide(record.pendingBegan ? .grd003 : .grd004)
        deliver(.ended, [t], to: .view(view))
      }
    }
  }
}
