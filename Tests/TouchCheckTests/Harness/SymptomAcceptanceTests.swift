import Foundation
import Testing
import DeviationCatalogue
import TouchModel
import UIKitOracle

@testable import TouchCheck

@Suite("An unexplained symptom accepted by its sentence is stepped over; other mistakes still show (issue 31, item 4)")
struct SymptomAcceptanceTests {
  /// The documented tap case, the oracle's explained run of it, and its trace with an early failure inserted.
  static func tap() throws -> (TouchCase, EngineRun, Trace) {
    let touchCase = try #require(try SymptomTests.documented().first { $0.0.hasSuffix(SignatureEitherSideTests.tapCase) }?.1)
    let run = ReferenceOracle().explainedRun(touchCase, recording: .all)
    var observed = run.trace
    observed.insert(TraceEvent(frame: observed[0].frame, .recognizerState(recognizer: 0, .failed)), at: 0)
    return (touchCase, run, observed)
  }

  static func comparison(_ run: EngineRun, _ observed: Trace, _ touchCase: TouchCase) -> Comparison {
    Comparison(expected: run, observed: observed, divergence: Differential.divergence(expected: run, observed: observed, in: touchCase))
  }

  @Test("A pattern's * stands for any text, none included")
  func patterns() {
    #expect(Symptom.matches("a button does not fail (X)", pattern: "a * does not fail (X)"))
    #expect(Symptom.matches("a  does not fail (X)", pattern: "a * does not fail (X)"))
    #expect(!Symptom.matches("a button does not fail (Y)", pattern: "a * does not fail (X)"))
    #expect(Symptom.matches("abc", pattern: "a*b*c") && !Symptom.matches("acb", pattern: "a*b*c") && !Symptom.matches("ab", pattern: "ab*b"))
    #expect(Symptom.matches("exact", pattern: "exact") && !Symptom.matches("exact.", pattern: "exact"))
  }

  @Test("A case whose only difference is the accepted symptom is signed by it, and the known entry accepts that")
  func onlyTheSymptom() throws {
    let (touchCase, run, observed) = try Self.tap()
    let plain = Self.comparison(run, observed, touchCase)
    let divergence = try #require(plain.divergence)
    let symptom = try #require(Symptom.of(divergence, in: touchCase)).text
    let known = try KnownDivergences.decode(text: #"{"format": 1, "known": [{"symptom": "\#(symptom).", "reason": "a port of UIKit 3"}]}"#)
    let stepped = plain.steppingOver(known.symptoms, in: touchCase)
    let signature = try #require(stepped.divergence?.signature)
    #expect(signature == KnownDivergences.symptomPrefix + symptom)
    #expect(known.entry(for: signature) != nil)
    #expect(known.entry(for: plain.divergence!.signature) == nil, "the signature itself is not what is accepted")
    #expect(stepped.observed == observed, "the engine's trace is kept as it was")
  }

  @Test("Another mistake later in the same case still shows, with its own signature")
  func otherMistakeShows() throws {
    let (touchCase, run, original) = try Self.tap()
    let divergence = try #require(Self.comparison(run, original, touchCase).divergence)
    let symptom = try #require(Symptom.of(divergence, in: touchCase)).text
    var observed = original
    let last = observed.removeLast()
    let stepped = Self.comparison(run, observed, touchCase).steppingOver([symptom], in: touchCase)
    let d = try #require(stepped.divergence)
    #expect(!d.signature.hasPrefix(KnownDivergences.symptomPrefix), "\(d.signature)")
    #expect(d.expected == last, "the difference left is the missing last line")
    #expect(Self.comparison(run, observed, touchCase).steppingOver(["another sentence"], in: touchCase).divergence?.index == 0)
  }

  @Test("Symptoms accepted by pattern step over a mistake everywhere; the engine's other mistake still shows")
  func campaign() throws {
    let a = try #require(Deviation.named("exclusive-touch-ignored")), b = try #require(Deviation.named("hidden-still-hit"))
    let engine = Deviations.engine([a, b], name: "two-mistakes")
    let first = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: Campaign.Configuration(seed: 2, cases: 800)).run()
    let shown = first.divergences.filter { $0.rule?.hasPrefix("MTC") ?? false }.compactMap { $0.counterexample?.symptom?.text }
    // The exclusive-touch mistake shows as two lines: the refusal UIKit makes, and the began the engine sends on (to a
    // view, up its chain, dropped; for one finger or several). `*` stands for what varies.
    let patterns = [
      "* does not refuse the touch when *; in UIKit it refuses the touch for exclusiveTouch (MTC-003)",
      "touchesBegan * when *; in UIKit it does not (MTC-005)",
    ]
    #expect(!shown.isEmpty && shown.allSatisfy { s in patterns.contains { Symptom.matches(s, pattern: $0) } }, "\(shown)")
    var configuration = Campaign.Configuration(seed: 2, cases: 800)
    configuration.known = try KnownDivergences.decode(
      text: #"{"format": 1, "known": ["# + patterns.map { #"{"symptom": "\#($0)", "reason": "kept"}"# }.joined(separator: ", ") + "]}")
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
    #expect(!report.divergences.contains { $0.rule?.hasPrefix("MTC") ?? false }, "\(report.divergences.map { ($0.signature, $0.counterexample?.symptom?.text ?? "") })")
    #expect(report.knownHits.contains { $0.signature.hasPrefix(KnownDivergences.symptomPrefix + patterns[0]) }, "\(report.knownHits.map(\.signature))")
    #expect(report.knownFixed.isEmpty, "both patterns were stepped over: \(report.knownFixed.map(\.accepts))")
    #expect(report.divergences.contains { $0.signature.contains("HIT-002") || $0.signature.contains("hit-skipped-view") }, "\(report.divergences.map(\.signature))")
  }
}

/// The oracle without its last line: a mistake no catalogue entry names.
struct LastLineDroppedEngine: TouchEngine {
  var name = "last-line-dropped"
  var summary = "drops the last line of its trace"
  var capabilities: Capabilities { ReferenceOracle().capabilities }

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    EngineRun(trace: Array(ReferenceOracle().run(touchCase, recording: categories).trace.dropLast()))
  }
}

@Suite("touchcheck replay --known steps over accepted symptoms as campaigns do (issue 31, item 4)")
struct ReplaySymptomTests {
  @Test("A file whose only difference is an accepted symptom is known; without the entry it fails")
  func replayKnown() throws {
    let path = "\(ExternalScripts.packageRoot)/Corpus/documented/\(SignatureEitherSideTests.tapCase)"
    let engine = LastLineDroppedEngine()
    let touchCase = try CorpusFiles.load(path).get().touchCase
    let divergence = try #require(Differential.run(oracle: ReferenceOracle(), engine: engine, touchCase).divergence)
    let symptom = try #require(Symptom.of(divergence, in: touchCase)).text
    let known = try KnownDivergences.decode(text: #"{"format": 1, "known": [{"symptom": "\#(symptom)", "reason": "kept"}]}"#)
    let quietly: (String) -> Void = { _ in }
    let accepted = ReplaySession(engine: engine, level: EngineLevel(reference: ReferenceOracle(), profile: .default, known: known)).run([path], report: quietly)
    #expect(accepted.known == 1 && accepted.failed == 0, "\(symptom)")
    let plain = ReplaySession(engine: engine, level: EngineLevel(reference: ReferenceOracle(), profile: .default, known: KnownDivergences())).run([path], report: quietly)
    #expect(plain.failed == 1)
  }
}
