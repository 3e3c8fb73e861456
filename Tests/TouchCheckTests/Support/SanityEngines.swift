import TouchModel
import UIKitOracle

/// An engine that keeps its recognizers in a `Set` of objects, as one real engine did: the order in which it reports
/// their state changes within a frame follows the objects' addresses, which change from run to run.
struct SetOrderedRecognizersEngine: TouchEngine {
  var name = "set-ordered-recognizers"
  var summary = "reports recognizer events of a frame in Set order"
  var capabilities = Capabilities.all

  final class Box: Hashable {
    let event: TraceEvent
    init(_ event: TraceEvent) { self.event = event }
    static func == (a: Box, b: Box) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    var trace: Trace = []
    var pending: [Box] = []
    func flush() {
      trace += Set(pending).map(\.event)
      pending = []
    }
    for event in ReferenceOracle().run(touchCase, recording: categories).trace {
      if event.category == .recognizers {
        if let last = pending.last?.event, last.frame != event.frame { flush() }
        pending.append(Box(event))
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
