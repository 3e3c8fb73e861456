import TouchModel

extension OracleRules {
  /// GES-009: a swipe travels the minimum distance in a permitted direction within the duration and deviation.
  func evaluateSwipe(_ g: Int, _ message: TouchMessage, directions: SwipeDirections, fingers: Int) {
    state.fire(.ges009)
    let profile = state.profile
    let r = state.recognizers[g]
    guard r.state == .possible else { return }
    switch message {
    case .began:
      if r.touches.count == r.activeTouches.count, r.deadline == nil { state.recognizers[g].deadline = state.time + profile.swipeMaximumDuration }
      if r.activeTouches.count > fingers { fail(g, by: .ges009) }
    case .moved:
      guard r.activeTouches.count == fingers else { return }
      let (along, across, direction) = dominantMotion(displacement(g))
      guard along >= profile.swipeMinimumDistance else { return }
      if across <= profile.swipeMaximumDeviation * along && directions.contains(direction) {
        state.recognizers[g].deadline = nil
        attemptToRecognize(g, to: .ended, by: .ges009)
      } else {
        fail(g, by: .ges009)
      }
    case .ended:
      fail(g, by: .ges009)
    case .cancelled:
      break
    }
  }

  /// GES-010: a pan begins once its fingers moved the pan distance, changes with moves, ends when its last finger lifts.
  func evaluatePan(_ g: Int, _ message: TouchMessage, minimum: Int, maximum: Int) {
    state.fire(.ges010)
    let r = state.recognizers[g]
    switch (message, r.state) {
    case (.began, .possible), (.moved, .possible):
      let n = r.activeTouches.count
      if n >= minimum, n <= maximum, panMovedPanDistance(g) { attemptToRecognize(g, to: .began, by: .ges010) }
    case (.moved, .began), (.moved, .changed):
      changeGesture(g, by: .ges010)
    case (.ended, .possible):
      if r.activeTouches.isEmpty { fail(g, by: .ges010) }
    case (.ended, .began), (.ended, .changed):
      if r.activeTouches.isEmpty { finishGesture(g, by: .ges010) }
    default:
      break
    }
  }

  /// GES-010: whether a pan's fingers that are down have moved, on average, the pan distance from where they touched down.
  package func literalPanMovedPanDistance(_ g: Int) -> Bool {
    let d = displacement(g)
    return length(d.x, d.y) >= state.profile.panMinimumDistance
  }

  /// GES-011, GES-012: two-finger gestures begin once the pair's distance or angle changed enough and end when the last
  /// finger lifts; with one finger down a pinch still changes on its moves, a rotation waits for two fingers.
  func evaluatePair(_ g: Int, _ message: TouchMessage) {
    let isPinch = state.scene.recognizers[g].kind == .pinch
    let rule: RuleID = isPinch ? .ges011 : .ges012
    state.fire(rule)
    let r = state.recognizers[g]
    let pair = r.activeTouches.count == 2 ? (state.touches[r.activeTouches[0]].location, state.touches[r.activeTouches[1]].location) : nil
    switch (message, r.state) {
    case (.began, .possible):
      state.recognizers[g].pairStart = pair
    case (.moved, .possible):
      guard let (a, b) = pair, let (a0, b0) = r.pairStart else { return }
      if isPinch ? pinchChanged(a0, b0, a, b) : rotationChanged(a0, b0, a, b) { attemptToRecognize(g, to: .began, by: rule) }
    case (.moved, .began), (.moved, .changed):
      if isPinch || r.activeTouches.count >= 2 { changeGesture(g, by: rule) }
    case (.ended, .possible):
      state.recognizers[g].pairStart = nil
      if r.activeTouches.isEmpty { fail(g, by: rule) }
    case (.ended, .began), (.ended, .changed):
      if r.activeTouches.isEmpty { finishGesture(g, by: rule) }
    default:
      break
    }
  }

  /// Whether the distance between two fingers changed by the minimum scale change.
  func pinchChanged(_ a0: Point, _ b0: Point, _ a: Point, _ b: Point) -> Bool {
    let d0 = distance(a0, b0)
    guard d0 > 0 else { return false }
    return abs(distance(a, b) / d0 - 1) >= state.profile.pinchMinimumScaleChange
  }

  /// Whether the line between two fingers turned by the minimum angle, without libm and at every angle the profile
  /// accepts: 0 is any movement (B.14); a minimum past π is never reached; below π/2 the turn's tangent |cross|/dot is
  /// compared (a turn of 90° or more reaches it, no turn never does), squared as long as no square underflows or
  /// overflows; from π/2 to π, its cosine dot/(|v0||v|), which falls as the turn grows.
  package func rotationChanged(_ a0: Point, _ b0: Point, _ a: Point, _ b: Point) -> Bool {
    let minimum = state.profile.rotationMinimumAngle
    let v0 = Point(x: b0.x - a0.x, y: b0.y - a0.y)
    let v = Point(x: b.x - a.x, y: b.y - a.y)
    let dot = v0.x * v.x + v0.y * v.y
    let cross = v0.x * v.y - v0.y * v.x
    if minimum > Double.pi { return false }
    if minimum >= Double.pi / 2 {
      let lengths = length(v0.x, v0.y) * length(v.x, v.y)
      return lengths > 0 && dot <= cosine(minimum) * lengths
    }
    if dot <= 0 { return cross != 0 || dot < 0 }
    if minimum == 0 { return true }
    if cross == 0 { return false }
    let t = tangent(minimum)
    let turn = cross * cross
    let least = t * t * dot * dot
    if turn.isFinite && least.isFinite && least >= Double.leastNormalMagnitude { return turn >= least }
    return abs(cross) / dot >= t
  }

  /// The motion along its main axis, across it, and the direction.
  func dominantMotion(_ d: Point) -> (along: Double, across: Double, direction: SwipeDirections) {
    if abs(d.x) >= abs(d.y) { return (abs(d.x), abs(d.y), d.x >= 0 ? .right : .left) }
    return (abs(d.y), abs(d.x), d.y >= 0 ? .down : .up)
  }
}
