@testable import PropertyTesting
extension PropertyRunner {
  /// Shrinks a failing case, accepting only candidates that fail with the same signature.
  func shrink(_ failing: FailingCase) -> PropertyFailure {
    var failure = PropertyFailure(
      caseIndex: failing.index, caseSeed: failing.seed, size: failing.size,
      signature: failing.signature, original: failing.choices, shrunk: failing.choices,
      shrinkResult: nil, isFlaky: false)
    let predicate = shrinkPredicate(signature: failing.signature, size: failing.size)
    guard case .interesting(let consumed, let spans) = predicate(failing.choices) else {
      failure.isFlaky = true
      return failure
    }
    guard configuration.shrinking else { return failure }
    let shrinker = Shrinker(limits: configuration.shrinkLimits)
    let result = shrinker.shrink(consumed, spans: spans, predicate: predicate)
    failure.shrunk = result.best
    failure.shrinkResult = result
    return failure
  }

  /// The predicate "replaying the candidate fails with `signature`", reusing one source for every call.
  package func shrinkPredicate(signature: String, size: Int) -> (ChoiceSequence) -> ShrinkAttempt {
    var source = ChoiceSource(replaying: [], size: size, maxChoices: configuration.maxChoices)
    return { candidate in
      source.reset(replaying: candidate, size: size)
      switch self.evaluate(&source) {
      case .fail(let found) where found == signature:
        return .interesting(consumed: source.recorded, spans: source.spans)
      case .invalid:
        return .invalid
      case .pass, .fail:
        return .boring
      }
    }
  }
}
