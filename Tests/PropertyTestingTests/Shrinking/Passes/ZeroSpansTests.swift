import PropertyTesting
import Testing

@Suite("zeroSpans")
struct ZeroSpansTests {
  @Test("Zeroes a whole span whose content does not matter, and keeps one that does")
  func zeroesIrrelevantSpan() {
    let spans = [Span(start: 0, end: 3, label: 1, depth: 0), Span(start: 3, end: 6, label: 1, depth: 0)]
    let predicate = rawPredicate(spans: spans) { $0.count == 6 && $0[3] == 9 }
    let context = runPass(.zeroSpans, on: [5, 5, 5, 9, 5, 5], spans: spans, predicate: predicate)
    #expect(context.best == [0, 0, 0, 9, 5, 5])
    #expect(context.calls == 2)
  }
}
