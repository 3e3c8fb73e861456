import PropertyTesting
import TouchCheck
import TouchModel
import CaseGeneration

/// Leave-one-out over the catalogue (issue 31, item 5): each deviation alone is an engine, checked by a campaign whose
/// diagnosis knows every deviation but that one. A named cause is right when its traces equal the engine's on many
/// generated cases (an equivalent deviation or profile value); "unexplained" is never wrong.
package struct DiagnosisSelfTest: Sendable {
  /// What diagnosis said of one divergence of one left-out deviation.
  package struct Finding: Sendable {
    /// The deviation that was the engine.
    package var deviation: String
    /// The divergence's signature.
    package var signature: String
    /// The cause named, if any.
    package var named: String?
    /// For a named cause: whether it equals the engine on every equivalence case; else nil.
    package var right: Bool?
    /// The first equivalence case where the named cause and the engine differ, as a note.
    package var counterexample: String?
    /// The diagnosis as reports print it.
    package var text = ""
    /// For an unexplained divergence with leads: whether the first lead equals the engine (a right cause missed).
    package var leadRight: Bool?
  }

  /// The deviations left out in turn.
  package var deviations: [Deviation]
  /// Cases each campaign runs.
  package var cases = 600
  /// Generated cases a named cause must equal the engine on.
  package var equivalenceCases = 300
  /// The run seed.
  package var seed: UInt64 = 1

  /// Creates a self-test over some deviations (every one of the catalogue by default).
  package init(deviations: [Deviation] = Deviation.catalogue, cases: Int = 600, seed: UInt64 = 1) {
    self.deviations = deviations
    self.cases = cases
    self.seed = seed
  }

  /// The deviations a sample of `count` takes: spread evenly over the catalogue, so every area is represented.
  package static func sample(_ count: Int) -> [Deviation] {
    let all = Deviation.catalogue
    guard count < all.count else { return all }
    return (0..<count).map { all[$0 * all.count / count] }
  }

  /// Runs every left-out deviation's campaign on `jobs` threads; `done` gets the count of deviations done. The findings
  /// come in the deviations' order, whatever the threads' order.
  package func run(jobs: Int, done: (@Sendable (Int) -> Void)? = nil) -> [Finding] {
    let test = self
    return IndexedWork.run(deviations.count, jobs: jobs, done: { _, n in done?(n) }) { k in test.findings(leavingOut: test.deviations[k]) }
      .flatMap { $0 }
  }

  /// Runs one left-out deviation's campaign and judges every cause it names.
  package func findings(leavingOut deviation: Deviation) -> [Finding] {
    var configuration = Campaign.Configuration(seed: seed, cases: cases)
    configuration.causes = CatalogueDiagnosis(catalogue: Deviation.catalogue.filter { $0.name != deviation.name })
    let report = Campaign(oracle: CampaignPolicy.reference([]), engine: deviation.engine, configuration: configuration).run()
    return report.divergences.compactMap { record -> Finding? in
      guard let diagnosis = record.counterexample?.diagnosis else { return nil }
      var finding = Finding(deviation: deviation.name, signature: record.signature)
      finding.text = diagnosis.text
      guard let cause = diagnosis.cause else {
        if let lead = diagnosis.leads.first { finding.leadRight = differingCase(lead, deviation) == nil }
        return finding
      }
      finding.named = cause.name
      finding.counterexample = differingCase(cause, deviation)
      finding.right = finding.counterexample == nil
      return finding
    }
  }

  /// A generated case (inside the deviation's capabilities) where the oracle with the cause and the deviation's engine
  /// differ, described; nil when they agree on every one.
  func differingCase(_ cause: Cause, _ deviation: Deviation) -> String? {
    let catalogue = CatalogueDiagnosis()
    guard let candidate = catalogue.candidate(for: cause) else { return "the cause names parts this catalogue lacks" }
    let capabilities = deviation.capabilities
    let generator = CaseGenerator(capabilities: capabilities)
    let engine = deviation.engine
    var random = SplitMix64(seed: seed ^ 0xD1A6_0000)
    for k in 0..<equivalenceCases {
      var source = ChoiceSource(seed: random.next(), size: 10 + k % 90)
      let touchCase = generator.generate(&source)
      if source.isInvalid || (try? touchCase.validate()) == nil { continue }
      let observed = capabilities.projected(engine.run(touchCase, recording: capabilities.categories).trace)
      if catalogue.trace(of: candidate, touchCase, capabilities) != observed {
        return "differs from the engine on equivalence case \(k)"
      }
    }
    return nil
  }

  /// Precision: right named causes over named causes (1 when nothing is named).
  package static func precision(_ findings: [Finding]) -> Double {
    let named = findings.filter { $0.named != nil }
    guard !named.isEmpty else { return 1 }
    return Double(named.filter { $0.right == true }.count) / Double(named.count)
  }
}
