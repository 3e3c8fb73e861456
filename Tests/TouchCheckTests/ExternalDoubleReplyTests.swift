import Foundation
import Testing
import TouchCheck
import TouchEngines
import TouchModel
import UIKitOracle

@Suite("A second reply is the fault of the case that caused it (issue 22, item 12)")
struct ExternalDoubleReplyTests {
  /// The Python example's hit testing, answering twice (the second time 50 ms later) on a case with a hidden view.
  static let doubleOnHidden = """
    import json, os, sys, time
    sys.path.insert(0, os.path.join(sys.argv[1], "Examples", "python"))
    import engine
    for line in sys.stdin:
        request = json.loads(line)
        if "touchcheck" in request:
            print(json.dumps({"protocol": 1, "name": "double", "capabilities": ["hitTesting", "severalWindows"]}), flush=True)
            continue
        reply = json.dumps({"id": request["id"], "trace": engine.run(request["case"])})
        print(reply, flush=True)
        if any(v.get("hidden") for v in request["case"]["scene"]["views"]):
            time.sleep(0.05)
            print(reply, flush=True)
    """

  @Test("Every divergence is extra-output on a case that answers twice; no innocent case is blamed with wrong-id")
  func blameTheCause() throws {
    let script = try ExternalScripts.write("double.py", Self.doubleOnHidden)
    let engine = try ExternalEngine(command: "python3 '\(script)' '\(ExternalScripts.packageRoot)'")
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: .init(seed: 4, cases: 120)).run()
    #expect(report.divergences.map(\.signature) == ["protocol:extra-output"], "\(report.divergences.map(\.signature))")
    for d in report.divergences {
      let c = try #require(d.counterexample)
      let hidden = c.touchCase.scene.views.contains { $0.isHidden }
      #expect(hidden, "\(d.signature) was blamed on a case without a hidden view")
    }
  }
}
