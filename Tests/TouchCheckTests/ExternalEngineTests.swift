import Foundation
import TestSupport
import Testing
import TouchCheck
import TouchCheckTesting
import ExternalEngines
import TouchModel
import UIKitOracle

@Suite("External engines in the Swift Testing API and in campaigns (issue 10, item 2)")
struct ExternalEngineTests {
  @Test("expectConformance(of: ExternalEngine(command:)) checks the Python example, which conforms", .waits)
  func pythonExampleConforms() throws {
    let engine = try ExternalEngine(command: ExternalScripts.pythonExample)
    #expect(engine.name == "python-example", "known by its handshake name")
    #expect(engine.commandLineName == "exec:'\(ExternalScripts.pythonExample.replacingOccurrences(of: "'", with: "'\\''"))'")
    #expect(engine.capabilities == [.hitTesting, .severalWindows])
    #expect(engine.summary == "python-example: hit testing in Python")
    let report = expectConformance(of: engine, cases: 400, seed: 5)
    #expect(report.passed && report.casesRun == 400)
  }

  @Test("The Python example's deviation is found, shrunk to one view of alpha 0.01, and independent of the number of workers", .waits)
  func pythonDeviationFound() throws {
    let engine = try ExternalEngine(command: ExternalScripts.pythonExample + " --deviate")
    func run(jobs: Int) -> CampaignReport {
      Campaign(oracle: ReferenceOracle(), engine: engine, configuration: Campaign.Configuration(seed: 2, cases: 300, jobs: jobs)).run()
    }
    let one = run(jobs: 1)
    let three = run(jobs: 3)
    #expect(one.divergences.map(\.signature) == three.divergences.map(\.signature))
    #expect(one.divergences.map(\.hits) == three.divergences.map(\.hits))
    let c = try #require(one.counterexample)
    #expect(c.dimensions.views == 1)
    #expect(c.touchCase.scene.views.contains { $0.alpha == 0.01 })
    #expect(engine.processesStarted <= 3 && engine.faultCount == 0)
  }

  @Test("A shell-quoted name runs as printed: quotes in the command survive")
  func shellQuoting() {
    #expect(ShellQuote.word("python3") == "python3")
    #expect(ShellQuote.word("python3 engine.py") == "'python3 engine.py'")
    #expect(ShellQuote.word("echo 'hi'") == "'echo '\\''hi'\\'''")
  }
}
