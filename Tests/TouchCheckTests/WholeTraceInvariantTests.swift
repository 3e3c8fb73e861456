import TestSupport
import Testing
import TouchCheck
import TouchModel
import UIKitOracle

@Suite("Invariants on the engine's whole trace (issue 17, item 4)")
struct WholeTraceInvariantTests {
  static func signatures(_ engine: any TouchEngine) -> [String] {
    var configuration = Campaign.Configuration(seed: 1, cases: 1_500)
    configuration.shrinkLimits = .unread
    return Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run().divergences.map(\.signature)
  }

  @Test("Moves and ends delivered for a finger that hit nothing are an invariant:missed-touch-delivered finding", .heavy)
  func missedTouchDelivered() {
    let found = Self.signatures(MissedTouchDeliveredEngine())
    #expect(found.contains("invariant:missed-touch-delivered") || found.contains { $0.hasSuffix(" invariant:missed-touch-delivered") }, "\(found)")
  }

  @Test("A failed recognizer going began is an invariant:legal-transition finding, wherever the traces first part", .heavy)
  func illegalTransition() {
    let found = Self.signatures(FailedThenBeganEngine())
    #expect(found.contains { $0.hasSuffix("invariant:legal-transition") }, "\(found)")
    #expect(found.allSatisfy { $0.contains("invariant:") }, "every case this engine breaks breaks an invariant first: \(found)")
  }

  @Test("The checker sees a touch that missed every view")
  func missedTouchInvariant() throws {
    let touchCase = try CaseFile.decode(text: """
      {"format": 1, "scene": {"windows": ["w"], "views": [{"id": "w", "kind": "window", "frame": [0, 0, 100, 100]}]},
       "stream": [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [150, 5]}]},
                  {"time": 0.1, "touches": [{"id": "t1", "phase": "ended", "at": [150, 5]}]}]}
      """).touchCase
    let trace: Trace = [TraceEvent(frame: 0, .hitTest(touch: 0, view: nil)), TraceEvent(frame: 1, .touches(.ended, .view(0), [0]))]
    #expect(Invariants.violations(trace, in: touchCase).map(\.name) == ["missed-touch-delivered"])
    #expect(Invariants.violations(ReferenceOracle().run(touchCase, recording: .all).trace, in: touchCase).isEmpty)
  }
}
