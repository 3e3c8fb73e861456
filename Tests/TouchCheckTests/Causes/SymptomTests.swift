import Foundation
import Testing
import TouchCheck
import TouchModel
import UIKitOracle

@Suite("What differs, in a sentence made from the difference (issue 31, item 3)")
struct SymptomTests {
  /// Every documented case file, loaded.
  static func documented() throws -> [(String, TouchCase)] {
    let root = "\(ExternalScripts.packageRoot)/Corpus/documented"
    let paths = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".json") }.sorted()
    return try paths.map { ($0, try CorpusFiles.load("\(root)/\($0)").get().touchCase) }
  }

  /// The symptom an engine that made `edit` to the oracle's trace would get, with the divergence's signature.
  static func symptom(_ touchCase: TouchCase, _ edit: (inout Trace) -> Void) throws -> (String, String) {
    let run = ReferenceOracle().explainedRun(touchCase, recording: .all)
    var observed = run.trace
    edit(&observed)
    let divergence = try #require(Differential.divergence(expected: run, observed: observed, in: touchCase))
    return (divergence.signature, try #require(Symptom.of(divergence, in: touchCase)).text)
  }

  /// Whether a stream item is a touch frame in which every finger still down lifts.
  static func lastLift(_ touchCase: TouchCase, _ frame: Int) -> Bool {
    var down = Set<Int>()
    for (k, item) in touchCase.stream.items.enumerated() {
      guard case .touches(let samples) = item.kind else { continue }
      for s in samples where s.phase == .began { down.insert(s.touch) }
      if k == frame { return samples.contains { $0.phase == .ended } && down.subtracting(samples.filter { $0.phase == .ended }.map(\.touch)).isEmpty }
      for s in samples where s.phase == .ended { down.remove(s.touch) }
    }
    return false
  }

  @Test("A recognizer that does not fail when the last finger lifts reads so, with its kind and rule, on every documented case")
  func neverFailsOnLift() throws {
    var seen = 0
    for (path, touchCase) in try Self.documented() {
      let trace = ReferenceOracle().run(touchCase, recording: .all).trace
      for (k, event) in trace.enumerated() {
        guard case .recognizerState(let g, .failed) = event.kind, Self.lastLift(touchCase, event.frame) else { continue }
        let (signature, text) = try Self.symptom(touchCase) { $0.remove(at: k) }
        guard signature.hasSuffix("recognizers:missing failed") else { continue }
        let kind = touchCase.scene.recognizers[g].kind.name == "longPress" ? "long press" : touchCase.scene.recognizers[g].kind.name
        let rule = String(signature.prefix { $0 != " " })
        // Two fingers lifting together read as the last fingers.
        let lifting = touchCase.stream.items.indices.contains(event.frame)
          ? { if case .touches(let samples) = touchCase.stream.items[event.frame].kind { samples.filter { $0.phase == .ended }.count } else { 0 } }() : 0
        let lift = lifting > 1 ? "the last fingers lift" : "the last finger lifts"
        #expect(text == "the \(kind) recognizer does not fail when \(lift); in UIKit it fails (\(rule))", "\(path)")
        seen += 1
      }
    }
    #expect(seen >= 2, "documented cases where a recognizer fails on the last lift: \(seen)")
  }

  @Test("An inserted early failure is described by the engine's own line and the stimulus of its frame")
  func insertedFailure() throws {
    let touchCase = try #require(try Self.documented().first { $0.0.hasSuffix(SignatureEitherSideTests.tapCase) }?.1)
    let (signature, text) = try Self.symptom(touchCase) { trace in
      trace.insert(TraceEvent(frame: trace[0].frame, .recognizerState(recognizer: 0, .failed)), at: 0)
    }
    let rule = String(signature.prefix { $0 != " " })
    #expect(text == "the tap recognizer fails when a finger touches down; in UIKit it does not (\(rule))")
  }

  @Test("A hit test that finds nothing names what UIKit found; one that finds another view places it against UIKit's")
  func hitTests() throws {
    let touchCase = try #require(try Self.documented().first { $0.0.hasSuffix(SignatureEitherSideTests.tapCase) }?.1)
    let trace = ReferenceOracle().run(touchCase, recording: .all).trace
    let k = try #require(trace.firstIndex { if case .hitTest(_, .some) = $0.kind { true } else { false } })
    guard case .hitTest(let t, .some(let v)) = trace[k].kind else { return }
    let (_, none) = try Self.symptom(touchCase) { $0[k] = TraceEvent(frame: $0[k].frame, .hitTest(touch: t, view: nil)) }
    #expect(none.hasPrefix("the hit test returns no view when a finger touches down; in UIKit it returns a"), "\(none)")
    let parent = try #require(touchCase.scene.superviews()[v])
    let (_, above) = try Self.symptom(touchCase) { $0[k] = TraceEvent(frame: $0[k].frame, .hitTest(touch: t, view: parent)) }
    #expect(above.contains("(a superview of UIKit's) when a finger touches down"), "\(above)")
  }

  @Test("Symptoms name kinds, never IDs: renaming every view and recognizer leaves the sentence as it was")
  func noIDs() throws {
    for (path, touchCase) in try Self.documented().prefix(40) {
      let trace = ReferenceOracle().run(touchCase, recording: .all).trace
      guard !trace.isEmpty else { continue }
      var renamed = touchCase
      for k in renamed.scene.views.indices { renamed.scene.views[k].id = "v\(k)x" }
      for k in renamed.scene.recognizers.indices { renamed.scene.recognizers[k].id = "g\(k)x" }
      let a = try Self.symptom(touchCase) { $0.removeLast() }
      let b = try Self.symptom(renamed) { $0.removeLast() }
      #expect(a.1 == b.1, "\(path)")
    }
  }
}
