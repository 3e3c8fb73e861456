import PropertyTesting
import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle

@Suite("A libFuzzer input as a case: bytes become choices, a divergence comes back shrunk")
struct FuzzInputTests {
  @Test("The bytes of a counterexample's choices make its case again; the oracle never diverges; any bytes make a case", .heavy)
  func fuzzInput() throws {
    let engine = try #require(BuiltInEngines.named("alpha-at-most-0.01"))
    let campaign = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: Campaign.Configuration(seed: 1, cases: 1_000))
    let found = try #require(campaign.run().counterexample)
    let choices = try ReplayFingerprint(capabilities: engine.capabilities, profile: campaign.profile).choices(of: found.replayToken)
    let again = try #require(campaign.check(fuzzInput: choices.fuzzInput))
    #expect(again.signature == found.signature)
    #expect(again.replayToken == found.replayToken)
    let oracle = Campaign(oracle: ReferenceOracle(), engine: ReferenceOracle())
    var rng = Xoshiro256StarStar(seed: 5)
    for length in 0..<200 {
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
      #expect(oracle.check(fuzzInput: bytes) == nil)
    }
  }
}
