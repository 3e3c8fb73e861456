import Foundation
import TouchCheck
import TouchModel

/// An engine that asks its campaign to stop after a number of runs: a Ctrl-C in the middle of a batch, in a test.
struct StoppingEngine: TouchEngine {
  let base: any TouchEngine
  let stop: StopRequest
  let after: Int
  let counter = RunCounter()

  var name: String { base.name }
  var summary: String { base.summary }
  var capabilities: Capabilities { base.capabilities }


  func run(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun {
    if counter.next() == after { stop.request("stopped by the test") }
    return try base.run(touchCase, recording: categories)
  }
}
