import PropertyTesting
import TestSupport
import Testing
import TouchCheck
import TouchModel
import UIKitOracle
import CaseGeneration

@Suite("Invariants and metamorphic relations")
struct PropertiesTests {
  func cases(_ count: Int, seed: UInt64) -> [TouchCase] {
    let generator = CaseGenerator(capabilities: .all)
    return (0..<count).map { i in
      var source = ChoiceSource(seed: CaseSchedule.caseSeed(run: seed, index: i), size: CaseSchedule.size(forCase: i, of: count, maxSize: 100))
      return generator.generate(&source)
    }
  }

  @Test("The oracle's traces keep every invariant on 2000 generated cases (seed 11)", .heavy)
  func invariantsHoldOnTheOracle() {
    for (i, c) in cases(2_000, seed: 11).enumerated() {
      let trace = ReferenceOracle().run(c, recording: .all).trace
      let problems = Invariants.violations(trace, in: c)
      #expect(problems.isEmpty, "case \(i): \(problems.prefix(3).map(\.description).joined(separator: "; "))")
    }
  }

  @Test("Invariant checks catch a broken trace")
  func invariantsCatch() throws {
    let file = try CaseFile.decode(text: """
      {"format": 1, "scene": {"windows": ["w"], "views": [{"id": "w", "kind": "window", "frame": [0, 0, 100, 100], "subviews": ["h"]},
       {"id": "h", "frame": [0, 0, 10, 10], "hidden": true}], "recognizers": [{"id": "g", "view": "w", "kind": "tap"}]},
       "stream": [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [1, 1]}]}]}
      """)
    let bad: Trace = [
      TraceEvent(frame: 0, .hitTest(touch: 0, view: 1)), TraceEvent(frame: 0, .touches(.ended, .view(1), [0])),
      TraceEvent(frame: 0, .recognizerState(recognizer: 0, .changed)),
    ]
    let names = Invariants.violations(bad, in: file.touchCase).map(\.name)
    #expect(names == ["hit-skipped-view", "end-without-began", "legal-transition"])
  }

  @Test("Metamorphic relations hold for the oracle on 500 generated cases (seed 12)")
  func metamorphicHoldOnTheOracle() throws {
    for (i, c) in cases(500, seed: 12).enumerated() {
      let failed = try Metamorphic.violations(of: ReferenceOracle(), on: c)
      #expect(failed.isEmpty, "case \(i): \(failed)")
    }
  }
}
