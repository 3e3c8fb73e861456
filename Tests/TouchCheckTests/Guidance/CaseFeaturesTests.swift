import PropertyTesting
import Testing
@testable import TouchCheck
import TouchModel
import UIKitOracle
import CaseGeneration
@testable import Guidance

@Suite("The guidance features of a case, read against a pool that grows")
struct CaseFeaturesTests {
  /// Every feature of a run, read literally from its definition (`CaseFeatures`): each rule fired, each pair of rules
  /// fired (either order), each pair of rules deciding one after the other, the trace's shape.
  static func literalFeatures(_ run: EngineRun) -> Set<UInt64> {
    let hashes = run.ruleNames.map(CaseFeatures.ruleHash)
    let fired = run.firedIndices.filter { $0 >= 0 && Int($0) < hashes.count }.map { hashes[Int($0)] }
    var result: Set<UInt64> = [CaseFeatures.feature(.shape, CaseFeatures.shape(of: run.trace))]
    for (i, a) in fired.enumerated() {
      result.insert(CaseFeatures.feature(.rule, a))
      for b in fired[(i + 1)...] { result.insert(CaseFeatures.feature(.firedPair, CaseFeatures.combine(min(a, b), max(a, b)))) }
    }
    var previous: Int16 = -1
    for index in run.provenanceIndices where index != previous {
      if previous >= 0, Int(previous) < hashes.count, index >= 0, Int(index) < hashes.count {
        result.insert(CaseFeatures.feature(.consecutivePair, CaseFeatures.combine(hashes[Int(previous)], hashes[Int(index)])))
      }
      previous = index
    }
    return result
  }

  @Test("Novel features are exactly those of the definition that the pool lacks, with the worker's memory warm or cold (1,500 cases)")
  func novelAsDefined() {
    let generator = CaseGenerator(capabilities: .all)
    let oracle = ReferenceOracle()
    var warm = CaseFeatures()
    var seen = FeatureTable()
    var grew = 0
    for i in 0..<1_500 {
      var source = ChoiceSource(seed: CaseSchedule.caseSeed(run: 8, index: i), size: i % 101)
      let touchCase = generator.generate(&source)
      guard !source.isInvalid else { continue }
      let run = oracle.run(touchCase, recording: Capabilities.all.categories)
      let expected = Self.literalFeatures(run).filter { !seen.contains($0) }.sorted()
      let novel = warm.novel(in: run, notIn: seen)
      var cold = CaseFeatures()
      #expect(novel == expected, "case \(i)")
      #expect(cold.novel(in: run, notIn: seen) == expected, "case \(i), cold")
      #expect(warm.fired == run.firedIndices.map { CaseFeatures.ruleHash(run.ruleNames[Int($0)]) })
      // The pool takes every other case's features, as discoveries join it.
      if i % 2 == 0 { for f in novel where seen.insert(f) { grew += 1 } }
    }
    #expect(grew > 1_000)
  }

  @Test("A rule fired twice pairs with itself; indices outside the rule table are ignored")
  func oddRuns() {
    let run = EngineRun(trace: [], ruleNames: ["A-001", "B-002"], provenanceIndices: [0, 0, 1, 7, -1, 1, 0], firedIndices: [1, 0, 1, 9, -2])
    var features = CaseFeatures()
    #expect(features.novel(in: run, notIn: FeatureTable()) == Self.literalFeatures(run).sorted())
    let (a, b) = (CaseFeatures.ruleHash("A-001"), CaseFeatures.ruleHash("B-002"))
    #expect(features.novel(in: run, notIn: FeatureTable()).contains(CaseFeatures.feature(.firedPair, CaseFeatures.combine(b, b))))
    let all = FeatureTable(Self.literalFeatures(run))
    #expect(features.novel(in: run, notIn: all).isEmpty)
    // A worker's memory holds only while the pool grows: a smaller pool is read by a fresh reader.
    var fresh = CaseFeatures()
    #expect(fresh.novel(in: run, notIn: FeatureTable([CaseFeatures.feature(.rule, a)])).count == Self.literalFeatures(run).count - 1)
  }
}
