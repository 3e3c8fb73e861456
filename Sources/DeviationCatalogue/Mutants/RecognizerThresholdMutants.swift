import TouchModel
import UIKitOracle

// Each recognizer's own analysis (GES-007…012) is internal to the oracle; these mutants change it where the
// recognizer asks to leave possible, the failure-requirement step: `.fail` where the port gives up at a threshold the
// oracle accepts, `.wait` (the recognizer holds) where the port has not yet reached a threshold the oracle has.

extension OracleRules {
  /// GES-007: a tap whose finger moved exactly the movement tolerance fails (`<` for `<=`).
  func tapToleranceExclusive(_ g: Int) -> FailureRequirement {
    let literal = literalFailureRequirement(g)
    guard literal == .proceed, case .tap = state.scene.recognizers[g].kind else { return literal }
    let tolerance = state.profile.tapMovementTolerance
    let moved = state.recognizers[g].touches.contains { state.touches[$0].travel >= tolerance }
    return moved ? .fail : .proceed
  }

  /// GES-008: a long press whose finger moved exactly its allowable movement fails when its timer fires.
  func longPressMovementExclusive(_ g: Int) -> FailureRequirement {
    let literal = literalFailureRequirement(g)
    guard literal == .proceed, case .longPress(_, let movement, _, _) = state.scene.recognizers[g].kind else { return literal }
    let moved = state.recognizers[g].activeTouches.contains { state.touches[$0].travel >= movement }
    return moved ? .fail : .proceed
  }

  /// GES-009: a swipe whose sideways travel is exactly its allowed deviation fails (`<` for `<=`).
  func swipeDeviationExclusive(_ g: Int) -> FailureRequirement {
    let literal = literalFailureRequirement(g)
    guard literal == .proceed, case .swipe = state.scene.recognizers[g].kind else { return literal }
    let d = displacement(g)
    let along = max(abs(d.x), abs(d.y))
    let across = min(abs(d.x), abs(d.y))
    return across >= state.profile.swipeMaximumDeviation * along ? .fail : .proceed
  }

  /// GES-010: a pan begins only once its fingers moved more than the pan distance (`>` for `>=`).
  func panDistanceExclusive(_ g: Int) -> FailureRequirement {
    let literal = literalFailureRequirement(g)
    guard literal == .proceed, case .pan = state.scene.recognizers[g].kind, state.recognizers[g].state == .possible else { return literal }
    let d = displacement(g)
    return (d.x * d.x + d.y * d.y).squareRoot() > state.profile.panMinimumDistance ? .proceed : .wait
  }

  /// GES-011: a pinch measures its scale only in frames where both of its fingers moved; one stationary finger stalls it.
  func pinchNeedsBothFingers(_ g: Int) -> FailureRequirement {
    let literal = literalFailureRequirement(g)
    guard literal == .proceed, state.scene.recognizers[g].kind == .pinch, state.recognizers[g].state == .possible else { return literal }
    let moved = Set(state.currentSamples.filter { $0.phase == .moved }.map(\.touch))
    return state.recognizers[g].activeTouches.allSatisfy(moved.contains) ? .proceed : .wait
  }

  /// GES-012: a rotation compares each frame's angle with the previous frame's, not with where the fingers started.
  func rotationPerFrame(_ g: Int) -> FailureRequirement {
    let literal = literalFailureRequirement(g)
    let active = state.recognizers[g].activeTouches
    guard literal == .proceed, state.scene.recognizers[g].kind == .rotation, state.recognizers[g].state == .possible, active.count == 2 else {
      return literal
    }
    let a = state.touches[active[0]].location
    let b = state.touches[active[1]].location
    let a0 = state.previousLocation(of: active[0]) ?? a
    let b0 = state.previousLocation(of: active[1]) ?? b
    return rotationChanged(a0, b0, a, b) ? .proceed : .wait
  }

  /// GES-007: a next tap that lands exactly the multi-tap slop from the first tap is too far (`<` for `<=`).
  func multiTapSlopExclusive(_ g: Int, _ touches: [Int], taps: Int, fingers: Int) {
    let r = state.recognizers[g]
    if r.tapCount > 0, r.fingersThisTap == 0, let first = r.firstTapLocation,
      distance(state.touches[touches[0]].start, first) == state.profile.multiTapSlop
    {
      return tapFails(g, because: nil)
    }
    literalTapTouchDown(g, touches, taps: taps, fingers: fingers)
  }
}
