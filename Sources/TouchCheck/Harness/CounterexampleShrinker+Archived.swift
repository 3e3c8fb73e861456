import PropertyTesting
import TouchModel

extension CounterexampleShrinker {
  /// The counterexample of an archived case that still diverges, diagnosed as a generated one is (issue 31, item 4), so
  /// a later campaign over the archive names what the first named. When the file's replay tokens still give its case
  /// under this engine's capabilities and profile, diagnosis varies the same choices the first campaign did; otherwise
  /// the file's case is taken as it stands (variations then start from nothing). The evidence is drawn with the seed of
  /// the campaign that found it, as the file records.
  func archived(_ file: CaseFile, header: FoundHeader?, comparison: Comparison) -> Counterexample? {
    guard let divergence = comparison.divergence else { return nil }
    let fingerprint = ReplayFingerprint(capabilities: campaign.engine.capabilities, profile: campaign.profile)
    let signature = divergence.signature
    var made: Counterexample?
    if let header, let token = header.replayToken, let size = header.size, let minimal = try? fingerprint.choices(of: token) {
      let original = header.originalReplayToken.flatMap { try? fingerprint.choices(of: $0) } ?? minimal
      let sighting = Sighting(index: header.origin?.firstCase ?? -1, size: size, signature: signature, rule: divergence.rule, choices: original, spans: [])
      var source = ChoiceSource(replaying: minimal, size: size)
      if let (touchCase, replayed) = campaign.check.run(&source), touchCase == file.touchCase, replayed.divergence?.signature == signature {
        var originalCase = touchCase
        source.reset(replaying: original, size: size)
        if let (firstFound, _) = campaign.check.run(&source) { originalCase = firstFound }
        made = make(touchCase, replayed, original: originalCase, sighting: sighting, minimal: minimal, result: nil, unstable: false, foundWithSeed: header.origin?.seed)
      }
    }
    if made == nil {
      let sighting = Sighting(index: header?.origin?.firstCase ?? -1, size: header?.size ?? 20, signature: signature, rule: divergence.rule, choices: [], spans: [])
      made = make(file.touchCase, comparison, original: file.touchCase, sighting: sighting, minimal: [], result: nil, unstable: false, foundWithSeed: header?.origin?.seed)
      if let token = header?.replayToken { made?.replayToken = token }
    }
    return made
  }
}
