import Foundation
import PropertyTesting
import TestSupport
import Testing
import TouchCheck
import ExternalEngines
import TouchModel
import UIKitOracle
import CaseGeneration

/// An engine that declares a window gets requests ahead of its replies; what a campaign finds must not change.
@Suite("External engines with a window (issue 19)")
struct ExternalWindowTests {
  /// A test script with `"window": 8` added to its handshake.
  static func windowed(_ script: String) -> String {
    script.replacingOccurrences(of: #""capabilities": ["hitTesting", "severalWindows"]}"#, with: #""capabilities": ["hitTesting", "severalWindows"], "window": 8}"#)
  }

  /// The divergences of a campaign as signature, hits and first case, and the cases run.
  static func findings(_ report: CampaignReport) -> [String] {
    report.divergences.map { "\($0.signature) ×\($0.hits) first \($0.firstCase)" } + ["ran \(report.casesRun)"]
  }

  @Test("Crashes, hangs and garbage in a window are blamed on their own cases: the report equals the one without a window", .waits)
  func faultsInAWindow() throws {
    // Without a window: the campaign ExternalFaultTests reads too, run once for both.
    let (plain, plainCampaign, plainReport) = try ExternalFaultTests.faultyRun.get()
    #expect(plain.window == 1)
    let windowed = try ExternalFaultTests.faultyEngine(Self.windowed(ExternalScripts.faulty), name: "faulty-window.py")
    let report = Campaign(oracle: ReferenceOracle(), engine: windowed, configuration: plainCampaign.configuration).run()
    #expect(windowed.window == 8)
    #expect(Self.findings(plainReport) == Self.findings(report))
    #expect(report.divergences.map(\.signature).sorted() == ["crash", "hang", "protocol:not-json"])
  }

  @Test("A second reply in a window is still the fault of the case that caused it", .waits)
  func doubleReplyInAWindow() throws {
    let script = try ExternalScripts.write("double-window.py", Self.windowed(ExternalScripts.doubleOnHidden))
    let engine = try ExternalEngine(command: "\(Python.command) '\(script)' '\(ExternalScripts.packageRoot)'")
    #expect(engine.window == 8)
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: .init(seed: 4, cases: 120)).run()
    #expect(report.divergences.map(\.signature) == ["protocol:extra-output"], "\(report.divergences.map(\.signature))")
    for d in report.divergences {
      let c = try #require(d.counterexample)
      #expect(c.touchCase.scene.views.contains { $0.isHidden }, "\(d.signature) was blamed on a case without a hidden view")
    }
  }

  @Test("Stopping at the first divergence counts the same cases with a window as without", .waits)
  func stopOnFirst() throws {
    var findings: [[String]] = []
    for window in [false, true] {
      let engine = try ExternalEngine(command: ExternalScripts.pythonExample + " --deviate" + (window ? "" : " --no-window"))
      #expect(engine.window == (window ? 16 : 1))
      var configuration = Campaign.Configuration(seed: 2, cases: 2_000)
      configuration.stopOnFirst = true
      findings.append(Self.findings(Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()))
    }
    #expect(findings[0] == findings[1])
    #expect(findings[0].count == 2, "\(findings[0])")
  }

  @Test("A pipeline returns each case's run in the order asked for, equal to the case run alone", .waits)
  func inOrder() throws {
    let engine = try ExternalEngine(command: ExternalScripts.pythonExample)
    let generator = CaseGenerator(capabilities: engine.capabilities)
    let cases: [TouchCase] = (0..<40).compactMap { i in
      var source = ChoiceSource(seed: UInt64(i), size: 50)
      let c = generator.generate(&source)
      return source.isInvalid ? nil : c
    }
    let pipeline = engine.makePipeline()
    for c in cases { pipeline.send(c, recording: engine.capabilities.categories) }
    for c in cases {
      let run = try pipeline.receive().get()
      #expect(run.trace == (try engine.run(c, recording: engine.capabilities.categories)).trace)
    }
    pipeline.finish()
    #expect(engine.faultCount == 0)
  }
}
