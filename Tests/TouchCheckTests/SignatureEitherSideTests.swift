import Foundation
import Testing
import TouchCheck
import TouchModel
import UIKitOracle

@Suite("Signatures name what differs, on either side (issue 31, item 1)")
struct SignatureEitherSideTests {
  static let tapCase = "recognizers/seed004-tap-on-the-yellow-view-gets-began-then-the-action-then-touches-cancelled.json"

  static func touchCase() throws -> TouchCase {
    try CorpusFiles.load("\(ExternalScripts.packageRoot)/Corpus/documented/\(tapCase)").get().touchCase
  }

  /// The signature of the oracle's own trace with `edit` applied, as an engine that made that edit would get.
  static func signature(_ touchCase: TouchCase, _ edit: (inout Trace) -> Int) throws -> String {
    let run = ReferenceOracle().explainedRun(touchCase, recording: .all)
    var observed = run.trace
    let index = edit(&observed)
    let divergence = try #require(Differential.divergence(expected: run, observed: observed, in: touchCase))
    #expect(divergence.index == index)
    return divergence.signature
  }

  @Test("An engine that inserts a recognizer failure before the oracle's hit test is signed by its own line and state")
  func insertedLine() throws {
    let touchCase = try Self.touchCase()
    let signature = try Self.signature(touchCase) { trace in
      trace.insert(TraceEvent(frame: trace[0].frame, .recognizerState(recognizer: 0, .failed)), at: 0)
      return 0
    }
    #expect(signature.hasSuffix("recognizers:extra failed"), "\(signature)")
    #expect(!signature.contains("hitTest"), "\(signature)")
  }

  @Test("A recognizer line that is missing carries the state it should have reached; two states, two signatures")
  func stateReached() throws {
    let touchCase = try Self.touchCase()
    let run = ReferenceOracle().explainedRun(touchCase, recording: .all)
    let states = run.trace.indices.filter { if case .recognizerState = run.trace[$0].kind { true } else { false } }
    let first = try #require(states.first)
    guard case .recognizerState(let g, let state) = run.trace[first].kind else { return }
    let missing = try Self.signature(touchCase) { trace in
      trace.remove(at: first)
      return first
    }
    #expect(missing.hasSuffix("recognizers:missing \(state)"), "\(missing)")
    let other: RecognizerState = state == .failed ? .began : .failed
    let differs = try Self.signature(touchCase) { trace in
      trace[first] = TraceEvent(frame: trace[first].frame, .recognizerState(recognizer: g, other))
      return first
    }
    #expect(differs.hasSuffix("recognizers:differs \(state)/\(other)"), "\(differs)")
    #expect(missing != differs)
  }

  @Test("A known entry written before states were signed keeps accepting every state; a * entry still a prefix")
  func oldKnownEntries() {
    let old = KnownDivergences.Entry(signature: "GES-012 recognizers:missing", reason: "old file")
    #expect(old.matches("GES-012 recognizers:missing failed") && old.matches("GES-012 recognizers:missing"))
    #expect(old.matches("GES-012 recognizers:differs ended/changed") == false)
    #expect(!old.matches("GES-012 recognizers:missing failedx") && !KnownDivergences.Entry(signature: "HIT-004 hitTest:noHit", reason: "x").matches("HIT-004 hitTest:noHit failed"))
  }
}
