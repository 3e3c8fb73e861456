import TouchModel

/// Replays an engine's archived counterexamples before a campaign generates anything, as Hypothesis replays its database.
package enum ArchiveReplay {
  /// What one archived file did this time.
  package struct Outcome: Sendable {
    /// The archived file.
    package var path: String
    /// The signature it diverges with now, or nil when the engine now matches the oracle on it.
    package var signature: String?
    /// The deciding rule, when it diverges.
    package var rule: String?
    /// Why the file could not be replayed, if it could not.
    package var error: CorpusError?
    /// The signature the file was archived under (its `found` member), if it says.
    package var recorded: String?
    /// The file, its `found` member and the comparison made, when it diverges: for its counterexample.
    var diverging: (file: CaseFile, header: FoundHeader?, comparison: Comparison)?
  }

  /// Replays every case file under `folder` (sorted) against the engine, with the campaign's checks.
  package static func run(_ folder: String, campaign: Campaign) -> [Outcome] {
    let listing = CorpusFiles.list([folder])
    var outcomes = listing.errors.filter { $0.kind == .io }.map { Outcome(path: $0.file, error: $0) }
    for path in listing.files {
      switch CorpusFiles.load(path) {
      case .failure(let error):
        outcomes.append(Outcome(path: path, error: error))
      case .success(let file):
        let comparison = campaign.check.settled(
          file.touchCase, Differential.run(oracle: campaign.oracle, engine: campaign.engine, file.touchCase, checks: campaign.configuration.checks))
        let d = comparison.divergence
        let header = (try? FoundHeader.read(file)) ?? nil
        var outcome = Outcome(path: path, signature: d?.signature, rule: d?.rule, recorded: header?.signature)
        if d != nil { outcome.diverging = (file, header, comparison) }
        outcomes.append(outcome)
      }
    }
    return outcomes
  }
}
