import TouchModel

extension OracleRules {
  /// One touch frame: new touches are hit-tested, recognizers see the frame, then views do, then lifted fingers end.
  func handleTouchFrame(_ reported: [TouchSample]) {
    // DEL-012, DEL-011: the samples the device tracks, with moves in place read as their phase says.
    let samples = samplesAsReported(reported)
    // DEL-010: the first finger down starts a sequence.
    if !state.sequenceActive, samples.contains(where: { $0.phase == .began }) {
      state.fire(.del010)
      state.sequenceActive = true
      state.liftsThisSequence = 0
      for v in state.receivedTouchThisSequence.members(.set) { state.receivedTouchThisSequence[v] = false }
    }
    for sample in samples where sample.phase != .began { state.touches[sample.touch].location = sample.location }
    let viewsWaitFrom = state.trace.count
    // 1. Hit-test each new touch once, in the order listed (DEL-001).
    for sample in samples where sample.phase == .began { beginTouch(sample) }
    // 2. Recognizers get the frame before the views (GRD-001).
    deliverToRecognizers(samples, viewsWaitFrom: viewsWaitFrom)
    // 2b. Then the scroll views: they track, hold, scroll and take touches (SCR-002…011).
    trackScrollViews(samples)
    // 3. For each phase, one message per view with that view's touches (DEL-003, DEL-004), unless withheld (GRD-003, GRD-004).
    let deliverable = samples.filter { viewReceives($0) }
    for (phase, message) in phaseOrder() {
      for group in messageGroups(deliverable, phase: phase) {
        for t in group.touches {
          if message == .began { state.touches[t].viewGotBegan = true }
          if message == .ended { state.touches[t].viewGotEnd = true }
        }
        // EVT-004: to the touches' view, not the first responder.
        if let first = state.firstResponder, first != .view(group.view) {
          state.omit(.touches, touch: group.touches.first, responder: first, lasting: 1, by: .evt004)
        }
        let inPlace = message == .moved && group.touches.contains(where: state.movedInPlace.contains)
        state.decide(message == .began ? .del003 : inPlace ? .del011 : .del002, order: .del003)
        deliver(message, group.touches, to: .view(group.view))
      }
    }
    // 4. Lifted fingers are no longer active; the last one ends the sequence (DEL-010).
    for sample in samples where sample.phase == .ended { endTouch(sample.touch) }
    endSequenceIfNoFingerIsDown()
  }

  /// DEL-003: began, then moved, then ended.
  package func literalPhaseOrder() -> [(TouchPhase, TouchMessage)] { [(.began, .began), (.moved, .moved), (.ended, .ended)] }

  /// A finger lifts: it is no longer active, and its view remembers the end for tap counts (CTL-010).
  package func endTouch(_ touch: Int) {
    let record = state.touches[touch]
    state.touches[touch].isActive = false
    state.liftsThisSequence += 1
    if let view = record.view { state.lastTouchEnd[view] = (state.time, record.location, record.tapCount) }
  }

  /// DEL-010: the sequence ends when no finger is down.
  package func endSequenceIfNoFingerIsDown() {
    if state.sequenceActive, state.touches.members(.active).isEmpty {
      state.fire(.del010)
      state.sequenceActive = false
    }
  }

  /// DEL-001: hit-test a new touch and fix its view (DEL-002); DEL-008: no view, no delivery; MTC: refusals; GES-001: its recognizers.
  package func literalBeginTouch(_ sample: TouchSample) {
    let hit = hitTestWindows(at: sample.location)
    state.emit(.hitTest(touch: sample.touch, view: hit), by: .del001)
    if state.explainsHitTests { explainHitTest(of: sample.touch, at: sample.location) }
    var record = TouchRecord()
    record.isActive = true
    record.view = hit
    record.start = sample.location
    record.location = sample.location
    record.startTime = state.time
    guard let view = hit else {
      state.fire(.del008)
      state.touches[sample.touch] = record
      return
    }
    let window = windowContaining(view)
    record.window = window
    if refusedByMultipleTouch(view) {
      state.emit(.refused(touch: sample.touch, view: view, .multipleTouch), by: .mtc005, decidedBy: state.decision)
      record.recognizers = recognizers(seeingTouchOn: view)
    } else if let window, refusedByExclusiveTouch(view, window: window) {
      state.emit(.refused(touch: sample.touch, view: view, .exclusiveTouch), by: .mtc005, decidedBy: state.decision)
    } else {
      // Not refused: the view takes the touch (MTC-002 with multiple touch, else MTC-001's first touch), so no refusal follows.
      let takes: RuleID = state.scene.views[view].isMultipleTouchEnabled ? .mtc002 : .mtc001
      state.omit(.touches, touch: sample.touch, responder: .view(view), refusalOnly: true, lasting: 1, by: takes)
      record.isDelivered = true
      state.receivedTouchThisSequence[view] = true
      state.liftsWhenReceived[view] = state.liftsThisSequence
      record.recognizers = recognizers(seeingTouchOn: view)
    }
    record.tapCount = tapCount(on: view, at: sample.location)
    state.touches[sample.touch] = record
    // CTL-010: a count above one is traced (category tapCounts), at the tap-count boundary or not.
    if record.tapCount > 1 { state.emit(.tapCount(touch: sample.touch, count: record.tapCount), by: .ctl010) }
  }

  /// The window whose hierarchy holds a view.
  func windowContaining(_ view: Int) -> Int? {
    var current: Int? = view
    while let v = current {
      if state.scene.views[v].kind == .window { return v }
      current = state.superviews[v]
    }
    return nil
  }

  /// DEL-003: group the touches of one phase by view, views in order of first appearance; DEL-004: stationary touches are skipped.
  package func literalMessageGroups(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] {
    if samples.contains(where: { $0.phase == .stationary }) { state.fire(.del004) }
    // A stationary touch is held back from the moved messages it would otherwise join.
    if phase == .moved { for sample in samples where sample.phase == .stationary { state.omit(.touches, touch: sample.touch, by: .del004) } }
    var groups: [(view: Int, touches: [Int])] = []
    for sample in samples where sample.phase == phase {
      let record = state.touches[sample.touch]
      guard record.isDelivered, let view = record.view else { continue }
      // DEL-002: the touch goes to its hit-test view wherever the finger is now; it is not hit-tested again.
      if phase != .began {
        state.fire(.del002)
        state.omit([.hitTest, .visits], touch: sample.touch, by: .del002)
      }
      addToGroups(&groups, view: view, touch: sample.touch)
    }
    if !groups.isEmpty { state.fire(.del003) }
    for k in groups.indices { groups[k].touches.sort() }
    return groups
  }

  /// DEL-005…007: each responder receives the message and forwards it or stops it; CHN-008: off the end, it is dropped.
  /// CTL-001: a control handles its own touches. Each message is recorded with why it went there: the caller's
  /// decision for the first responder, then the chain step (CHN-001…007) after the responder before it forwarded.
  package func literalDeliver(_ message: TouchMessage, _ touches: [Int], to start: ResponderRef) {
    var sentBy = state.decision
    var current: ResponderRef? = start
    while let responder = current {
      if case .view(let v) = responder, state.scene.views[v].kind.isControl {
        state.emit(.touches(message, responder, touches), by: .ctl001, decidedBy: sentBy)
        if controlHandles(v, message, touches) { return stopped(touches, by: .ctl001) }
        current = nextResponder(responder)
        sentBy = Decision(state.decision.rule, cause: .ctl009)
        continue
      }
      let handling = handling(of: message, by: responder)
      let rule: RuleID = handling == .forward ? .del005 : handling == .handle ? .del006 : .del007
      state.emit(.touches(message, responder, touches), by: rule, decidedBy: sentBy)
      guard handling.forwards else { return stopped(touches, by: rule) }
      current = nextResponder(responder)
      sentBy = Decision(state.decision.rule, cause: rule)
    }
    dropTouches(message, touches, sentBy: sentBy)
  }

  /// CHN-008: a touch message that no responder handled is dropped.
  package func literalDropTouches(_ message: TouchMessage, _ touches: [Int], sentBy: Decision) {
    state.emit(.droppedTouches(message, touches), by: .chn008, decidedBy: Decision(sentBy.rule, cause: .chn008))
  }

  /// A message that stops at a responder: it is recorded as held back from the rest of the chain.
  func stopped(_ touches: [Int], by rule: RuleID) {
    state.omit(.touches, touch: touches.first, by: rule)
  }
}

/// Adds a touch to its view's group, making the group when the view is new (views keep first-appearance order).
package func addToGroups(_ groups: inout [(view: Int, touches: [Int])], view: Int, touch: Int) {
  if let k = groups.firstIndex(where: { $0.view == view }) { groups[k].touches.append(touch) } else { groups.append((view, [touch])) }
}
