import Foundation
import TestSupport
import Testing
import TouchCheck
import ExternalEngines
import TouchModel
import UIKitOracle

@Suite("An engine that exits while its child holds its output is a crash, at once (issue 22, item 11)")
struct ExternalExitTests {
  @Test("Reported as crash with its exit status within a second, not as a hang after the case timeout", .waits)
  func crashNotHang() throws {
    let script = try ExternalScripts.write("leaves-child.py", ExternalScripts.leavesChild)
    let engine = try ExternalEngine(command: "\(Python.command) '\(script)'", options: ExternalEngineOptions(caseTimeout: 8))
    let start = ContinuousClock.now
    let divergence = try #require(Differential.run(oracle: ReferenceOracle(), engine: engine, try ExternalFaultTests.plainCase).divergence)
    #expect(ContinuousClock.now - start < .seconds(4))
    #expect(divergence.signature == "crash", "\(divergence.signature)")
    if case .crash(let message, _) = divergence.kind { #expect(message.contains("exited with status 3"), "\(message)") }
  }
}
