import TestSupport
import Testing
@testable import TouchCheck
import TouchModel
import UIKitOracle
import Reporting

/// The oracle behind a declared profile, refusing a case that does not validate as an external engine's reader does.
struct DeclaringEngine: ProfiledTouchEngine {
  var name = "declaring"
  var summary = "the oracle, declaring a profile and refusing invalid cases"
  var capabilities: Capabilities = .all
  var profile: Profile
  var runs: RunCounter?

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun {
    _ = runs?.next()
    try touchCase.validate()
    return ReferenceOracle().run(touchCase, recording: categories)
  }
}

@Suite("Generated cases that fail validation are TouchCheck bugs, counted apart and never run")
struct GeneratorBugsTests {
  /// Profiles an engine may declare at the extremes: issue 18's alpha threshold, then every constant at one extreme.
  static let hostile: [Profile] = {
    var issue = Profile.default
    issue.alphaThreshold = .leastNonzeroMagnitude
    var profiles = [issue]
    for value in [0, 1, 1e300, .greatestFiniteMagnitude] as [Double] {
      var p = Profile.default
      for (name, keyPath) in Profile.doubles { p[keyPath: keyPath] = name == "alphaThreshold" ? min(value, 1) : value }
      p.alphaStoredAsFloat = true
      profiles.append(p)
    }
    return profiles
  }()

  /// Each hostile profile's campaign: 500 cases in the fast tier, 1,500 (as before the tiers) in the long one
  /// (`TestTier`). A campaign's sizes ramp up over its first half whatever its length, so 500 cases still reach the
  /// largest scenes and streams; `GeneratedCasesValidateTests` also checks these extremes on every capability set.
  static let hostileCases = TestTier.pick(fast: 500, long: 1_500)

  @Test("An engine declaring a hostile profile runs a campaign with no generator bug and no engine-threw", .heavy, arguments: hostile.indices)
  func hostileProfile(_ which: Int) {
    let engine = DeclaringEngine(profile: Self.hostile[which])
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: .init(seed: 18, cases: Self.hostileCases, jobs: 2)).run()
    #expect(report.generatorBugs == nil, "\(CampaignSummary.generatorBugText(report) ?? "")")
    #expect(!report.divergences.contains { $0.signature == "engine-threw" })
    #expect(report.passed, "\(report.divergences.map(\.signature))")
    #expect(report.casesRun == Self.hostileCases)
  }

  @Test("Invalid cases (here from a profile only Swift can declare) are counted apart, never run, and reported in the text, JSON and Markdown")
  func countedAndReported() throws {
    var invalid = Profile.default
    invalid.alphaThreshold = 2
    let runs = RunCounter()
    let engine = DeclaringEngine(profile: invalid, runs: runs)
    let one = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: .init(seed: 3, cases: 300)).run()
    let two = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: .init(seed: 3, cases: 300, jobs: 3)).run()
    let bugs = try #require(one.generatorBugs)
    #expect(two.generatorBugs == bugs)
    #expect(runs.next() == 1, "the engine ran an invalid case")
    #expect(bugs.count == one.casesRun - one.invalidCases && bugs.count > 250)
    #expect(bugs.error == CaseError("profile.alphaThreshold", "2 is outside 0…1"))
    #expect(bugs.replayToken.hasPrefix(ReplayFingerprint(capabilities: .all, profile: invalid).description + "."))
    #expect(one.passed && one.divergences.isEmpty)
    let text = CampaignSummary.render(one, allRules: [])
    #expect(text.contains("INVALID PROFILE: \(bugs.count) generated cases failed validation and were not run on the engine (first: case \(bugs.firstCase) of seed 3: profile.alphaThreshold: 2 is outside 0…1)"))
    let json = CampaignJSON.render(one, allRules: [])
    #expect(json.contains("\"generatorBugs\": {\n    \"count\": \(bugs.count),\n    \"firstCase\": \(bugs.firstCase),\n    \"field\": \"profile.alphaThreshold\""))
    #expect(json.contains("\"invalidCases\": \(one.invalidCases)"))
    #expect(MarkdownSummary.render(one, allRules: []).contains("INVALID PROFILE"))
  }

  @Test("A campaign with none says so: the JSON counts 0, the text has no line about them")
  func none() {
    let report = Campaign(oracle: ReferenceOracle(), engine: DeclaringEngine(profile: .default), configuration: .init(seed: 3, cases: 50)).run()
    #expect(report.generatorBugs == nil)
    #expect(CampaignJSON.render(report, allRules: []).contains("\"generatorBugs\": {\"count\": 0},"))
    #expect(!CampaignSummary.render(report, allRules: []).contains("BUG"))
  }

  @Test("A generator bug's line calls it a TouchCheck bug to report, with the seed, case and replay token that reproduce it")
  func touchCheckBugLine() {
    var report = CampaignReport(engine: "e", seed: 9, casesRun: 100, elapsed: .zero, statistics: CaseStatistics())
    let error = CaseError("scene.views[1].alpha", "-1.4e-45 is outside 0…1")
    report.generatorBugs = GeneratorBugs(count: 3, firstCase: 17, error: error, replayToken: "0123abcd.v1:AA", size: 40)
    let line = CampaignSummary.generatorBugText(report) ?? ""
    #expect(line.hasPrefix("TOUCHCHECK BUG: 3 generated cases failed validation and were not run on the engine (first: case 17 of seed 9: scene.views[1].alpha: -1.4e-45 is outside 0…1). This is a bug in TouchCheck's generator, not in the engine"))
    #expect(line.hasSuffix("`touchcheck fuzz --engine e --replay 0123abcd.v1:AA --size 40` regenerates the case."))
    report.generatorBugs?.count = 1
    #expect(CampaignSummary.generatorBugText(report)?.hasPrefix("TOUCHCHECK BUG: 1 generated case failed validation and was not run") == true)
  }

  @Test("The count and first invalid case survive a stop and a resume through the state file")
  func resumed() throws {
    var invalid = Profile.default
    invalid.swipeMaximumDuration = -1
    let engine = DeclaringEngine(profile: invalid)
    var configuration = Campaign.Configuration(seed: 5, cases: 600)
    configuration.checkpointInterval = .zero
    let whole = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
    var first = configuration
    let stop = StopRequest()
    first.stop = stop
    var saved: CampaignState?
    _ = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: first).run(checkpoint: { state in
      saved = state
      if state.casesRun > 0 { stop.request("stopped by the test") }
    })
    let state = try CampaignState.decode(text: try #require(saved).json())
    #expect(state.casesRun > 0 && state.casesRun < 600)
    #expect(state.generatorBugs?.firstCase == whole.generatorBugs?.firstCase && state.generatorBugs != nil)
    var second = configuration
    second.resumeFrom = state
    let resumed = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: second).run()
    #expect(resumed.generatorBugs == whole.generatorBugs)
    #expect(resumed.generatorBugs?.error == CaseError("profile.swipeMaximumDuration", "must not be negative"))
  }
}
