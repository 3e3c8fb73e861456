import Foundation
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle

@Suite("A resumed campaign carries on every count its state holds, each checked with a value that is not zero (issue 36, item 10)")
struct CampaignResumeCountersTests {
  @Test("Invalid cases, generator bugs, elapsed time, archive outcomes and cases run come back from the saved state")
  func counters() throws {
    var configuration = Campaign.Configuration(seed: 3, cases: 60)
    configuration.checkpointInterval = .zero
    let stop = StopRequest()
    configuration.stop = stop
    var saved: CampaignState?
    let engine = StoppingEngine(base: BuiltInEngines.composite, stop: stop, after: 30)
    _ = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run(checkpoint: { saved = $0 })
    var state = try CampaignState.decode(text: try #require(saved).json())
    #expect(!state.finished && state.casesRun > 0)
    // Counts a real campaign rarely has, set to values nothing else would give.
    state.invalidCases = 17
    let bug = GeneratorBugs(count: 5, firstCase: 4, error: CaseError("scene.views[2].frame.width", "is negative"), replayToken: "tc1-token", size: 9)
    state.generatorBugs = bug
    state.elapsed = .seconds(4_321)
    let text = state.json()
    let empty = "\"archivedReplayed\": []"
    #expect(text.contains(empty))
    state = try CampaignState.decode(text: text.replacingOccurrences(of: empty, with: "\"archivedReplayed\": [{\"path\": \"found/e/S.json\", \"recorded\": \"S\"}]"))
    #expect(state.invalidCases == 17 && state.archived.count == 1)
    var resumed = Campaign.Configuration(seed: 3, cases: 60)
    resumed.resumeFrom = state
    let report = Campaign(oracle: ReferenceOracle(), engine: BuiltInEngines.composite, configuration: resumed).run()
    #expect(report.casesRun == 60)
    #expect(report.invalidCases == 17)
    #expect(report.generatorBugs?.count == 5 && report.generatorBugs?.firstCase == 4 && report.generatorBugs?.replayToken == "tc1-token")
    #expect(report.elapsed >= .seconds(4_321))
    #expect(report.archived.map(\.path) == ["found/e/S.json"] && report.archived.first?.recorded == "S")
  }
}
