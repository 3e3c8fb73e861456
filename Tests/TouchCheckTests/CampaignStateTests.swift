import Foundation
import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle

@Suite("Campaign state files: written as read, refused for another campaign, errors naming the field")
struct CampaignStateTests {
  /// The campaign of these tests (the composite, seed 3, 300 cases) and its last saved state, run once for each
  /// guidance setting and read by every test that needs it.
  static let guidedRun = run(guided: true)
  static let unguidedRun = run(guided: false)

  static func run(guided: Bool) -> (Campaign, CampaignState?) {
    var c = Campaign.Configuration(seed: 3, cases: 300)
    c.guided = guided
    c.shrinkLimits = .compared
    let campaign = Campaign(oracle: ReferenceOracle(), engine: BuiltInEngines.composite, configuration: c)
    var saved: CampaignState?
    _ = campaign.run(checkpoint: { saved = $0 })
    return (campaign, saved)
  }

  func savedState(guided: Bool = true) throws -> (Campaign, CampaignState) {
    let (campaign, saved) = guided ? Self.guidedRun : Self.unguidedRun
    return (campaign, try #require(saved))
  }

  @Test("A state reads back to the same text", .heavy, arguments: [false, true])
  func roundTrip(guided: Bool) throws {
    let (_, state) = try savedState(guided: guided)
    let text = state.json()
    #expect(try CampaignState.decode(text: text).json() == text)
    #expect(text.contains("\"guidance\"") == guided)
  }

  @Test("A state saved by another campaign is refused, naming the file and what differs", .heavy)
  func otherCampaign() throws {
    let (campaign, state) = try savedState()
    let path = NSTemporaryDirectory() + "touchcheck-state-\(getpid())/.campaign-state"
    defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path) }
    let file = CampaignStateFile(path: path)
    try file.save(state)
    #expect(try file.load(for: campaign).casesRun == 300)
    var other = campaign.configuration
    other.seed = 4
    let error = #expect(throws: CorpusError.self) { try file.load(for: Campaign(oracle: campaign.oracle, engine: campaign.engine, configuration: other)) }
    #expect(error?.description == "\(path): campaign.seed: the saved campaign has 3, this one 4: the state belongs to another campaign")
    other = campaign.configuration
    other.guided.toggle()
    #expect(throws: CorpusError.self) { try file.load(for: Campaign(oracle: campaign.oracle, engine: campaign.engine, configuration: other)) }
    other = campaign.configuration
    other.shard = Shard(index: 1, count: 2)
    let sharded = #expect(throws: CorpusError.self) { try file.load(for: Campaign(oracle: campaign.oracle, engine: campaign.engine, configuration: other)) }
    #expect(sharded?.description.contains("campaign.shard: the saved campaign has no shard, this one shard 1/2") == true)
  }

  @Test("A damaged state is an error naming the field and the problem", .heavy)
  func damaged() throws {
    let (_, state) = try savedState()
    let text = state.json()
    func problem(_ edit: (String) -> String) -> String? {
      do { _ = try CampaignState.decode(text: edit(text)) } catch { return error.description }
      return nil
    }
    #expect(problem { $0.replacingOccurrences(of: "\"casesRun\": 300", with: "\"casesRun\": -2") } == "casesRun: expected a whole number of at least 0, found -2")
    #expect(problem { $0.replacingOccurrences(of: "\"format\": 1", with: "\"format\": 9") } == "format: version 9 is not supported (this version reads 1)")
    #expect(problem { $0.replacingOccurrences(of: "\"finished\": \"budget\"", with: "\"finished\": \"soon\"") }?.hasPrefix("finished: unknown value") == true)
    #expect(problem { $0.replacingOccurrences(of: "\"features\": \"v1:", with: "\"features\": \"v1:*") }?.hasPrefix("guidance.features: replay token has invalid character") == true)
    #expect(problem { String($0.dropLast(3)) }?.hasPrefix("malformed JSON") == true)
  }
}

@Suite("A hand-edited state file cannot reach the console raw (issue 22, item 14)")
struct CampaignStateEscapeTests {
  @Test("An escape sequence anywhere in a state file is refused, naming the field")
  func escapeRefused() {
    let text = #"{"format": 1, "campaign": {"engine": "x\u001b[2J"}}"#
    #expect(throws: CaseError("campaign.engine", "holds a control or invisible character (edited by hand?)")) {
      try CampaignState.decode(text: text)
    }
  }
}
