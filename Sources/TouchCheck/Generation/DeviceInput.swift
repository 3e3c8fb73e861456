import PropertyTesting
import TouchModel

/// What the device adds to a generated stream: moves in place (DEL-011) and the finger limit (DEL-012).
///
/// Drawn after the rest of the case, so earlier choices stay where they were; raw 0 leaves the case unchanged.
enum DeviceInput {
  /// Now and then, a frame's move repeated in place right after it (a moved sample where the finger already is).
  static func drawMoveInPlace(_ stream: inout TouchStream, _ s: inout ChoiceSource) {
    let frames = stream.items.indices.filter { k in
      if case .touches(let samples) = stream.items[k].kind { return samples.contains { $0.phase == .moved } }
      return false
    }
    guard !frames.isEmpty, s.drawBool(trueProbability: 0.15) else { return }
    let k = frames[s.drawIndex(count: frames.count)]
    guard case .touches(let samples) = stream.items[k].kind, let move = samples.first(where: { $0.phase == .moved }) else { return }
    stream.items.insert(StreamItem(time: stream.items[k].time, kind: .touches([move])), at: k + 1)
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
