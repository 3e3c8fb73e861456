import TouchModel
import UIKitOracle

// Ported mistakes in tap recognizers (GES-007 and its interplay, GRC-003, GRC-004); the catalogue entries name the
// projects. Each replaces one of the tap's own steps, so they compose with each other and with the pan's.

extension OracleRules {
  /// GES-003: a tap goes began (a continuous gesture's state, with an action) as soon as the fingers of its last tap are
  /// down, and ended at the lift; a tap under way that breaks a limit is cancelled (a final action), since it cannot fail.
  func tapBeginsAtTouchDownTapTouchDown(_ g: Int, _ touches: [Int], taps: Int, fingers: Int) {
    literalTapTouchDown(g, touches, taps: taps, fingers: fingers)
    let r = state.recognizers[g]
    guard r.state == .possible, r.held == nil, r.tapCount == taps - 1, r.activeTouches.count == fingers else { return }
    let duration = r.deadline
    attemptToRecognize(g, to: .began, by: .ges007)
    // Begun, the tap still keeps its maximum duration.
    if state.recognizers[g].state == .began { state.recognizers[g].deadline = duration }
  }

  func tapBeginsAtTouchDownTapFails(_ g: Int, because cause: RuleID?) {
    switch state.recognizers[g].state {
    case .began, .changed:
      state.recognizers[g].deadline = nil
      setState(g, .cancelled, by: .ges007, because: cause)
      sendGestureAction(g, order: nil)
    default:
      literalTapFails(g, because: cause)
    }
  }

  /// GES-007: a tap has no movement tolerance: moves never fail it, and at the lift it only needs the finger inside the
  /// recognizer's view (`point(inside:)`).
  func tapWithoutMovementLimit(_ g: Int, _ message: TouchMessage, _ touches: [Int]) -> Bool {
    guard message == .ended else { return false }
    let view = state.scene.recognizers[g].view
    return touches.contains { !pointInside(view, locationInBounds(of: view, state.touches[$0].location)) }
  }

  /// GES-007: a tap has no maximum duration: the timer that runs while its fingers are down does nothing (the multi-tap
  /// interval between taps still fails it).
  func tapWithoutMaximumDuration(_ g: Int) {
    guard state.recognizers[g].activeTouches.isEmpty else { return }
    literalTapTimedOut(g)
  }

  /// GES-007: any touchesMoved fails a tap, however small the move (no tolerance); the lift is never checked.
  func tapFailsOnAnyMove(_ g: Int, _ message: TouchMessage, _ touches: [Int]) -> Bool { message == .moved }

  /// GRC-003: a single tap waits for every multi-tap recognizer that sees its touches, as if it required them to fail:
  /// it recognizes only once they have failed, and fails when one of them recognizes.
  func implicitSingleTapDelay(_ g: Int) -> FailureRequirement {
    let literal = literalFailureRequirement(g)
    guard literal != .fail, case .tap(1, _) = state.scene.recognizers[g].kind else { return literal }
    var result = literal
    for other in state.recognizers.indices where other != g && state.recognizers[other].participating {
      guard case .tap(let taps, _) = state.scene.recognizers[other].kind, taps > 1 else { continue }
      guard state.recognizers[g].touches.contains(where: state.recognizers[other].touches.contains) else { continue }
      switch state.recognizers[other].state {
      case .possible: result = .wait
      case .failed: continue
      default: return .fail
      }
    }
    return result
  }
}

/// GES-007: a tap recognizer has no number of taps required: it recognizes on the first tap.
enum TapCountIgnored {
  /// The case as the engine reads it: every tap recognizer needs one tap.
  static func misread(_ c: TouchCase) -> TouchCase {
    c.changingRecognizers { g in if case .tap(_, let fingers) = g.kind { g.kind = .tap(taps: 1, touches: fingers) } }
  }
}

/// GRC-004: a tap recognizer never asks its delegate's gestureRecognizerShouldBegin (other kinds do).
enum TapSkipsDelegateShouldBegin {
  /// The case as the engine reads it: every tap's delegate lets it begin.
  static func misread(_ c: TouchCase) -> TouchCase {
    c.changingRecognizers { g in if case .tap = g.kind { g.shouldBegin = true } }
  }
}
