import Foundation
import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import CaseGeneration

@Suite("corpus minimize: the fewest files keeping rule coverage and signatures, deterministically (issue 11)")
struct CorpusMinimizerTests {
  @Test("Greedy set cover takes the set adding most, the first among equals, and stops when nothing is left")
  func cover() {
    let picks = CorpusMinimizer.cover([["a"], ["b", "a"], ["c", "b"], ["a", "c"], []])
    #expect(picks.map(\.index) == [1, 2])
    #expect(picks.map(\.adds) == [["b", "a"], ["c"]])
    #expect(CorpusMinimizer.cover([]).isEmpty)
  }

  @Test("The documented corpus minimized keeps every rule the whole fires, and the same plan every time")
  func coverageKept() throws {
    let minimizer = CorpusMinimizer(oracle: ReferenceOracle())
    let plan = minimizer.plan([FoundFiles.documented])
    #expect(plan.errors.isEmpty)
    #expect(plan.keep.count < plan.keep.count + plan.remove.count && plan.rules > 50)
    let again = minimizer.plan([FoundFiles.documented])
    #expect(again.keep.map(\.path) == plan.keep.map(\.path) && again.remove == plan.remove)
    // The kept files alone cover the same rules.
    let kept = CorpusMinimizer.cover(plan.keep.map { $0.adds })
    #expect(kept.count == plan.keep.count)
    var fired = Set<String>()
    for path in plan.keep.map(\.path) + plan.remove {
      let file = try CorpusFiles.load(path).get()
      fired.formUnion(ReferenceOracle().run(file.touchCase, recording: .all).firedRules)
    }
    #expect(plan.rules == fired.count)
  }

  @Test("With an engine, every signature it shows on the corpus is kept; without, one file per archived signature")
  func signaturesKept() throws {
    let engine = BuiltInEngines.composite
    let plan = CorpusMinimizer(oracle: ReferenceOracle(), engine: engine).plan([FoundFiles.documented])
    var signatures = Set<String>()
    for path in plan.keep.map(\.path) + plan.remove {
      let file = try CorpusFiles.load(path).get()
      guard FeatureChecker.missing(for: file.touchCase, in: engine.capabilities).isEmpty else { continue }
      if let s = Differential.run(oracle: ReferenceOracle(), engine: engine, file.touchCase).divergence?.signature { signatures.insert(s) }
    }
    #expect(plan.signatures == signatures.count && signatures.count > 3)
    let folder = TemporaryFolder("minimize-found")
    defer { folder.remove() }
    let name = "hit-testing/alpha-exactly-0.01-is-hittable.json"
    try folder.write(try FoundFiles.found(name, signature: "S", firstCase: 2), to: "e/S.json")
    try folder.write(try FoundFiles.found(name, signature: "S", firstCase: 5), to: "e/S-2.json")
    try folder.write(try FoundFiles.found(name, signature: "T", firstCase: 5), to: "e/T.json")
    let found = CorpusMinimizer(oracle: ReferenceOracle()).plan([folder.path])
    #expect(found.keep.map(\.path) == [folder.path + "/e/S-2.json", folder.path + "/e/T.json"] && found.signatures == 2)
    #expect(found.remove == [folder.path + "/e/S.json"])
  }
}
