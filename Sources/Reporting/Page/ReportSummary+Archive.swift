import TouchCheck
import TouchModel

extension ReportSummary {
  /// One archived counterexample: where it is, the case file, and its `found` header.
  package struct Archived: Sendable {
    /// The file's path.
    package var path: String
    /// The case file.
    package var file: CaseFile
    /// Its `found` member.
    package var header: FoundHeader

    /// Creates an entry.
    package init(path: String, file: CaseFile, header: FoundHeader) {
      self.path = path
      self.file = file
      self.header = header
    }
  }

  /// What an archive alone tells, when no summary is given: one divergence per signature (the first file of each),
  /// with its rule, first case, minimal size and cause, in order of first case; no counts, coverage or distribution.
  package init(engine: String, archived: [Archived]) {
    self.init(engine: engine)
    let diagnosed = archived.contains { CaseShow.Found($0.file).cause != nil }
    for entry in archived where !divergences.contains(where: { $0.signature == entry.header.signature }) {
      let scene = entry.file.touchCase.scene
      let stream = entry.file.touchCase.stream
      var d = Divergence(signature: entry.header.signature, rule: entry.file.rules.first)
      d.firstCase = entry.header.origin?.firstCase
      d.minimal = [scene.views.count - scene.windows.count, scene.recognizers.count, stream.touchNames.count, stream.items.count]
      d.archived = entry.path
      d.diagnosed = diagnosed
      d.cause = CaseShow.Found(entry.file).cause
      d.symptom = CaseShow.Found(entry.file).symptom
      divergences.append(d)
    }
    divergences.sort(by: Self.earlier)
    var seeds: [UInt64] = []
    for seed in archived.compactMap({ $0.header.origin?.seed }) where !seeds.contains(seed) { seeds.append(seed) }
    if !seeds.isEmpty { self.seed = seeds.map(String.init).joined(separator: ", ") }
  }
}
