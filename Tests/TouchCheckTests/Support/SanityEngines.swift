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
