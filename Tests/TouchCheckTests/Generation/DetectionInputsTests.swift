import Foundation
import TestSupport
import Testing
import TouchCheck
import TouchModel
import UIKitOracle
import CaseGeneration

@Suite("Issue 20's inputs: each is generated and counted, and the per-case profiles reach every documented alternative")
struct DetectionInputsTests {
  /// The statistics lines of the four input classes, as the templates name them.
  static let inputClasses = [
    "a finger landing on another view's recognizer during a scroll",
    "one large step in a scroll view past its content's recognizer",
    "a view above a recognizer's view refusing it",
    "a next tap exactly the multi-tap slop away, seen by a multi-tap recognizer",
  ]

  @Test("A fixed-seed campaign claiming everything counts cases of every input class in its statistics", .heavy)
  func inputClassesCounted() throws {
    let copy = ReferenceOracle(name: "copy", summary: "the oracle again", capabilities: .all) { OracleRules(state: $0) }
    let report = Campaign(oracle: ReferenceOracle(), engine: copy, configuration: .init(seed: 3, cases: 1_500)).run()
    let counts = Dictionary(uniqueKeysWithValues: zip(CaseCombinations.templateNames, report.statistics.combinations))
    for name in Self.inputClasses {
      let count = try #require(counts[name], "no statistics line \"\(name)\"")
      #expect(count >= 5, "\(name): \(count) cases in 1,500")
    }
  }

  @Test("Every numeric constant has an entry of other readings, in order, each a value validation accepts and not the default")
  func readingsCoverEveryConstant() throws {
    #expect(Profile.numericReadings.map(\.name) == Profile.doubles.map(\.name))
    for (readings, (_, keyPath)) in zip(Profile.numericReadings, Profile.doubles) {
      for value in readings.values {
        var profile = Profile.default
        profile[keyPath: keyPath] = value
        #expect(throws: Never.self) { try profile.validate() }
        #expect(value != Profile.default[keyPath: keyPath], "\(readings.name): \(value) is the default")
      }
    }
  }

  @Test("The self-check's per-case profiles reach every flag's other reading and every documented numeric reading")
  func profileReach() {
    let reach = ProfileReach(capabilities: .all, cases: 1_000, seed: 1)
    #expect(reach.unreached.isEmpty, "\(reach.text)")
    // The test can fail: an engine campaign keeps its profile, so nothing is reached.
    #expect(reach.counts.count == Profile.flags.count + Profile.numericReadings.map(\.values.count).reduce(0, +))
  }

  @Test("Every profile flag's other reading has a documented case")
  func flagsDocumented() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("Corpus/documented")
    var flipped: Set<String> = []
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    for case let url as URL in files where url.pathExtension == "json" {
      let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
      for (name, value) in object?["profile"] as? [String: Any] ?? [:] {
        if let on = value as? Bool, let flag = Profile.flags.first(where: { $0.name == name }), on != Profile.default[keyPath: flag.keyPath] { flipped.insert(name) }
      }
    }
    for (name, _) in Profile.flags { #expect(flipped.contains(name), "no documented case reads \(name) the other way") }
  }
}
