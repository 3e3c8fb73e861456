import Foundation
import TestSupport
import Testing
import TouchCheck
import ExternalEngines
import TouchModel
import UIKitOracle

@Suite("External engines: a debug print on standard output (issue 18, item 5)")
struct ExternalStrayOutputTests {
  @Test("A printing engine is one divergence quoting the line, told to log to standard error, and never restarted for it")
  func oneDivergenceNoRestart() throws {
    let script = try ExternalScripts.write("chatty.py", ExternalScripts.chatty)
    let engine = try ExternalEngine(command: "\(Python.command) '\(script)' '\(ExternalScripts.packageRoot)'")
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: .init(seed: 2, cases: 300)).run()
    #expect(report.casesRun == 300)
    #expect(report.divergences.map(\.signature) == ["protocol:stray-output"], "\(report.divergences.map(\.signature))")
    let c = try #require(report.counterexample)
    guard case .protocol(_, let message, _) = c.divergence?.kind else {
      Issue.record("kind \(String(describing: c.divergence?.kind))")
      return
    }
    #expect(message.contains("\"debug: running case") && message.contains("write logs to standard error"), "\(message)")
    #expect(engine.processesStarted == 1 && engine.faultCount == 0, "started \(engine.processesStarted), faults \(engine.faultCount)")
  }
}
