import TouchModel

/// Generated cases that failed validation: a bug in TouchCheck (its generator), never the engine's, so they are not run.
///
/// Counted apart from `CampaignReport.invalidCases` (choices that made no case, which is normal); the first one is
/// kept with its validation error and the replay token that regenerates it, for the bug report.
package struct GeneratorBugs: Hashable, Sendable {
  /// How many generated cases failed validation.
  package var count: Int
  /// The campaign's index of the first of them.
  package var firstCase: Int
  /// Why the first of them is invalid: the field and the problem, as reading its case file would say.
  package var error: CaseError
  /// The fingerprinted replay token of the first of them (`touchcheck fuzz --engine NAME --replay TOKEN --size SIZE`).
  package var replayToken: String
  /// The size hint the first of them was generated with.
  package var size: Int

  /// Creates a count of generated cases that failed validation, with the first of them.
  package init(count: Int, firstCase: Int, error: CaseError, replayToken: String, size: Int) {
    self.count = count
    self.firstCase = firstCase
    self.error = error
    self.replayToken = replayToken
    self.size = size
  }

  /// The bugs of two runs of cases, `later` run after `earlier`: counts added, the first case the earlier run's.
  static func merged(_ earlier: GeneratorBugs?, _ later: GeneratorBugs?) -> GeneratorBugs? {
    guard var result = earlier else { return later }
    result.count += later?.count ?? 0
    return result
  }
}
