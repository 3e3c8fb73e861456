import PropertyTesting
import Testing

@Suite("minimizeIndividualChoices")
struct MinimizeIndividualChoicesTests {
  @Test("Binary-searches each choice to its lowest interesting value")
  func lowersEachChoice() {
    let context = runPass(.minimizeIndividualChoices, on: [100, 50, 7], predicate: rawPredicate {
      $0.count == 3 && $0[0] >= 37 && $0[2] == 7
    })
    #expect(context.best == [37, 0, 7])
    #expect(context.calls <= 12)
  }

  @Test("A choice that cannot move costs two calls (zero, then one less)")
  func stuckChoiceIsCheap() {
    let context = runPass(.minimizeIndividualChoices, on: [777], predicate: rawPredicate { $0 == [777] })
    #expect(context.calls == 2)
    #expect(context.best == [777])
  }
}
