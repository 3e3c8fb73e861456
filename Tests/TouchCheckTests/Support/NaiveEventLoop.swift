import TouchModel

/// A finger as the naive engine tracks it: the view it landed on (fixed for its life) and where it is now.
final class NaiveTouch {
  /// The finger's index in the stream's touch names, which is how trace events name it.
  let index: Int
  /// The hit-test view; nil when the touch landed on no view.
  let view: NaiveView?
  var location: Point

  init(index: Int, view: NaiveView?, location: Point) {
    self.index = index
    self.view = view
    self.location = location
  }
}

/// Turns stream items into hit tests and touch messages.
final class NaiveEventLoop {
  let app: NaiveApp
  let profile: Profile
  let mistakes: NaiveEngine.Mistakes
  let recorder: NaiveTraceRecorder
  /// The fingers down, by index.
  private var touches: [Int: NaiveTouch] = [:]

  init(app: NaiveApp, profile: Profile, mistakes: NaiveEngine.Mistakes, recorder: NaiveTraceRecorder) {
    self.app = app
    self.profile = profile
    self.mistakes = mistakes
    self.recorder = recorder
  }

  /// One stream item. Idle time changes nothing here (no timers); system cancellation and non-touch events are not
  /// implemented, and the engine does not claim them, so generated cases never hold them.
  func handle(_ item: StreamItem) {
    if case .touches(let samples) = item.kind { handleFrame(samples) }
  }

  /// A touch frame: hit-test the new fingers, then for began, moved and ended in turn, one message per view with its
  /// touches (views in the order they first appear in the frame); stationary fingers get nothing, and with the profile's
  /// zeroMovementMoveIsStationary neither does a move that keeps its finger's location.
  func handleFrame(_ reported: [TouchSample]) {
    let samples = reported.map { sample in
      guard profile.zeroMovementMoveIsStationary, sample.phase == .moved, touches[sample.touch]?.location == sample.location else { return sample }
      return TouchSample(touch: sample.touch, phase: .stationary, location: sample.location)
    }
    for sample in samples {
      if sample.phase == .began {
        let hit = app.hitTest(sample.location, profile: profile, mistakes: mistakes)
        recorder.record(.hitTest(touch: sample.touch, view: hit?.index))
        touches[sample.touch] = NaiveTouch(index: sample.touch, view: hit, location: sample.location)
      } else {
        touches[sample.touch]?.location = sample.location
      }
    }
    for (phase, message) in [(TouchPhase.began, TouchMessage.began), (.moved, .moved), (.ended, .ended)] {
      var groups: [(view: NaiveView, touches: [Int])] = []
      for sample in samples where sample.phase == phase {
        guard let touch = touches[sample.touch], let view = receiver(of: touch, phase: phase) else { continue }
        if let k = groups.firstIndex(where: { $0.view === view }) { groups[k].touches.append(touch.index) } else { groups.append((view, [touch.index])) }
      }
      for group in groups { group.view.receive(message, group.touches.sorted(), recorder: recorder) }
    }
    for sample in samples where sample.phase == .ended { touches[sample.touch] = nil }
  }

  /// The view a touch's message goes to: the view it began on; a touch that landed on no view goes nowhere.
  func receiver(of touch: NaiveTouch, phase: TouchPhase) -> NaiveView? {
    guard let view = touch.view else { return nil }
    if mistakes.contains(.touchFollowsFinger), phase != .began {
      // The mistake: ask again where the finger is now, as if the touch belonged to the view under it.
      return app.hitTest(touch.location, profile: profile, mistakes: mistakes) ?? view
    }
    return view
  }
}
