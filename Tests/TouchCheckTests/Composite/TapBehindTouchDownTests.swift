import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle

@Suite("A tap that begins at touch-down hides none of the ported tap and pan mistakes behind it (issue 17)")
struct TapBehindTouchDownTests {
  /// The first changes the first frame of every tap case; the others must stay visible once it is accepted.
  static let names = ["tap-begins-at-touch-down", "tap-without-movement-limit", "tap-without-maximum-duration", "action-sent-while-possible", "pan-begins-on-first-move"]

  @Test("The five deviations replace different steps, so none hides another's reading")
  func pairwiseComposable() throws {
    let deviations = try Self.names.map { try #require(Deviation.named($0)) }
    for a in deviations {
      #expect(!a.replacedSteps.isEmpty, "\(a.name) replaces no step")
      for b in deviations where b.name != a.name {
        #expect(!a.conflicts(with: b), "\(a.name) and \(b.name) replace the same step")
      }
    }
  }

  @Test("All five at once differ from the tap that begins at touch-down alone")
  func allFiveStillVisible() throws {
    let deviations = try Self.names.map { try #require(Deviation.named($0)) }
    let capabilities = Deviations.capabilities(of: deviations)
    let alone = Deviations.engine([deviations[0]], capabilities: capabilities)
    let all = Deviations.engine(deviations, capabilities: capabilities)
    let index = DeviationsTests.firstDifference(all, alone, capabilities: capabilities, cases: 5_000)
    #expect(index != nil, "the four others are invisible behind \(deviations[0].name) in 5,000 cases")
  }

  @Test("Each of the four, added to the tap that begins at touch-down, still changes a trace", arguments: names.dropFirst())
  func eachStillVisible(_ name: String) throws {
    let first = try #require(Deviation.named(Self.names[0]))
    let other = try #require(Deviation.named(name))
    let capabilities = Deviations.capabilities(of: [first, other])
    let alone = Deviations.engine([first], capabilities: capabilities)
    let both = Deviations.engine([first, other], capabilities: capabilities)
    let index = DeviationsTests.firstDifference(both, alone, capabilities: capabilities, cases: 5_000)
    #expect(index != nil, "\(name) is invisible behind \(first.name) in 5,000 cases")
  }
}
