extension Gen where Value: Sendable {
  /// A generator that always returns `value` and draws nothing.
  package static func always(_ value: Value) -> Gen<Value> {
    Gen { _ in value }
  }

  /// A generator of one of `elements`, shrinking towards the first.
  package static func element(of elements: [Value]) -> Gen<Value> {
    precondition(!elements.isEmpty, "Gen.element(of:) needs at least one element")
    return Gen { source in elements[source.drawIndex(count: elements.count)] }
  }
}

extension Gen where Value == Int {
  /// A generator of integers in `range`, shrinking towards `range.lowerBound`.
  package static func int(in range: ClosedRange<Int>) -> Gen<Int> {
    Gen { source in source.drawInt(in: range) }
  }
}

extension Gen where Value == Bool {
  /// A generator of fair Booleans, shrinking towards `false`.
  package static var bool: Gen<Bool> {
    Gen { source in source.drawBool(trueProbability: 0.5) }
  }
}

extension Gen {
  /// A generator that picks one of `generators` (shrinking towards the first) and runs it.
  ///
  /// The branch index and the branch's choices form one span labelled `Span.oneOfLabel`,
  /// so a nested `oneOf` (a recursive generator) can be hoisted over its parent.
  package static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
    precondition(!generators.isEmpty, "Gen.oneOf needs at least one generator")
    return Gen { source in
      source.beginSpan(Span.oneOfLabel)
      defer { source.endSpan() }
      return try generators[source.drawIndex(count: generators.count)].run(&source)
    }
  }

  /// A generator that picks one of `generators` (shrinking towards the first) and runs it.
  package static func oneOf(_ generators: Gen<Value>...) -> Gen<Value> {
    oneOf(generators)
  }
}
