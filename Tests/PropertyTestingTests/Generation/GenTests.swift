import PropertyTesting
import Testing

@Suite("Gen")
struct GenTests {
  @Test("The same seed gives the same value; the simplest choices give the simplest value")
  func determinismAndSimplest() throws {
    let generator = Gen.array(of: Gen.int(in: 3...9))
    #expect(try generator.sample(seed: 4) == generator.sample(seed: 4))
    var empty = ChoiceSource(replaying: [], size: 100)
    #expect(try generator.run(&empty) == [])
  }

  @Test("map and flatMap compose, and flatMap replays through the dependent generator")
  func mapAndFlatMap() throws {
    let pairs = Gen.int(in: 1...5).flatMap { n in Gen.array(of: Gen.always(n), count: n...n) }
    for seed in 0..<20 as Range<UInt64> {
      let value = try pairs.sample(seed: seed)
      #expect(value.count == value.first)
    }
    var source = ChoiceSource(replaying: [2], size: 0)
    #expect(try Gen.int(in: 0...9).map { $0 * 10 }.run(&source) == 20)
  }

  @Test("filter retries and then rejects the case")
  func filterRejects() {
    let impossible = Gen.int(in: 0...9).filter { $0 > 100 }
    var source = ChoiceSource(seed: 1, size: 0)
    #expect(throws: GenerationRejected.self) { try impossible.run(&source) }
    #expect(source.isRejected)
    #expect(source.spans.count == 3)
    let even = Gen.int(in: 0...1000).filter { $0.isMultiple(of: 2) }
    #expect((0..<50).allSatisfy { (try? even.sample(seed: $0))?.isMultiple(of: 2) ?? true })
  }

  @Test("array respects its count bounds and grows with size")
  func arrayBounds() throws {
    let generator = Gen.array(of: Gen.bool, count: 2...6)
    var lengths = Set<Int>()
    for seed in 0..<300 as Range<UInt64> {
      let value = try generator.sample(seed: seed, size: 3)
      #expect((2...6).contains(value.count))
      lengths.insert(value.count)
    }
    #expect(lengths == Set(2...6))
    let small = try (0..<200 as Range<UInt64>).map { try Gen.array(of: Gen.bool).sample(seed: $0, size: 1).count }
    let large = try (0..<200 as Range<UInt64>).map { try Gen.array(of: Gen.bool).sample(seed: $0, size: 30).count }
    #expect(small.reduce(0, +) * 5 < large.reduce(0, +))
  }

  @Test("Each optional array element is one span holding its flag and its choices")
  func arraySpans() throws {
    var source = ChoiceSource(replaying: [1, 5, 1, 6, 0], size: 10)
    #expect(try Gen.array(of: Gen.int(in: 0...9)).run(&source) == [5, 6])
    #expect(source.spans.map(\.range) == [0..<2, 2..<4])
    #expect(source.spans.allSatisfy { $0.label == Span.arrayElementLabel })
  }

  @Test("oneOf and element(of:) shrink towards the first alternative")
  func alternatives() throws {
    var source = ChoiceSource(replaying: [], size: 0)
    #expect(try Gen.oneOf(Gen.always("a"), Gen.always("b")).run(&source) == "a")
    #expect(try Gen.element(of: ["x", "y"]).run(&source) == "x")
    var second = ChoiceSource(replaying: [1, 1], size: 0)
    #expect(try Gen.oneOf(Gen.always("a"), Gen.always("b")).run(&second) == "b")
    #expect(try Gen.element(of: ["x", "y"]).run(&second) == "y")
    #expect(second.spans == [Span(start: 0, end: 1, label: Span.oneOfLabel, depth: 0)])
  }
}
