import Foundation
import TestSupport
import Testing
import TouchCheck
import ExternalEngines
import TouchModel
import UIKitOracle

@Suite("The Python engine kit (Python/touchcheck, issue 37)")
struct PythonKitTests {
  /// An engine on the kit: the Python example's hit testing, a declared profile and deviation, a window of 4, and an
  /// exception on any case with a hidden view.
  static let onKit = """
    import os, sys
    sys.path.insert(0, os.path.join(sys.argv[1], "Python"))
    sys.path.insert(0, os.path.join(sys.argv[1], "Examples", "python"))
    import touchcheck, engine

    def run(case):
        scene = case.file["scene"] if case.file else None
        if scene is not None and any(v.get("hidden") for v in scene["views"]):
            raise ValueError("hidden views are not handled")
        if case.is_compact and any(v[1] & 1 for v in case.compact[0]):
            raise ValueError("hidden views are not handled")
        return engine.events(case.compact) if case.is_compact else engine.run(case.file)

    touchcheck.serve(run, name="kit-engine", capabilities=["hitTesting", "severalWindows"], summary="on the kit",
                     profile={"alphaThreshold": 0.02}, deviations=["max-edge-inclusive"], window=4,
                     compact=sys.argv[2] == "compact")
    """

  static func engine(_ encoding: String) throws -> ExternalEngine {
    let script = try ExternalScripts.write("kit.py", onKit)
    return try ExternalEngine(command: "\(Python.command) '\(script)' '\(ExternalScripts.packageRoot)' \(encoding)")
  }

  @Test("The handshake carries the name, capabilities, summary, profile, deviations and window given to serve", arguments: ["compact", "file"])
  func handshake(_ encoding: String) throws {
    let engine = try Self.engine(encoding)
    #expect(engine.name == "kit-engine")
    #expect(engine.capabilities == [.hitTesting, .severalWindows])
    #expect(engine.summary == "kit-engine: on the kit")
    #expect(engine.profile.alphaThreshold == 0.02)
    #expect(engine.hello.deviations == ["max-edge-inclusive"])
    #expect(engine.hello.window == 4)
    #expect((engine.hello.encoding == .compact) == (encoding == "compact"))
  }

  @Test("Cases come as plain objects in either encoding; an exception is an error reply and the engine serves on", .waits, arguments: ["compact", "file"])
  func campaign(_ encoding: String) throws {
    let engine = try Self.engine(encoding)
    let documented = try ExternalFaultTests.plainCase
    var hidden = documented
    hidden.scene.views[hidden.scene.views.count - 1].isHidden = true
    let thrown = try #require(Differential.run(oracle: ReferenceOracle(), engine: engine, hidden).divergence)
    guard case .threw(let message) = thrown.kind else { Issue.record("kind \(thrown.kind)"); return }
    #expect(message == "the engine replied with an error: ValueError: hidden views are not handled")
    #expect(Differential.run(oracle: ReferenceOracle(), engine: engine, documented).divergence == nil)
    #expect(engine.processesStarted == 1 && engine.faultCount == 0)
  }
}
