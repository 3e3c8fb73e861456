import Foundation
import TestSupport
import Testing
import TouchCheck
import TouchCheckTesting
import TouchModel
import UIKitOracle

/// The worked example of `Docs/ENGINES.md`: an engine written from the README, with two mistakes a campaign must find
/// and shrink, and which conforms once they are fixed.
@Suite("The naive engine of the engine authors' guide")
struct NaiveEngineTests {
  static let documented = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/Corpus/documented"

  func campaign(_ engine: NaiveEngine, seed: UInt64, cases: Int) -> CampaignReport {
    Campaign(oracle: ReferenceOracle(), engine: engine, configuration: Campaign.Configuration(seed: seed, cases: cases)).run()
  }

  /// Which of the engine's mistakes a case shows: those whose single-mistake engine diverges on it.
  func mistakes(shownBy touchCase: TouchCase) -> NaiveEngine.Mistakes {
    var shown: NaiveEngine.Mistakes = []
    for single in [NaiveEngine.Mistakes.alphaAtMostThreshold, .touchFollowsFinger]
    where Differential.compare(oracle: ReferenceOracle(), engine: NaiveEngine(mistakes: single), touchCase) != nil {
      shown.insert(single)
    }
    return shown
  }

  @Test("A campaign on the unfixed engine reports both mistakes under distinct signatures, each shrunk to a small case", .heavy)
  func bothMistakesFound() throws {
    let report = campaign(NaiveEngine(fixed: false), seed: 1, cases: 1_000)
    #expect(!report.passed)
    var signatures: [Int: Set<String>] = [:]
    for divergence in report.divergences {
      let c = try #require(divergence.counterexample)
      // The minimal case shows exactly one mistake, and the fixed engine conforms on it.
      let shown = mistakes(shownBy: c.touchCase)
      #expect(shown == .alphaAtMostThreshold || shown == .touchFollowsFinger, "\(divergence.signature) shows \(shown)")
      #expect(Differential.compare(oracle: ReferenceOracle(), engine: NaiveEngine(fixed: true), c.touchCase) == nil)
      signatures[shown.rawValue, default: []].insert(divergence.signature)
      // Signed by the rule the mistake breaks, whatever the engine's differing event.
      #expect(divergence.rule == (shown == .alphaAtMostThreshold ? "HIT-004" : "DEL-002"), "\(divergence.signature)")
      // Small: at most two views besides the window, no recognizer, at most three frames; one finger, or two when
      // the kind is a touch missing from a message that carries two (the naive engine splits the moves).
      let size = c.dimensions
      let fingers = divergence.signature.hasSuffix("touches:missing") ? 2 : 1
      #expect(size.views <= 2 && size.fingers <= fingers && size.recognizers == 0 && size.frames <= 3, "\(divergence.signature): \(size)")
    }
    let alpha = signatures[NaiveEngine.Mistakes.alphaAtMostThreshold.rawValue] ?? []
    let follows = signatures[NaiveEngine.Mistakes.touchFollowsFinger.rawValue] ?? []
    #expect(!alpha.isEmpty && !follows.isEmpty)
    #expect(alpha.isDisjoint(with: follows))
  }

  @Test("The alpha mistake shrinks to one view at alpha 0.01 under one finger that touches down once", .heavy)
  func alphaMinimalCase() throws {
    let report = campaign(NaiveEngine(mistakes: .alphaAtMostThreshold), seed: 1, cases: 1_000)
    let c = try #require(report.counterexample)
    #expect(report.divergences.count == 1)
    let views = c.touchCase.scene.views.filter { $0.kind != .window }
    #expect(views.count == 1 && views.first?.alpha == 0.01)
    #expect(c.dimensions.fingers == 1 && c.dimensions.frames == 1)
  }

  @Test("The fixed engine passes a campaign of 3,000 cases", .heavy)
  func fixedConforms() {
    let report = campaign(NaiveEngine(fixed: true), seed: 7, cases: 3_000)
    #expect(report.passed && report.casesRun == 3_000)
    #expect(report.statistics.ruleCounts["HIT-004", default: 0] > 0 && report.statistics.ruleCounts["DEL-002", default: 0] > 0)
  }

  @Test("The fixed engine replays the documented corpus: what it claims passes, the rest is skipped")
  func fixedReplaysDocumentedCorpus() {
    let summary = expectConformance(of: NaiveEngine(fixed: true), documented: Self.documented)
    #expect(summary.failed == 0 && summary.errors == 0)
    #expect(summary.passed >= 20 && summary.skipped > 0)
  }

  @Test("The unfixed engine fails the documented file on alpha 0.01; the pasted regression test holds the case", .heavy)
  func unfixedFailsDocumentedAlpha() throws {
    withKnownIssue {
      let summary = expectConformance(of: NaiveEngine(fixed: false), documented: Self.documented + "/hit-testing/alpha-exactly-0.01-is-hittable.json")
      #expect(summary.failed == 1)
    }
    let report = campaign(NaiveEngine(mistakes: .alphaAtMostThreshold), seed: 1, cases: 1_000)
    let c = try #require(report.counterexample)
    let json = CaseFile(touchCase: c.touchCase, source: "naive engine guide").text()
    withKnownIssue { try expectConformance(of: NaiveEngine(fixed: false), caseJSON: json) }
    try expectConformance(of: NaiveEngine(fixed: true), caseJSON: json)
  }
}
