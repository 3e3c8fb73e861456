import PropertyTesting
import Testing

@Suite("redistributePairs")
struct RedistributePairsTests {
  @Test("Moves value from the earlier choice to the later one while the sum must stay above a bound")
  func movesValue() {
    let predicate = rawPredicate { $0.count == 2 && $0.allSatisfy { $0 <= 1000 } && $0[0] + $0[1] > 1000 }
    let stuck = runPass(.minimizeIndividualChoices, on: [301, 700], predicate: predicate)
    #expect(stuck.best == [301, 700])
    let context = runPass(.redistributePairs, on: [301, 700], predicate: predicate)
    #expect(context.best == [1, 1000])
  }
}
