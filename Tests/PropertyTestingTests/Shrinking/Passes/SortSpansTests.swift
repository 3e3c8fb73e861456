import PropertyTesting
import Testing

@Suite("sortSpans")
struct SortSpansTests {
  @Test("Puts adjacent list elements into shortlex order")
  func sortsElements() {
    let generator = Gen.array(of: Gen.int(in: 0...20))
    let predicate = generatorPredicate(generator) { $0.contains(0) && $0.contains(10) }
    guard case .interesting(let initial, let spans) = predicate([1, 10, 1, 0, 0]) else {
      Issue.record("initial case is not interesting")
      return
    }
    let context = runPass(.sortSpans, on: initial, spans: spans, predicate: predicate)
    #expect(context.best == [1, 0, 1, 10, 0])
  }

  @Test("Falls back to an adjacent swap when the full sort is not interesting")
  func swapsNeighbours() {
    let spans = (0..<3).map { Span(start: $0, end: $0 + 1, label: 4, depth: 0) }
    let predicate = rawPredicate(spans: spans) { $0.count == 3 && $0[2] == 5 }
    let context = runPass(.sortSpans, on: [9, 1, 5], spans: spans, predicate: predicate)
    #expect(context.best == [1, 9, 5])
  }

  @Test("Insertion-sorts a long run in O(n log n) calls when the full sort is not interesting")
  func insertionSortsLongRun() {
    let spans = (0..<64).map { Span(start: $0, end: $0 + 1, label: 4, depth: 0) }
    let predicate = rawPredicate(spans: spans) { $0.count == 64 && $0[0] == 64 }
    let initial = ChoiceSequence([64] + (1...63).reversed().map { UInt64($0) })
    let context = runPass(.sortSpans, on: initial, spans: spans, predicate: predicate)
    #expect(context.best == ChoiceSequence([64] + (1...63).map { UInt64($0) }))
    #expect(context.calls < 700)
  }
}
