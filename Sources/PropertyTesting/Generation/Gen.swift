/// A generator: a thin `Sendable` wrapper around a function that draws a value from a `ChoiceSource`.
///
/// Everything a `Gen` makes is a function of the recorded choices, so every generator,
/// including those built with `flatMap`, shrinks for free. Hot generators can skip
/// `Gen` and be plain `(inout ChoiceSource) -> T` functions.
package struct Gen<Value>: Sendable {
  /// The generating function.
  package let run: @Sendable (inout ChoiceSource) throws -> Value

  /// Creates a generator from a generating function.
  package init(_ run: @escaping @Sendable (inout ChoiceSource) throws -> Value) {
    self.run = run
  }

  /// Draws one value from `source`.
  @inlinable
  package func generate(_ source: inout ChoiceSource) throws -> Value {
    try run(&source)
  }

  /// Draws one value from a fresh source seeded with `seed`, for examples and debugging.
  package func sample(seed: UInt64, size: Int = 100) throws -> Value {
    var source = ChoiceSource(seed: seed, size: size)
    return try run(&source)
  }
}

/// The error a generator throws to reject the case it is building (for example `Gen.filter` giving up).
package struct GenerationRejected: Error, Equatable, Sendable {
  /// Creates the error.
  package init() {}
}
