@testable import PropertyTesting
/// Runs a property over many generated cases and shrinks the lowest-index failure.
///
/// A property is one function that draws its input from a `ChoiceSource` and returns a
/// `PropertyOutcome`. Throwing `GenerationRejected`, or calling `reject()` on the source,
/// makes the case invalid; throwing any other error is a failure whose signature is
/// `"threw <error type>"`.
package struct PropertyRunner: Sendable {
  /// The property: generate a case from the source, test it, and say what happened.
  package typealias Property = @Sendable (inout ChoiceSource) throws -> PropertyOutcome

  /// How the property is run.
  package var configuration: PropertyConfiguration
  /// The property under test.
  package let property: Property

  /// Creates a runner for `property`.
  package init(configuration: PropertyConfiguration, property: @escaping Property) {
    self.configuration = configuration
    self.property = property
  }

  /// Creates a runner that generates with `generator` and checks each value with `test`.
  package init<Value>(
    configuration: PropertyConfiguration,
    generator: Gen<Value>,
    test: @escaping @Sendable (Value) throws -> PropertyOutcome
  ) {
    self.init(configuration: configuration) { source in try test(try generator.run(&source)) }
  }

  /// Runs the property once on `source`, mapping rejection, overrun and thrown errors to an outcome.
  package func evaluate(_ source: inout ChoiceSource) -> PropertyOutcome {
    let outcome: PropertyOutcome
    do {
      outcome = try property(&source)
    } catch is GenerationRejected {
      return .invalid
    } catch {
      outcome = .fail(signature: "threw \(type(of: error))")
    }
    return source.isInvalid ? .invalid : outcome
  }

  /// Replays `sequence` with size hint `size`, returning the outcome and the choices and spans actually consumed.
  package func replay(
    _ sequence: ChoiceSequence, size: Int
  ) -> (outcome: PropertyOutcome, consumed: ChoiceSequence, spans: [Span]) {
    var source = ChoiceSource(replaying: sequence, size: size, maxChoices: configuration.maxChoices)
    let outcome = evaluate(&source)
    return (outcome, source.recorded, source.spans)
  }

  /// Generates and runs case `index` of the run in `source`, reusing its buffers.
  func runCase(_ index: Int, in source: inout ChoiceSource) -> CaseResult {
    let size = CaseSchedule.size(forCase: index, of: configuration.cases, maxSize: configuration.maxSize)
    let seed = CaseSchedule.caseSeed(run: configuration.seed, index: index)
    source.reset(seed: seed, size: size)
    switch evaluate(&source) {
    case .pass:
      return .pass
    case .invalid:
      return .invalid
    case .fail(let signature):
      return .fail(
        FailingCase(
          index: index, seed: seed, size: size, signature: signature,
          choices: source.recorded, spans: source.spans))
    }
  }
}
