import Foundation
import TestSupport
import Testing
import TouchCheck
import ExternalEngines
import TouchModel
import UIKitOracle

@Suite("A second reply is the fault of the case that caused it (issue 22, item 12)")
struct ExternalDoubleReplyTests {
  @Test("Every divergence is extra-output on a case that answers twice; no innocent case is blamed with wrong-id", .waits)
  func blameTheCause() throws {
    let script = try ExternalScripts.write("double.py", ExternalScripts.doubleOnHidden)
    let engine = try ExternalEngine(command: "\(Python.command) '\(script)' '\(ExternalScripts.packageRoot)'")
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: .init(seed: 4, cases: 120)).run()
    #expect(report.divergences.map(\.signature) == ["protocol:extra-output"], "\(report.divergences.map(\.signature))")
    for d in report.divergences {
      let c = try #require(d.counterexample)
      let hidden = c.touchCase.scene.views.contains { $0.isHidden }
      #expect(hidden, "\(d.signature) was blamed on a case without a hidden view")
    }
  }

  @Test(
    "A second reply that lands cases later (from a timer) blames no innocent case, one at a time or in a window", .waits,
    arguments: [(4, false), (5, false), (6, false), (4, true), (5, true)])
  func lateFromATimer(seed: UInt64, windowed: Bool) throws {
    let text = windowed ? ExternalWindowTests.windowed(ExternalScripts.lateOnHidden) : ExternalScripts.lateOnHidden
    #expect(text.contains("\"window\": 8") == windowed)
    let script = try ExternalScripts.write(windowed ? "late-window.py" : "late.py", text)
    let engine = try ExternalEngine(command: "\(Python.command) '\(script)' '\(ExternalScripts.packageRoot)'")
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: .init(seed: seed, cases: 150)).run()
    #expect(!report.divergences.contains { $0.signature == "protocol:wrong-id" }, "\(report.divergences.map(\.signature))")
    for d in report.divergences {
      let c = try #require(d.counterexample)
      // A second reply 20 ms late may not come again in the replays that shrink: then the case first found is shown.
      let blamed = c.unstable ? c.original : c.touchCase
      #expect(blamed.scene.views.contains { $0.isHidden }, "\(d.signature) was blamed on a case without a hidden view")
    }
  }
}
