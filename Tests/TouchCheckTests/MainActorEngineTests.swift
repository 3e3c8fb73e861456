import Foundation
import Testing
import TouchCheck
import TouchModel
import UIKitOracle

/// State that only the main actor may touch, like a UIKit-style object graph.
@MainActor final class MainActorWorld {
  static let shared = MainActorWorld()
  var running = false
  var runs = 0
}

/// An engine whose state lives on the main actor; it traps if two cases ever run at once.
struct MainThreadOracleEngine: MainActorTouchEngine {
  var name = "main-thread-oracle"
  var summary = "the oracle, run only on the main actor"
  var capabilities = Capabilities.all

  @MainActor func runOnMainActor(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun {
    let world = MainActorWorld.shared
    precondition(!world.running, "two cases ran at once")
    world.running = true
    defer { world.running = false }
    world.runs += 1
    return ReferenceOracle().run(touchCase, recording: categories)
  }
}

@Suite("Main-thread engines")
struct MainActorEngineTests {
  @Test("A main-actor engine is run on the main actor, one case at a time, whatever --jobs says")
  func mainThread() async {
    let engine = MainThreadOracleEngine()
    #expect(engine.runsOnMainActor)
    let report = await Task.detached {
      Campaign(oracle: ReferenceOracle(), engine: engine, configuration: .init(seed: 2, cases: 200, jobs: 4)).run()
    }.value
    #expect(report.passed && report.casesRun == 200)
    #expect(await MainActorWorld.shared.runs >= 400)
  }
}
