import PropertyTesting
import TouchModel

/// What the device adds to a generated stream: moves in place (DEL-011) and the finger limit (DEL-012).
///
/// Drawn after the rest of the case, so earlier choices stay where they were; raw 0 leaves the case unchanged.
enum DeviceInput {
  /// Now and then, a frame's move repeated in place right after it (a moved sample where the finger already is).
  static func drawMoveInPlace(_ stream: inout TouchStream, _ s: inout ChoiceSource) {
    // The frames with a move are counted, then the drawn one found again: no list of them for every case.
    let count = stream.items.reduce(0) { $0 + (move(in: $1) == nil ? 0 : 1) }
    guard count > 0, s.drawBool(trueProbability: 0.15) else { return }
    var remaining = s.drawIndex(count: count)
    for k in stream.items.indices {
      guard let move = move(in: stream.items[k]) else { continue }
      if remaining > 0 {
        remaining -= 1
        continue
      }
      stream.items.insert(StreamItem(time: stream.items[k].time, kind: .touches([move])), at: k + 1)
      return
    }
  }

  /// The first moved sample of a frame of touches, if it has one.
  private static func move(in item: StreamItem) -> TouchSample? {
    guard case .touches(let samples) = item.kind else { return nil }
    return samples.first { $0.phase == .moved }
  }

  /// The finger limit of a case: with `.touchLimit` now and then one below the most fingers the stream has down at once
  /// (so the last of them is one too many); without it, raised to that peak when the stream would pass it.
  static func fitTouchLimit(_ touchCase: inout TouchCase, claimed: Bool, _ s: inout ChoiceSource) {
    let peak = Double(FeatureChecker.peakFingersDown(touchCase.stream))
    if !claimed {
      if peak > touchCase.profile.maximumSimultaneousTouches { touchCase.profile.maximumSimultaneousTouches = peak }
      return
    }
    guard peak >= 2, s.drawBool(trueProbability: 0.25) else { return }
    touchCase.profile.maximumSimultaneousTouches = peak - 1
  }
}
