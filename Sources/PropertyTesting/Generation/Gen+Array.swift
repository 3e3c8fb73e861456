extension Gen {
  /// A generator of arrays of `element` values whose length lies in `count`.
  ///
  /// Encoding: the first `count.lowerBound` elements are drawn directly; each further
  /// element is preceded by a "one more?" Boolean (raw 0 = stop), and each element
  /// together with its flag is a span labelled `Span.arrayElementLabel` (the final stop
  /// flag is in no span). Deleting such a span removes exactly one element, so lists
  /// shrink by deletion. When generating, the expected number of optional elements is
  /// about `source.size`.
  package static func array<Element>(
    of element: Gen<Element>,
    count: ClosedRange<Int> = 0...100
  ) -> Gen<Value> where Value == [Element] {
    precondition(count.lowerBound >= 0, "Gen.array needs a non-negative count")
    return Gen { source in
      var result: [Element] = []
      result.reserveCapacity(count.lowerBound)
      for _ in 0..<count.lowerBound {
        source.beginSpan(Span.arrayElementLabel)
        defer { source.endSpan() }
        result.append(try element.run(&source))
      }
      let optional = count.upperBound - count.lowerBound
      let expected = Double(Swift.max(0, Swift.min(optional, source.size)))
      let continueProbability = expected / (expected + 1)
      while result.count < count.upperBound {
        source.beginSpan(Span.arrayElementLabel)
        guard source.drawBool(trueProbability: continueProbability) else {
          source.cancelSpan()
          break
        }
        result.append(try element.run(&source))
        source.endSpan()
      }
      return result
    }
  }
}
