import PropertyTesting
import Testing

/// Shrink quality in the style of Hypothesis's `tests/quality`: the exact minimal value, from many seeds.
@Suite("Shrink quality")
struct ShrinkQualityTests {
  static let seeds: [UInt64] = Array(1...20)

  static func minimal<Value>(
    _ generator: Gen<Value>, seed: UInt64, where condition: @escaping @Sendable (Value) -> Bool
  ) -> Value? {
    generator.minimalExample(configuration: PropertyConfiguration(seed: seed, cases: 2_000), where: condition)
  }

  @Test("The minimal int ≥ 37 is 37", arguments: seeds)
  func minimalInteger(seed: UInt64) {
    #expect(Self.minimal(Gen.int(in: 0...10_000), seed: seed) { $0 >= 37 } == 37)
  }

  @Test("The minimal list of ints in 0...1000 with sum > 1000 is [1, 1000]", arguments: seeds)
  func minimalSum(seed: UInt64) {
    let generator = Gen.array(of: Gen.int(in: 0...1000))
    #expect(Self.minimal(generator, seed: seed) { $0.reduce(0, +) > 1000 } == [1, 1000])
  }

  @Test("The minimal list with at least 3 elements is [0, 0, 0]", arguments: seeds)
  func minimalLength(seed: UInt64) {
    let generator = Gen.array(of: Gen.int(in: 0...1000))
    #expect(Self.minimal(generator, seed: seed) { $0.count >= 3 } == [0, 0, 0])
  }

  @Test("A length drawn first, then that many elements (flatMap), shrinks to [1, 100]", arguments: seeds)
  func minimalFlatMap(seed: UInt64) {
    let generator = Gen.int(in: 0...10).flatMap { n in Gen.array(of: Gen.int(in: 0...100), count: n...n) }
    #expect(Self.minimal(generator, seed: seed) { $0.reduce(0, +) > 100 } == [1, 100])
  }

  @Test("The minimal unsorted list is [1, 0]", arguments: seeds)
  func minimalUnsorted(seed: UInt64) {
    let generator = Gen.array(of: Gen.int(in: 0...1000))
    #expect(Self.minimal(generator, seed: seed) { $0 != $0.sorted() } == [1, 0])
  }

  @Test("A list with a large element and a zero shrinks to [0, 10] (elements get sorted)", arguments: seeds)
  func minimalSorted(seed: UInt64) {
    let generator = Gen.array(of: Gen.int(in: 0...20))
    #expect(Self.minimal(generator, seed: seed) { $0.contains(0) && $0.contains { $0 >= 10 } } == [0, 10])
  }

  @Test("Two equal elements above 100 shrink together to [101, 101]", arguments: seeds)
  func minimalDuplicates(seed: UInt64) {
    let generator = Gen.array(of: Gen.int(in: 0...300))
    let condition: @Sendable ([Int]) -> Bool = { list in
      list.indices.contains { i in list[i] > 100 && list[(i + 1)...].contains(list[i]) }
    }
    #expect(Self.minimal(generator, seed: seed, where: condition) == [101, 101])
  }

  @Test("A recursive tree shrinks to the single leaf that matters", arguments: seeds)
  func minimalTree(seed: UInt64) {
    #expect(Self.minimal(Tree.generator(depth: 5), seed: seed) { $0.maximum >= 50 } == .leaf(50))
  }

  @Test("A boundary pool shrinks to its first element or leaves the pool", arguments: seeds)
  func minimalPool(seed: UInt64) {
    let generator = Gen { source in
      source.drawFromPool([0.01, 0.0099, 0.0101], probability: 0.5) { $0.drawDouble(in: 0...1, steps: 100) }
    }
    #expect(Self.minimal(generator, seed: seed) { $0 > 0 && $0 < 0.0105 } == 0.01)
    #expect(Self.minimal(generator, seed: seed) { $0 >= 0.5 } == 0.5)
  }
}

/// A binary tree for the recursive-generator quality test.
indirect enum Tree: Equatable, Sendable {
  case leaf(Int)
  case node(Tree, Tree)

  var maximum: Int {
    switch self {
    case .leaf(let value): return value
    case .node(let left, let right): return max(left.maximum, right.maximum)
    }
  }

  static func generator(depth: Int) -> Gen<Tree> {
    let leaf = Gen.int(in: 0...100).map(Tree.leaf)
    guard depth > 0 else { return leaf }
    let child = generator(depth: depth - 1)
    let node = child.flatMap { left in child.map { right in Tree.node(left, right) } }
    return Gen.oneOf(leaf, node)
  }
}
