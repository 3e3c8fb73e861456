import TouchModel

extension OracleRules {
  /// GES-001: the hit-test view's recognizers, then each ancestor's up to the window, in attach order; GES-002: minus disabled ones and refusals.
  package func literalRecognizers(seeingTouchOn hit: Int) -> [Int] {
    var list: [Int] = []
    var current: Int? = hit
    while let view = current {
      for g in state.recognizersAttached[view] {
        let spec = state.scene.recognizers[g]
        guard spec.isEnabled, spec.shouldReceive else {
          state.fire(.ges002)
          state.omit([.recognizerTouches, .recognizers], recognizer: g, by: .ges002)
          continue
        }
        list.append(g)
      }
      current = state.superviews[view]
    }
    if !list.isEmpty { state.fire(.ges001) }
    return list
  }

  /// GES-013: a recognizer that failed or finished gets no more touches until it is reset.
  package func receivesTouches(_ g: Int) -> Bool {
    switch state.recognizers[g].state {
    case .possible, .began, .changed: return true
    case .ended, .failed, .cancelled:
      state.fire(.ges013)
      state.omit(.recognizerTouches, recognizer: g, by: .ges013)
      return false
    }
  }

  /// GRD-001: each recognizer that sees touches of this frame gets them, phase by phase, and evaluates them; the
  /// views' messages have waited since `viewsWaitFrom` (recorded).
  func deliverToRecognizers(_ samples: [TouchSample], viewsWaitFrom: Int) {
    var lastMessage: Int?
    // Each recognizer that sees a touch of the frame, in order of first sight, with the samples of its touches.
    var order: [Int] = []
    var seen: [[TouchSample]] = []
    for sample in samples where sample.phase != .stationary {
      for g in state.touches[sample.touch].recognizers {
        if state.frameSlots[g] < 0 {
          state.frameSlots[g] = order.count
          order.append(g)
          seen.append([])
        }
        if seen[state.frameSlots[g]].last?.touch != sample.touch { seen[state.frameSlots[g]].append(sample) }
      }
    }
    for g in order { state.frameSlots[g] = -1 }
    let phases: [(TouchPhase, TouchMessage)] = [(.began, .began), (.moved, .moved), (.ended, .ended)]
    for (slot, g) in order.enumerated() {
      for (phase, message) in phases {
        var touches = seen[slot].filter { $0.phase == phase }.map(\.touch).sorted()
        if message != .began { touches = touches.filter { state.recognizers[g].touches.contains($0) } }
        guard !touches.isEmpty, receivesTouches(g) else { continue }
        switch message {
        case .began:
          state.recognizers[g].participating = true
          state.recognizers[g].touches += touches
          state.recognizers[g].activeTouches += touches
        case .ended:
          state.recognizers[g].activeTouches.removeAll { touches.contains($0) }
        default: break
        }
        // Which recognizers see the touch, and in what order, is GES-001's decision; a move in place is there by DEL-011.
        let inPlace = message == .moved && touches.contains(where: state.movedInPlace.contains)
        state.emit(.recognizerTouches(recognizer: g, message, touches), by: .grd001, decidedBy: Decision(.ges001, cause: inPlace ? .del011 : nil, order: .ges001))
        lastMessage = state.trace.count
        evaluate(g, message, touches)
      }
    }
    // The views' messages waited until the recognizers had the frame.
    for sample in samples where sample.phase != .stationary {
      state.omit(.touches, touch: sample.touch, lasting: (lastMessage ?? viewsWaitFrom) - viewsWaitFrom, since: viewsWaitFrom, by: .grd001)
    }
  }

  /// Runs the recognizer's own analysis of a message (GES-007…012); a held recognizer has decided and ignores it (GRC-003).
  func evaluate(_ g: Int, _ message: TouchMessage, _ touches: [Int]) {
    guard state.recognizers[g].held == nil else { return }
    switch state.scene.recognizers[g].kind {
    case .tap(let taps, let fingers): evaluateTap(g, message, touches, taps: taps, fingers: fingers)
    case .longPress(let duration, let movement, let fingers, _):
      evaluateLongPress(g, message, touches, duration: duration, movement: movement, fingers: fingers)
    case .swipe(let directions, let fingers): evaluateSwipe(g, message, directions: directions, fingers: fingers)
    case .pan(let minimum, let maximum): evaluatePan(g, message, minimum: minimum, maximum: maximum)
    case .pinch, .rotation: evaluatePair(g, message)
    }
  }

  /// The average displacement of a recognizer's fingers that are down, from where each touched down.
  package func displacement(_ g: Int) -> Point { averageDisplacement(of: state.recognizers[g].activeTouches) }

  /// The average displacement of some touches from where each touched down (zero for none).
  package func averageDisplacement(of active: [Int]) -> Point {
    guard !active.isEmpty else { return .zero }
    var dx = 0.0
    var dy = 0.0
    for t in active {
      dx += state.touches[t].location.x - state.touches[t].start.x
      dy += state.touches[t].location.y - state.touches[t].start.y
    }
    return Point(x: dx / Double(active.count), y: dy / Double(active.count))
  }
}
