import PropertyTesting
import TouchModel

extension Campaign {
  /// Checks the case a coverage-guided fuzzer's input makes and returns its shrunk counterexample when the engine diverges.
  ///
  /// The bytes are read as choices (`ChoiceSequence(fuzzInput:)`, each wrapped into its draw's range), the case they
  /// generate is compared with the oracle under the campaign's checks, and a divergence not accepted as known is shrunk
  /// keeping its signature, as in a campaign. This is the body of a libFuzzer target (`touchcheck-fuzz-target`).
  package func check(fuzzInput bytes: some Sequence<UInt8>) -> Counterexample? {
    var source = ChoiceSource(wrapping: ChoiceSequence(fuzzInput: bytes), size: configuration.maxSize)
    guard let (_, comparison) = check.run(&source), let d = comparison.divergence, configuration.known.entry(for: d.signature) == nil else {
      return nil
    }
    let sighting = Sighting(index: 0, size: configuration.maxSize, signature: d.signature, rule: d.rule, choices: source.recorded, spans: source.spans)
    return CounterexampleShrinker(campaign: self).shrink(sighting)
  }
}
