import TouchModel
import UIKitOracle

extension OracleRules {
  /// DEL-001: each new touch is hit-tested twice, as seed 004 observes UIKit doing, and both passes are traced.
  func hitTestedTwice(at point: Point) -> Int? {
    _ = literalHitTestWindows(at: point)
    return literalHitTestWindows(at: point)
  }

  /// DEL-002: a touch goes to whatever view is under the finger now.
  func touchFollowsFinger(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] {
    var groups: [(view: Int, touches: [Int])] = []
    for sample in samples where sample.phase == phase && state.touches[sample.touch].isDelivered {
      let view = phase == .began ? state.touches[sample.touch].view : hitTestWindows(at: sample.location)
      guard let v = view else { continue }
      if let k = groups.firstIndex(where: { $0.view == v }) { groups[k].touches.append(sample.touch) } else { groups.append((v, [sample.touch])) }
    }
    return groups
  }

  /// DEL-003: a frame's ended touches are delivered before its began touches.
  func endedBeforeBegan() -> [(TouchPhase, TouchMessage)] { [(.ended, .ended), (.moved, .moved), (.began, .began)] }

  /// DEL-004: stationary touches are delivered as moved.
  func stationaryDelivered(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] {
    let adjusted = phase == .moved ? samples.map { s in s.phase == .stationary ? TouchSample(touch: s.touch, phase: .moved, location: s.location) : s } : samples
    return literalMessageGroups(adjusted, phase: phase)
  }

  /// DEL-005: the default touchesMoved, touchesEnded and touchesCancelled do not forward (only touchesBegan does).
  func forwardsOnlyBegan(of message: TouchMessage, by responder: ResponderRef) -> Handling {
    let handling = literalHandling(of: message, by: responder)
    return message != .began && handling == .forward ? .handle : handling
  }

  /// DEL-006: a responder that handles a message still passes it on, as if it always called super.
  func handledStillForwarded(of message: TouchMessage, by responder: ResponderRef) -> Handling {
    let handling = literalHandling(of: message, by: responder)
    return handling == .handle ? .handleAndForward : handling
  }

  /// DEL-007: a responder that handles a message and calls super is treated as handling it: the message stops there.
  func handleAndForwardStops(of message: TouchMessage, by responder: ResponderRef) -> Handling {
    let handling = literalHandling(of: message, by: responder)
    return handling == .handleAndForward ? .handle : handling
  }

  /// DEL-008: a touch that hits no view goes to the key window (else the front window) instead of nowhere.
  func missedTouchToWindow(_ sample: TouchSample) {
    literalBeginTouch(sample)
    guard state.touches[sample.touch].view == nil, let window = state.scene.keyWindow ?? state.scene.windows.last else { return }
    state.touches[sample.touch].view = window
    state.touches[sample.touch].window = window
    state.touches[sample.touch].isDelivered = true
    state.receivedTouchThisSequence[window] = true
    state.touches[sample.touch].recognizers = recognizers(seeingTouchOn: window)
  }

  /// DEL-010: the sequence ends whenever a finger lifts, so a view without multiple touch takes a new finger while
  /// another is still down.
  ///
  /// The lift is seen where the frame's touches are grouped for the views, after the frame's new touches.
  func sequenceEndsOnAnyLift(_ samples: [TouchSample], phase: TouchPhase) -> [(view: Int, touches: [Int])] {
    if phase == .ended, state.currentSamples.contains(where: { $0.phase == .ended }) {
      for v in state.receivedTouchThisSequence.indices { state.receivedTouchThisSequence[v] = false }
    }
    return literalMessageGroups(samples, phase: phase)
  }

  /// DEL-011: the phase is read from the location, as a port fed only positions does, so a move in place is dropped.
  func moveInPlaceDropped(_ sample: TouchSample) -> TouchPhase { .stationary }

  /// DEL-012: no finger limit: every finger is tracked however many are down.
  func touchLimitIgnored(_ fingersDown: Int) -> Bool { false }
}
