import PropertyTesting
import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import CaseGeneration

@Suite("Deciding rules")
struct DecidingRuleTests {
  /// Rules a mutant may rightly be signed with besides its own, and why.
  static let alsoSigned: [String: Set<String>] = [
    // Ignoring exclusive touch also lets a touch on a plain view through while an exclusive view tracks one.
    "exclusive-touch-ignored": ["MTC-004"],
    // Failing the double tap at the second touch-down adds its failure before the view's touchesBegan, which the
    // oracle delivers at once: the first differing line is that delivery, which DEL-003 orders, or (when the failure
    // comes after the recognizers see the touch) the touch the failed recognizer no longer gets, which GES-001 sends.
    "multi-tap-slop-exclusive": ["DEL-003", "GES-001"],
    // A control that never refuses also lets a parent's slider swipe and switch pan through.
    "controls-do-not-refuse": ["IOS-002", "IOS-003"],
    // Once a finger has lifted since the view took its touch, ignoring multiple touch looks exactly like ending the
    // sequence at every lift (DEL-010's misreading).
    "multiple-touch-ignored": ["DEL-010"],
    // Its window check compares the unconverted point with the frame, so a point a hair outside a window's edge, which
    // the oracle's conversion rounds onto the edge, is converted otherwise (HIT-008).
    "outside-windows-unasked": ["HIT-008"],
    // A second tap counted exactly at the multi-tap interval or slop lacks its repeat under either reading (CTL-010).
    "repeat-from-third-tap": ["CTL-010"],
    // Without exclusivity a second recognizer recognizes beside the first, which only simultaneous recognition
    // (GRC-002) would allow: the extra recognition is signed by the rule that would have permitted it.
    "no-recognizer-exclusivity": ["GRC-002"],
    // When the case adds the same nil-target action twice, the one action sent is recorded as decided by merging the
    // adds (CTL-011), whichever responder receives it.
    "nil-target-ignores-first-responder": ["CTL-011"], "targets-ignored": ["CTL-011"],
    // Failed at its tap's lift, the engine never begins the press that the oracle begins at its timer (GES-006); and
    // while another finger keeps the sequence going, the failed recognizer no longer gets the press's touch, which the
    // oracle's waiting one does (GES-001 sends a touch to the recognizers that see it).
    "long-press-taps-ignored": ["GES-006", "GES-001"],
  ]

  /// How an engine's first divergence on a case is signed, and the hit-test readings that would explain it equally.
  struct Signed {
    var decided: DecidingRule
    var equallyExplaining: [String]
  }

  /// The signature of an engine's first divergence on a case, or nil when it conforms.
  static func signed(_ engine: any TouchEngine, _ touchCase: TouchCase) -> Signed? {
    let comparison = Differential.run(oracle: ReferenceOracle(), engine: engine, touchCase, checks: .init(determinism: false, invariants: false))
    guard let divergence = comparison.divergence else { return nil }
    let claimed = engine.capabilities
    let explained = ReferenceOracle().explainedRun(touchCase, recording: claimed.categories).filtered(claimed.reports)
    let decided = DecidingRule.decide(expected: explained, observed: comparison.observed, at: divergence.index, in: touchCase)
    guard case .hitTest(let touch, _) = divergence.expected?.kind, case .hitTest(_, let view) = divergence.observed?.kind,
      let explanation = explained.hitExplanations.first(where: { $0.touch == touch })
    else { return Signed(decided: decided, equallyExplaining: []) }
    let readings = explanation.alternatives.filter { $0.result == view }.compactMap { explained.ruleName($0.ruleIndex) }
    return Signed(decided: decided, equallyExplaining: readings)
  }

  /// A mutant's first `count` divergences on generated cases of a seed.
  static func divergences(_ mutant: Deviation, seed: UInt64, count: Int = 5, budget: Int = 8_000) -> [Signed] {
    let generator = CaseGenerator(capabilities: mutant.engine.capabilities, profile: .default)
    var found: [Signed] = []
    for index in 0..<budget where found.count < count {
      let size = CaseSchedule.size(forCase: index, of: 2_000, maxSize: 100)
      var source = ChoiceSource(seed: CaseSchedule.caseSeed(run: seed, index: index), size: size)
      if let signed = signed(mutant.engine, generator.generate(&source)) { found.append(signed) }
    }
    return found
  }

  /// How many first divergences of each seed are checked: 3 in the fast tier, 5 (as before the tiers) in the long one.
  static let count = TestTier.pick(fast: 3, long: 5)

  /// The seeds whose first divergences are checked: seed 1 in the fast tier, seeds 1 and 2 (as before the tiers) in the
  /// long one (`TestTier`).
  static let seeds: [UInt64] = TestTier.pick(fast: [1], long: [1, 2])

  @Test("Each mutant's first divergences (3 of seed 1; 5 of seeds 1 and 2 in the long tier) are decided by the rule it breaks", .heavy, arguments: Deviation.mutants.map(\.name))
  func mutantSignedWithItsRule(_ name: String) throws {
    let mutant = try #require(Deviation.mutants.first { $0.name == name })
    let found = Self.seeds.flatMap { DecidingRuleTests.divergences(mutant, seed: $0, count: Self.count) }
    #expect(!found.isEmpty, "\(name) never diverged")
    let own = [mutant.rule.id] + (DecidingRuleTests.alsoSigned[name] ?? [])
    for signed in found where !own.contains(signed.decided.rule ?? "?") {
      // A hit test two single-rule readings explain alike is signed by the more specific one; the mutant's must be among them.
      #expect(signed.equallyExplaining.contains(mutant.rule.id), "\(name) (\(mutant.rule)) was signed \(signed.decided.signature)")
    }
  }

  /// The signatures of hand-made engine traces that follow the oracle's up to its event `at` and then go on with `lines`.
  static func signatures(_ json: String, at line: String, engine variants: [[String]]) throws -> Set<String> {
    let touchCase = try CaseFile.decode(text: json).touchCase
    let run = ReferenceOracle().explainedRun(touchCase, recording: .standard)
    let index = try #require(TraceText(touchCase).lines(run.trace).firstIndex(of: line))
    let parser = TraceParser(touchCase)
    return Set(try variants.map { lines in
      let observed = Array(run.trace[..<index]) + (try lines.map { try parser.parse($0) })
      return DecidingRule.decide(expected: run, observed: observed, at: index, in: touchCase).signature
    })
  }

  @Test("A signature depends neither on the kind of the engine's event nor on how many touches it carries")
  func signatureIgnoresEngineEventKind() throws {
    let chain = #"""
      {"format": 1, "scene": {"windows": ["window"], "viewControllers": [{"id": "vc", "view": "root"}],
       "views": [{"id": "window", "kind": "window", "frame": [0, 0, 320, 480], "rootViewController": "vc", "subviews": ["root"]},
                 {"id": "root", "frame": [0, 0, 320, 480]}]},
       "stream": [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}]},
                  {"time": 0.1, "touches": [{"id": "t1", "phase": "ended", "at": [10, 10]}]}]}
      """#
    let skipped = [["@0 touchesBegan window [t1]"], ["@0 dropped touchesBegan [t1]"]]
    #expect(try DecidingRuleTests.signatures(chain, at: "@0 touchesBegan vc [t1]", engine: skipped) == ["CHN-001 touches:differs"])
    // Without the message at all, the engine did not forward it from the root view (DEL-005).
    let lacking = [["@1 touchesEnded root [t1]"], ["@1 touchesEnded window [t1]", "@1 touchesEnded application [t1]"], []]
    #expect(try DecidingRuleTests.signatures(chain, at: "@0 touchesBegan vc [t1]", engine: lacking) == ["DEL-005 touches:missing"])

    let stationary = #"""
      {"format": 1, "scene": {"windows": ["window"], "views": [
         {"id": "window", "kind": "window", "frame": [0, 0, 320, 480], "subviews": ["box"]},
         {"id": "box", "frame": [0, 0, 200, 200], "multipleTouch": true, "touches": "handle"}]},
       "stream": [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}, {"id": "t2", "phase": "began", "at": [50, 50]},
                                          {"id": "t3", "phase": "began", "at": [90, 90]}]},
                  {"time": 0.1, "touches": [{"id": "t1", "phase": "moved", "at": [20, 10]}, {"id": "t2", "phase": "stationary", "at": [50, 50]},
                                            {"id": "t3", "phase": "stationary", "at": [90, 90]}]}]}
      """#
    let delivered = [["@1 touchesMoved box [t1,t2]"], ["@1 touchesMoved box [t1,t2,t3]"], ["@1 touchesMoved box [t3]", "@1 touchesMoved box [t1]"]]
    #expect(try DecidingRuleTests.signatures(stationary, at: "@1 touchesMoved box [t1]", engine: delivered) == ["DEL-004 touches:extra"])
  }
}
