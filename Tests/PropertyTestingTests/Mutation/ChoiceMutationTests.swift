import PropertyTesting
import Testing

@Suite("ChoiceMutation: a kept prefix, the rest drawn afresh")
struct ChoiceMutationTests {
  static let generator = Gen.array(of: Gen.int(in: 0...1_000), count: 0...12)

  static func parent(seed: UInt64) throws -> ChoiceSequence {
    var source = ChoiceSource(seed: seed, size: 20)
    _ = try generator.generate(&source)
    return source.recorded
  }

  @Test("A mutant is a prefix of its parent, the same for the same generator state, and varies with it", arguments: 0..<5 as Range<UInt64>)
  func prefixes(seed: UInt64) throws {
    let parent = try Self.parent(seed: seed)
    var a = Xoshiro256StarStar(seed: seed)
    var b = Xoshiro256StarStar(seed: seed)
    let mutants = (0..<30).map { _ in ChoiceMutation.mutate(parent, using: &a) }
    #expect(mutants == (0..<30).map { _ in ChoiceMutation.mutate(parent, using: &b) })
    #expect(mutants.allSatisfy { $0.count < parent.count && Array(parent.values.prefix($0.count)) == $0.values })
    #expect(parent.count < 3 || Set(mutants).count > 1)
    #expect(ChoiceMutation.mutate([], using: &a) == [])
  }

  @Test("A mutant, its tail drawn afresh, keeps the parent's values up to the cut and is a case of the generator", arguments: 0..<5 as Range<UInt64>)
  func validCases(seed: UInt64) throws {
    let parent = try Self.parent(seed: seed)
    var rng = Xoshiro256StarStar(seed: seed)
    var source = ChoiceSource(seed: 0, size: 20)
    for k in 0..<50 {
      let mutant = ChoiceMutation.mutate(parent, using: &rng)
      source.reset(replaying: mutant, thenGeneratingFrom: UInt64(k), size: 20)
      let value = try Self.generator.generate(&source)
      #expect(!source.isInvalid && value.count <= 12 && value.allSatisfy { (0...1_000).contains($0) })
      #expect(Array(source.recorded.values.prefix(mutant.count)) == mutant.values)
    }
  }
}
