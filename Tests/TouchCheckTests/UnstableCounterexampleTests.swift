import TestSupport
import Testing
import TouchCheck
import TouchModel
import UIKitOracle
import Reporting

@Suite("Honest names: a minimal case that does not show its signature again is unstable (issue 17, item 5)")
struct UnstableCounterexampleTests {
  @Test("A divergence the engine shows once is reported unstable, with the case first found, and said so")
  func unstable() throws {
    let report = Campaign(oracle: ReferenceOracle(), engine: GlitchAtStartEngine(), configuration: .init(seed: 1, cases: 50)).run()
    let c = try #require(report.counterexample)
    #expect(report.divergences.count == 1)
    #expect(c.unstable)
    #expect(c.touchCase == c.original, "an unstable divergence shows the case first found")
    #expect(FailureReport.render(c).contains("Unstable: the minimal case did not show"))
    #expect(FailureReport.render(c).contains("Case first found, not shrunk") && !FailureReport.render(c).contains("\nMinimal case ("))
  }

  @Test("A stable divergence is not unstable", .heavy)
  func stable() throws {
    let report = Campaign(oracle: ReferenceOracle(), engine: FloatAlphaEngine(), configuration: .init(seed: 1, cases: 2_000)).run()
    #expect(report.divergences.allSatisfy { $0.counterexample?.unstable == false })
  }
}
