import Testing
import TouchModel

@Suite("Array(copies:count:)")
struct ArrayCopiesTests {
  @Test("Equals Array(repeating:count:) on both sides of its 32-element switch", arguments: [0, 1, 2, 31, 32, 33, 100, 1_000])
  func sameAsRepeating(count: Int) {
    #expect([Int?](copies: 7, count: count) == [Int?](repeating: 7, count: count))
    #expect([String](copies: "x", count: count) == [String](repeating: "x", count: count))
    #expect([[Int]](copies: [1, 2], count: count) == [[Int]](repeating: [1, 2], count: count))
  }
}
