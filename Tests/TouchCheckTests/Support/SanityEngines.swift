import Foundation
import TouchModel
import UIKitOracle

/// An engine whose recognizers' order changes from run to run, as one real engine's did (it kept them in a `Set`,
/// whose order follows hash seeds and storage addresses): every other run reports a frame's recognizer events in
/// reverse order. (Address-hashed sets are not used here: malloc often reuses the same addresses, so their order can
/// repeat within a process and the test would be flaky.)
struct SetOrderedRecognizersEngine: TouchEngine {
  var name = "set-ordered-recognizers"
  var summary = "reports a frame's recognizer events in an order that changes from run to run"
  var capabilities = Capabilities.all
  let runs = RunCounter()


  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    let reversed = runs.next() % 2 == 0
    var trace: Trace = []
    var pending: [TraceEvent] = []
    func flush() {
      trace += reversed ? pending.reversed() : pending
      pending = []
    }
    for event in ReferenceOracle().run(touchCase, recording: categories).trace {
      if event.category == .recognizers {
        if let last = pending.last, last.frame != event.frame { flush() }
        pending.append(event)
      } else {
        flush()
        trace.append(event)
      }
    }
    flush()
    return EngineRun(trace: trace)
  }
}

/// An engine that never sends touchesBegan to a view, so its views see moves and ends of touches that never began.
struct NoBeganEngine: TouchEngine {
  var name = "no-began"
  var summary = "drops every touchesBegan"
  var capabilities: Capabilities = .foundation

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    let trace = ReferenceOracle().run(touchCase, recording: categories).trace.filter { event in
      if case .touches(.began, _, _) = event.kind { return false }
      return true
    }
    return EngineRun(trace: trace)
  }
}

/// An engine that delivers a finger's moves and end to the window even when its hit test found no view (as one real
/// engine did: it re-hit-tested and fell back to the window).
struct MissedTouchDeliveredEngine: TouchEngine {
  var name = "missed-touch-delivered"
  var summary = "delivers moves and ends of a finger that hit nothing to the first window"
  var capabilities: Capabilities = [.hitTesting, .delivery, .severalWindows]

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    let oracle = ReferenceOracle().run(touchCase, recording: categories).trace
    let missed = Set(oracle.compactMap { event -> Int? in if case .hitTest(let t, nil) = event.kind { t } else { nil } })
    guard !missed.isEmpty, let window = touchCase.scene.windows.first else { return EngineRun(trace: oracle) }
    var trace = oracle.filter { $0.frame < 0 }
    for (frame, item) in touchCase.stream.items.enumerated() {
      trace += oracle.filter { $0.frame == frame }
      guard case .touches(let samples) = item.kind else { continue }
      for sample in samples where missed.contains(sample.touch) && (sample.phase == .moved || sample.phase == .ended) {
        trace.append(TraceEvent(frame: frame, .touches(sample.phase == .moved ? .moved : .ended, .view(window), [sample.touch])))
      }
    }
    return EngineRun(trace: trace)
  }
}

/// An engine whose failed or cancelled recognizers begin again at once (illegal failed → began, cancelled → began).
struct FailedThenBeganEngine: TouchEngine {
  var name = "failed-then-began"
  var summary = "a recognizer that fails or is cancelled goes began right after"
  var capabilities: Capabilities = Capabilities([.hitTesting, .delivery, .application, .severalFingers]).union(.recognizerKinds)

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    var trace: Trace = []
    for event in ReferenceOracle().run(touchCase, recording: categories).trace {
      trace.append(event)
      // Failed or cancelled, it goes began at once: both are illegal transitions.
      if case .recognizerState(let g, let state) = event.kind, state == .failed || state == .cancelled {
        trace.append(TraceEvent(frame: event.frame, .recognizerState(recognizer: g, .began)))
      }
    }
    return EngineRun(trace: trace)
  }
}

/// An engine that drops the last event of its trace on its first two runs only (a start-up glitch): the first case
/// diverges on both of its runs, and never again.
struct GlitchAtStartEngine: TouchEngine {
  var name = "glitch-at-start"
  var summary = "drops the last event on its first two runs"
  var capabilities: Capabilities = [.hitTesting]
  let runs = RunCounter()

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    var trace = ReferenceOracle().run(touchCase, recording: categories).trace
    if runs.next() <= 2, !trace.isEmpty { trace.removeLast() }
    return EngineRun(trace: trace)
  }
}
