import PropertyTesting

/// A predicate over raw sequences in which generation consumes exactly the candidate and records `spans`.
func rawPredicate(
  spans: [Span] = [], _ condition: @escaping (ChoiceSequence) -> Bool
) -> (ChoiceSequence) -> ShrinkAttempt {
  { candidate in condition(candidate) ? .interesting(consumed: candidate, spans: spans) : .boring }
}

/// Runs one pass (once) on `initial`, returning the context afterwards.
func runPass(
  _ pass: ShrinkPass, on initial: ChoiceSequence, spans: [Span] = [],
  limits: ShrinkLimits = ShrinkLimits(),
  predicate: @escaping (ChoiceSequence) -> ShrinkAttempt
) -> ShrinkContext {
  var context = ShrinkContext(initial: initial, spans: spans, limits: limits, predicate: predicate)
  pass.body(&context)
  return context
}

/// A predicate that regenerates with `generator` and keeps the spans, for passes that need structure.
func generatorPredicate<Value>(
  _ generator: Gen<Value>, size: Int = 100, condition: @escaping (Value) -> Bool
) -> (ChoiceSequence) -> ShrinkAttempt {
  { candidate in
    var source = ChoiceSource(replaying: candidate, size: size)
    guard let value = try? generator.run(&source), !source.isInvalid else { return .invalid }
    return condition(value) ? .interesting(consumed: source.recorded, spans: source.spans) : .boring
  }
}

/// Generates from `seed` until `condition` holds, returning the choices and spans of that case.
func firstExample<Value>(
  _ generator: Gen<Value>, seed: UInt64 = 1, size: Int = 100, condition: (Value) -> Bool
) -> (choices: ChoiceSequence, spans: [Span])? {
  var source = ChoiceSource(seed: 0, size: size)
  for index in 0..<10_000 {
    source.reset(seed: deriveSeed(seed, UInt64(index)), size: size)
    if let value = try? generator.run(&source), condition(value) {
      return (source.recorded, source.spans)
    }
  }
  return nil
}
