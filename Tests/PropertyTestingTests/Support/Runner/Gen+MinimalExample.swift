@testable import PropertyTesting
extension Gen {
  /// Finds a value satisfying `condition` and shrinks it to the simplest one the shrinker reaches.
  ///
  /// Useful for shrink-quality tests (`Gen.int(in: 0...100).minimalExample { $0 >= 37 } == 37`)
  /// and for exploring a generator. Returns `nil` when no generated value satisfied `condition`.
  package func minimalExample(
    configuration: PropertyConfiguration = PropertyConfiguration(seed: 0, cases: 1_000),
    where condition: @escaping @Sendable (Value) -> Bool
  ) -> Value? {
    let runner = PropertyRunner(configuration: configuration, generator: self) { value in
      condition(value) ? .fail(signature: "example") : .pass
    }
    guard let failure = runner.run().failure else { return nil }
    var source = ChoiceSource(replaying: failure.shrunk, size: failure.size)
    return try? run(&source)
  }
}
