import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle

/// An engine that claims hit testing alone but records every category it is not asked for.
struct TalkativeEngine: TouchEngine {
  let base: ReferenceOracle
  var name: String { "talkative" }
  var summary: String { "records more than it claims" }
  var capabilities: Capabilities { base.capabilities }
  func run(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun {
    base.run(touchCase, recording: .all)
  }
}

@Suite("A campaign compares only what the engine claims, whatever else it records (issue 36, item 10)")
struct ClaimedCategoriesTests {
  static let hitTestOnly: Capabilities = [.hitTesting, .hitAreas, .transforms]

  static func engine(_ rules: @escaping @Sendable (OracleState) -> OracleRules) -> TalkativeEngine {
    TalkativeEngine(base: ReferenceOracle(name: "partial", summary: "hit testing only", capabilities: hitTestOnly, rules: rules))
  }

  @Test("A hit-testing-only engine that also records delivery and visits conforms; with a hit-testing bug it is caught")
  func claimedOnly() throws {
    let conforming = Campaign(oracle: ReferenceOracle(), engine: Self.engine { OracleRules(state: $0) }, configuration: .init(seed: 2, cases: 400)).run()
    #expect(conforming.divergences.isEmpty, "\(conforming.divergences.map(\.signature))")
    let buggy = Campaign(oracle: ReferenceOracle(), engine: Self.engine { hiddenHit($0) }, configuration: .init(seed: 2, cases: 400)).run()
    #expect(!buggy.divergences.isEmpty)
    #expect(buggy.divergences.allSatisfy { $0.rule?.hasPrefix("HIT-") ?? false }, "\(buggy.divergences.map(\.signature))")
  }
}

/// Hidden views are hit.
func hiddenHit(_ state: OracleState) -> OracleRules {
  var steps = Steps()
  steps.isHiddenForHitTest = { _, _ in false }
  return OracleRules(state: state, steps: steps)
}
