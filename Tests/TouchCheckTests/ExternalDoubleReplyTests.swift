import Foundation
import TestSupport
import Testing
import TouchCheck
import TouchEngines
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
}
