import PropertyTesting
import Testing

@Suite("deleteChunks")
struct DeleteChunksTests {
  @Test("Deletes everything that does not matter, without spans")
  func deletesIrrelevantChoices() {
    let context = runPass(.deleteChunks, on: [1, 2, 3, 7, 4, 5, 6, 8, 9, 10], predicate: rawPredicate { $0.contains(7) })
    #expect(context.best == [7])
  }

  @Test("Decrements the choice before a deleted chunk when the first choice counts the rest")
  func decrementsCount() {
    let context = runPass(.deleteChunks, on: [3, 1, 2, 7], predicate: rawPredicate {
      $0.count > 0 && $0[0] == UInt64($0.count - 1) && $0.contains(7)
    })
    #expect(context.best == [1, 7])
  }
}
