import Testing
@testable import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle

/// An engine with one numeric constant of its own: the oracle with the constant at `value` whatever the case's
/// profile says (a constant written into the engine, not a catalogued mistake).
struct OwnConstantEngine: TouchEngine {
  var constant: String
  var value: Double
  var name: String { "own-\(constant)" }
  var summary: String { "\(constant) is \(value)" }
  var capabilities: Capabilities { ReferenceOracle().capabilities }

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    var changed = touchCase
    if let keyPath = Profile.doubles.first(where: { $0.name == constant })?.keyPath { changed.profile[keyPath: keyPath] = value }
    return ReferenceOracle().run(changed, recording: categories)
  }
}

@Suite("A numeric profile constant is read off the engine (issue 31, item 2)")
struct ProfileSearchTests {
  @Test("An engine's own constant is estimated, narrowed on the engine, and suggested", .heavy, arguments: [("tapMaximumDuration", 0.9), ("panMinimumDistance", 14.0)])
  func ownConstant(_ constant: String, _ value: Double) throws {
    var configuration = Campaign.Configuration(seed: 1, cases: 1_500)
    configuration.causes = CatalogueDiagnosis()
    let report = Campaign(oracle: ReferenceOracle(), engine: OwnConstantEngine(constant: constant, value: value), configuration: configuration).run()
    let estimates = report.divergences.compactMap { $0.counterexample?.diagnosis?.estimate }
    #expect(!report.divergences.isEmpty)
    #expect(!estimates.isEmpty, "\(report.divergences.map { ($0.signature, $0.counterexample?.diagnosis?.text ?? "-") })")
    for e in estimates {
      #expect(e.name == constant && e.lower < value && (e.upper ?? .infinity) >= value, "\(e.text)")
      #expect((e.upper ?? .infinity) - e.lower < 1e-3 && e.suggested == value, "the engine was searched: \(e.text)")
    }
    for d in report.divergences { #expect(d.counterexample?.diagnosis?.cause == nil, "\(d.counterexample?.diagnosis?.text ?? "")") }
  }

  @Test("The suggested value is the shortest decimal inside the estimate")
  func suggestion() {
    #expect(ProfileEstimate(name: "x", lower: 0.7549, upper: 0.7551, cases: 5).suggested == 0.755)
    #expect(ProfileEstimate(name: "x", lower: 0.2, upper: 1.5, cases: 5).suggested == 1)
    #expect(ProfileEstimate(name: "x", lower: 0.89999, upper: 0.9000001, cases: 5).suggested == 0.9)
    #expect(ProfileEstimate(name: "x", lower: 0.7549, upper: 0.7551, cases: 5).text.hasPrefix("its x lies in (0.7549, 0.7551] (5 cases run on the engine): declare x=0.755"))
  }
}
