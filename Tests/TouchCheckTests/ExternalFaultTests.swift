import Foundation
import PropertyTesting
import TestSupport
import Testing
import TouchCheck
import ExternalEngines
import TouchModel
import UIKitOracle
import Reporting

@Suite("External engines: faults become findings (issue 10, item 3)")
struct ExternalFaultTests {
  /// The fault the faulty script shows on a case, read from the case as the script reads it.
  static func expectedFault(_ touchCase: TouchCase) -> String? {
    let views = touchCase.scene.views
    if views.contains(where: \.isHidden) { return "crash" }
    if views.contains(where: { $0.alpha == 0 }) { return "hang" }
    if views.contains(where: { $0.userInteraction == false }) { return "protocol:not-json" }
    return nil
  }

  @Test("An engine that crashes, hangs and prints garbage runs to the end of its budget: every fault archived with its kind, the engine restarted each time, nothing lost", .waits)
  func faultyEngineRunsToTheEnd() throws {
    let (engine, campaign, report) = try Self.faultyRun.get()

    // Nothing lost: every case ran, and each fault was counted on exactly the cases that cause it.
    #expect(report.casesRun == 80 && report.end == .budget)
    var expected: [String: Int] = [:]
    for index in 0..<80 {
      var source = ChoiceSource(seed: CaseSchedule.caseSeed(run: 3, index: index), size: CaseSchedule.size(forCase: index, of: 80, maxSize: 100))
      let touchCase = campaign.generator.generate(&source)
      if !source.isInvalid, let fault = Self.expectedFault(touchCase) { expected[fault, default: 0] += 1 }
    }
    let found = report.divergences.map { ($0.signature, $0.hits) }
    #expect(found.map(\.0).sorted() == ["crash", "hang", "protocol:not-json"], "\(found)")
    for (signature, hits) in found { #expect(hits == expected[signature], "\(signature): \(hits) hits, expected \(expected[signature] ?? 0)") }

    // Every fault shrunk, of its own kind, with the engine's stderr, and archived.
    let archive = FoundArchive(folder: FileManager.default.temporaryDirectory.appendingPathComponent("touchcheck-faults-\(UUID().uuidString)").path)
    for record in report.divergences {
      let c = try #require(record.counterexample)
      #expect(Self.expectedFault(c.touchCase) == record.signature)
      #expect(c.touchCase.scene.views.count <= c.original.scene.views.count)
      switch c.divergence?.kind {
      case .crash(let message, let stderr):
        #expect(message.contains("exited with status 1"))
        #expect(stderr.contains("RuntimeError: boom on a hidden view"), "\(stderr)")
      case .hang(let message, let stderr):
        #expect(message.contains("no reply within 0.25 s"))
        #expect(stderr.contains("thinking forever"))
      case .protocol(let what, let message, _):
        #expect(what == "not-json" && message.contains("this is not JSON"))
      default:
        Issue.record("\(record.signature) has kind \(String(describing: c.divergence?.kind))")
      }
      #expect(FailureReport.render(c).contains("The engine failed (\(record.signature))"))
      let path = try archive.archive(c)
      let file = try CorpusFiles.load(path).get()
      #expect(file.touchCase == c.touchCase)
      #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"signature\": \"\(record.signature)\""))
    }

    // Restarted after every fault: each process started either faulted or is still waiting for work.
    #expect(engine.faultCount > 0)
    #expect(engine.processesStarted == engine.faultCount + engine.processesWaiting)
    #expect(engine.processesWaiting <= 2)
    let after = Differential.run(oracle: ReferenceOracle(), engine: engine, try Self.plainCase)
    #expect(after.divergence == nil)
    #expect(engine.processesStarted == engine.faultCount + engine.processesWaiting && engine.processesWaiting >= 1)
  }

  /// The faulty engine's campaign (seed 3, 80 cases, two jobs, a 0.25 s case timeout): its engine, campaign and report,
  /// run once and read by this suite and by `ExternalWindowTests`, which compares it with the same campaign through a
  /// window.
  static let faultyRun = Result { () throws -> (ExternalEngine, Campaign, CampaignReport) in
    let engine = try faultyEngine(ExternalScripts.faulty, name: "faulty.py")
    var configuration = Campaign.Configuration(seed: 3, cases: 80, jobs: 2)
    configuration.shrinkLimits = ShrinkLimits(maxCalls: 100, timeLimit: .seconds(2))
    let campaign = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration)
    return (engine, campaign, campaign.run())
  }

  /// The faulty script (or a variant of it) as an engine whose cases time out after 0.25 s.
  static func faultyEngine(_ text: String, name: String) throws -> ExternalEngine {
    let script = try ExternalScripts.write(name, text)
    return try ExternalEngine(command: "\(Python.command) '\(script)' '\(ExternalScripts.packageRoot)'", options: ExternalEngineOptions(caseTimeout: 0.25))
  }

  /// One window and one touch inside it.
  static var plainCase: TouchCase {
    get throws {
      try CaseFile.decode(text: """
        {"format": 1, "scene": {"windows": ["w"], "views": [{"id": "w", "kind": "window", "frame": [0, 0, 320, 480]}]},
         "stream": [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}]}]}
        """).touchCase
    }
  }
}
