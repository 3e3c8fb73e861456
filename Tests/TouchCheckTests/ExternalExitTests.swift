import Foundation
import Testing
import TouchCheck
import TouchEngines
import TouchModel
import UIKitOracle

@Suite("An engine that exits while its child holds its output is a crash, at once (issue 22, item 11)")
struct ExternalExitTests {
  static let leavesChild = """
    import json, os, subprocess, sys
    for line in sys.stdin:
        request = json.loads(line)
        if "touchcheck" in request:
            print(json.dumps({"protocol": 1, "name": "leaves-child", "capabilities": ["hitTesting"]}), flush=True)
            continue
        subprocess.Popen(["sleep", "600"])
        sys.stderr.write("exiting, my child keeps stdout\\n")
        sys.stderr.flush()
        os._exit(3)
    """

  @Test("Reported as crash with its exit status within a second, not as a hang after the case timeout")
  func crashNotHang() throws {
    let script = try ExternalScripts.write("leaves-child.py", Self.leavesChild)
    let engine = try ExternalEngine(command: "python3 '\(script)'", options: ExternalEngineOptions(caseTimeout: 8))
    let start = ContinuousClock.now
    let divergence = try #require(Differential.run(oracle: ReferenceOracle(), engine: engine, try ExternalFaultTests.plainCase).divergence)
    #expect(ContinuousClock.now - start < .seconds(4))
    #expect(divergence.signature == "crash", "\(divergence.signature)")
    if case .crash(let message, _) = divergence.kind { #expect(message.contains("exited with status 3"), "\(message)") }
  }
}
