import TouchModel

extension FeatureChecker {
  /// Recognizer kinds, counts other than the defaults, flags that are on, and conflict mechanisms in use.
  static func recognizerFeatures(_ scene: Scene) -> Capabilities {
    var used: Capabilities = []
    for g in scene.recognizers {
      used.formUnion(kindFeatures(g.kind))
      if g.cancelsTouchesInView { used.insert(.cancelsTouchesInView) }
      if g.delaysTouchesBegan { used.insert(.delaysTouchesBegan) }
      if g.delaysTouchesEnded { used.insert(.delaysTouchesEnded) }
      if !g.isEnabled { used.insert(.disabledRecognizers) }
      if !g.shouldBegin { used.insert(.delegateShouldBegin) }
      if !g.shouldReceive { used.insert(.delegateShouldReceive) }
      if !g.requiresFailureOf.isEmpty { used.insert(.requireToFail) }
      if !g.simultaneousWith.isEmpty { used.insert(.simultaneousRecognition) }
    }
    if scene.views.indices.contains(where: { !scene.views[$0].refusesRecognizers.isEmpty }) { used.insert(.viewShouldBegin) }
    return used
  }

  /// A kind's capability, plus `.tapCount` and `.touchCount` when its counts differ from UIKit's defaults.
  static func kindFeatures(_ kind: RecognizerKind) -> Capabilities {
    var used: Capabilities
    var taps = 1
    var touches = 1
    switch kind {
    case .tap(let t, let n):
      used = .tap
      (taps, touches) = (t, n)
    case .longPress(_, _, let n, let t):
      used = .longPress
      (taps, touches) = (t + 1, n)  // a long press needs no tap before it by default
    case .swipe(_, let n):
      used = .swipe
      touches = n
    case .pan(let minimum, let maximum):
      used = .pan
      if minimum != 1 || maximum != Int.max { touches = 0 }
    case .pinch:
      used = .pinch
    case .rotation:
      used = .rotation
    }
    if taps != 1 { used.insert(.tapCount) }
    if touches != 1 { used.insert(.touchCount) }
    return used
  }
}
