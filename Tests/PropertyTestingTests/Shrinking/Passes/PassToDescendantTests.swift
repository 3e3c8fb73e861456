import PropertyTesting
import Testing

@Suite("passToDescendant")
struct PassToDescendantTests {
  @Test("Replaces a span by a same-label descendant")
  func hoistsChild() {
    let spans = [
      Span(start: 0, end: 6, label: 7, depth: 0),
      Span(start: 2, end: 4, label: 7, depth: 1),
      Span(start: 4, end: 5, label: 8, depth: 1),
    ]
    let context = runPass(.passToDescendant, on: [1, 1, 0, 5, 3, 2], spans: spans, predicate: rawPredicate {
      $0.contains(5)
    })
    #expect(context.best == [0, 5])
  }

  @Test("Leaves spans without a same-label descendant alone")
  func ignoresOtherLabels() {
    let spans = [Span(start: 0, end: 3, label: 7, depth: 0), Span(start: 1, end: 2, label: 8, depth: 1)]
    let context = runPass(.passToDescendant, on: [1, 5, 2], spans: spans, predicate: rawPredicate { _ in true })
    #expect(context.calls == 0)
  }
}
