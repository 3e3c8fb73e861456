import PropertyTesting
import Testing

@Suite("Failure signatures")
struct SignatureTests {
  /// "A": some element above 900. "B": every element at most 900 but the sum above 1500.
  /// A's minimum, [901], is simpler than B's, [601, 900], so a shrinker that slid from B to A would report [901].
  static func runner(seed: UInt64) -> PropertyRunner {
    PropertyRunner(
      configuration: PropertyConfiguration(seed: seed, cases: 1_000),
      generator: Gen.array(of: Gen.int(in: 0...1000))
    ) { list in
      if list.contains(where: { $0 > 900 }) { return .fail(signature: "A") }
      return list.reduce(0, +) > 1500 ? .fail(signature: "B") : .pass
    }
  }

  static func value(of failure: PropertyFailure) -> [Int]? {
    var source = ChoiceSource(replaying: failure.shrunk, size: failure.size)
    return try? Gen.array(of: Gen.int(in: 0...1000)).run(&source)
  }

  @Test("A failure with signature B shrinks within B and never slides to the simpler A", arguments: [7, 8, 14, 18, 19] as [UInt64])
  func staysOnSignatureB(seed: UInt64) throws {
    let failure = try #require(Self.runner(seed: seed).run().failure)
    #expect(failure.signature == "B")
    #expect(Self.value(of: failure) == [601, 900])
  }

  @Test("A failure with signature A shrinks to A's own minimum", arguments: [1, 2] as [UInt64])
  func shrinksSignatureA(seed: UInt64) throws {
    let failure = try #require(Self.runner(seed: seed).run().failure)
    #expect(failure.signature == "A")
    #expect(Self.value(of: failure) == [901])
  }
}
