import PropertyTesting
import Testing

@Suite("Bounded draws")
struct BoundedRandomTests {
  @Test("next(upTo:) stays in range and reaches both ends", arguments: [0, 1, 2, 6, 1000, UInt64.max / 3])
  func staysInRange(max: UInt64) {
    var generator = Xoshiro256StarStar(seed: 99)
    var sawZero = false
    var sawMax = false
    for _ in 0..<20_000 {
      let value = generator.next(upTo: max)
      #expect(value <= max)
      sawZero = sawZero || value == 0
      sawMax = sawMax || value == max
    }
    if max < 100 {
      #expect(sawZero)
      #expect(sawMax)
    }
  }

  @Test("next(upTo:) matches a C reference of Lemire's method, so the mapping never changes")
  func pinned() {
    var generator = Xoshiro256StarStar(seed: 0)
    #expect((0..<8).map { _ in generator.next(upTo: 9) } == [6, 7, 1, 4, 7, 9, 4, 5])
    generator = Xoshiro256StarStar(seed: 0)
    #expect((0..<4).map { _ in generator.next(upTo: 1000) } == [601, 748, 103, 417])
  }

  @Test("next(upTo: 5) is roughly uniform")
  func roughlyUniform() {
    var generator = Xoshiro256StarStar(seed: 5)
    var counts = [Int](repeating: 0, count: 6)
    for _ in 0..<60_000 { counts[Int(generator.next(upTo: 5))] += 1 }
    #expect(counts.allSatisfy { (9_000...11_000).contains($0) })
  }

  @Test("nextBool(probability:) honours 0, 1 and the rate in between")
  func bernoulli() {
    var generator = Xoshiro256StarStar(seed: 11)
    #expect((0..<1000).allSatisfy { _ in !generator.nextBool(probability: 0) })
    #expect((0..<1000).allSatisfy { _ in generator.nextBool(probability: 1) })
    let trues = (0..<100_000).filter { _ in generator.nextBool(probability: 0.25) }.count
    #expect((24_000...26_000).contains(trues))
  }

  @Test("deriveSeed gives distinct seeds for neighbouring indices and runs")
  func derivedSeeds() {
    var seen = Set<UInt64>()
    for run in 0..<20 as Range<UInt64> {
      for index in 0..<500 as Range<UInt64> { seen.insert(deriveSeed(run, index)) }
    }
    #expect(seen.count == 20 * 500)
    #expect(deriveSeed(1, 2) == deriveSeed(1, 2))
  }
}
