import PropertyTesting
import Testing

@Suite("zeroChunks")
struct ZeroChunksTests {
  @Test("Zeroes a run of eight choices in one call")
  func zeroesRun() {
    let context = runPass(.zeroChunks, on: [3, 3, 3, 3, 3, 3, 3, 3, 9], predicate: rawPredicate {
      $0.count == 9 && $0[8] == 9
    })
    #expect(context.best == [0, 0, 0, 0, 0, 0, 0, 0, 9])
    #expect(context.shrinks == 1)
  }

  @Test("Skips chunks that are already zero")
  func skipsZeroChunks() {
    let context = runPass(.zeroChunks, on: [0, 0, 0, 0], predicate: rawPredicate { _ in true })
    #expect(context.calls == 0)
  }
}
