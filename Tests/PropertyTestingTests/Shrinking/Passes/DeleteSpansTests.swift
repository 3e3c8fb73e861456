import PropertyTesting
import Testing

@Suite("deleteSpans")
struct DeleteSpansTests {
  @Test("Deletes whole list elements, leaving only the one that matters")
  func deletesElements() {
    let generator = Gen.array(of: Gen.int(in: 0...100))
    let predicate = generatorPredicate(generator) { $0.contains(42) }
    guard case .interesting(let initial, let spans) = predicate([1, 5, 1, 42, 1, 7, 1, 9, 0]) else {
      Issue.record("initial case is not interesting")
      return
    }
    let context = runPass(.deleteSpans, on: initial, spans: spans, predicate: predicate)
    #expect(context.best == [1, 42, 0])
  }

  @Test("Deletes a counted item together with decrementing the count drawn just before it")
  func decrementsCount() {
    let generator = Gen.int(in: 0...5).flatMap { n in Gen.array(of: Gen.int(in: 0...9), count: n...n) }
    let predicate = generatorPredicate(generator) { $0.contains(9) }
    guard case .interesting(let initial, let spans) = predicate([3, 7, 8, 9]) else {
      Issue.record("initial case is not interesting")
      return
    }
    let context = runPass(.deleteSpans, on: initial, spans: spans, predicate: predicate)
    #expect(context.best == [1, 9])
  }

  @Test("Tries the largest span first")
  func largestFirst() {
    let spans = [Span(start: 0, end: 4, label: 1, depth: 0), Span(start: 1, end: 2, label: 2, depth: 1)]
    var tried: [ChoiceSequence] = []
    let context = runPass(.deleteSpans, on: [1, 2, 3, 4, 5], spans: spans) { candidate in
      tried.append(candidate)
      return .boring
    }
    #expect(tried.first == [5])
    #expect(context.best == [1, 2, 3, 4, 5])
  }
}
