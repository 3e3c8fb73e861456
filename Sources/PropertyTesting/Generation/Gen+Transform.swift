extension Gen {
  /// A generator of `transform` applied to this generator's values.
  package func map<T>(_ transform: @escaping @Sendable (Value) throws -> T) -> Gen<T> {
    Gen<T> { source in try transform(try self.run(&source)) }
  }

  /// A generator that uses this generator's value to choose the next generator (bind).
  ///
  /// The inner generator's choices are wrapped in a span labelled `Span.flatMapLabel`.
  package func flatMap<T>(_ transform: @escaping @Sendable (Value) throws -> Gen<T>) -> Gen<T> {
    Gen<T> { source in
      let next = try transform(try self.run(&source))
      source.beginSpan(Span.flatMapLabel)
      defer { source.endSpan() }
      return try next.run(&source)
    }
  }

  /// A generator of this generator's values that satisfy `isIncluded`, retrying up to `maxAttempts` times.
  ///
  /// Each attempt is a span labelled `Span.filterAttemptLabel`, so the shrinker can delete
  /// failed attempts. When every attempt fails the case is rejected: the source is marked
  /// and `GenerationRejected` is thrown.
  package func filter(maxAttempts: Int = 3, _ isIncluded: @escaping @Sendable (Value) -> Bool) -> Gen<Value> {
    Gen { source in
      for _ in 0..<maxAttempts {
        source.beginSpan(Span.filterAttemptLabel)
        let value = try self.run(&source)
        source.endSpan()
        if isIncluded(value) { return value }
      }
      source.reject()
      throw GenerationRejected()
    }
  }
}
