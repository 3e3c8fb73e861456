import PropertyTesting
import Testing

@Suite("lowerDuplicates")
struct LowerDuplicatesTests {
  @Test("Lowers equal choices together where lowering either alone fails")
  func lowersTogether() {
    let predicate = rawPredicate { $0.count == 3 && $0[0] == $0[2] && $0[0] >= 101 }
    let alone = runPass(.minimizeIndividualChoices, on: [300, 5, 300], predicate: predicate)
    #expect(alone.best == [300, 0, 300])
    let together = runPass(.lowerDuplicates, on: [300, 5, 300], predicate: predicate)
    #expect(together.best == [101, 5, 101])
  }
}
