import TouchModel

/// A minimal case on which an engine's trace leaves the oracle's, with everything needed to read, replay and archive it.
package struct Counterexample: Sendable {
  /// The shrunk case.
  package var touchCase: TouchCase
  /// The case as first generated.
  package var original: TouchCase
  /// The engine's name.
  package var engine: String
  /// How the command line names the engine (`exec:'…'` for one in another process), for printed commands.
  package var commandLineName: String?
  /// The categories compared.
  package var categories: TraceCategories
  /// Whether messages that reached the application or the app delegate were compared (the engine claims `.application`).
  package var comparesApplication = true
  /// Where the traces part.
  package var divergence: Divergence?
  /// The failure's signature, kept while shrinking.
  package var signature: String
  /// The oracle's trace lines.
  package var expected: [String]
  /// The rule behind each oracle line.
  package var expectedRules: [String?]
  /// The engine's trace lines.
  package var observed: [String]
  /// Rules the oracle fired on the minimal case.
  package var firedRules: [String]
  /// The run seed.
  package var seed: UInt64
  /// The index of the failing case in the run.
  package var caseIndex: Int
  /// The shrunk choices, for exact replay.
  package var replayToken: String
  /// The choices of the case first found, for diagnosis in a later campaign that replays the archived case.
  package var originalReplayToken: String?
  /// The size hint the case was generated with.
  package var size: Int
  /// Shrink calls spent.
  package var shrinkCalls: Int
  /// Whether shrinking hit its limits.
  package var shrinkStoppedEarly: Bool
  /// How long shrinking and diagnosing took, in seconds (measured, so never part of a file or a comparison).
  package var shrinkSeconds = 0.0
  /// The deviations the reference applied (accepted by the engine's authors), recorded in the archived file.
  package var acceptedDeviations: [String] = []
  /// Whether the minimal case did not show its signature again when replayed (a flaky engine): it is not archived.
  package var unstable = false
  /// The cause diagnosis named, if the campaign diagnosed it.
  package var diagnosis: Diagnosis?

  /// Views (windows excluded), recognizers, fingers and stream items of the minimal case.
  package var dimensions: (views: Int, recognizers: Int, fingers: Int, frames: Int) {
    let scene = touchCase.scene
    return (scene.views.count - scene.windows.count, scene.recognizers.count, touchCase.stream.touchNames.count, touchCase.stream.items.count)
  }

  /// The case file to archive: the case, the oracle's trace, and what the engine did.
  package func caseFile() -> CaseFile {
    var found: [JSONMember] = [
      JSONMember("engine", .string(engine)), JSONMember("signature", .string(signature)),
      JSONMember("how", .string("touchcheck fuzz --engine \(commandLineName ?? engine) --seed \(seed): case \(caseIndex), shrunk in \(shrinkCalls) calls")),
      JSONMember("seed", FoundOrigin.seedValue(seed)), JSONMember("case", .number(Double(caseIndex))),
      JSONMember("replayToken", .string(replayToken)), JSONMember("size", .number(Double(size))),
      JSONMember("observed", .array(KeptTrace.kept(observed).map { .string($0) })),
    ]
    if let token = originalReplayToken { found.append(JSONMember("originalReplayToken", .string(token))) }
    if let d = divergence { found.insert(JSONMember("firstDivergence", .number(Double(d.index))), at: 2) }
    if !acceptedDeviations.isEmpty { found.append(JSONMember("accepted", .array(acceptedDeviations.map { .string($0) }))) }
    if let cause = diagnosis?.cause { found.append(JSONMember("cause", .string(cause.name))) }
    if let symptom { found.append(JSONMember("symptom", .string(symptom.text))) }
    return CaseFile(
      touchCase: touchCase, source: "found by touchcheck fuzz (engine \(engine), seed \(seed))",
      summary: "The engine \(engine) diverges from the oracle: \(signature).",
      rules: divergence?.rule.map { [$0] } ?? [], compare: categories, comparesApplication: comparesApplication, expected: expected,
      extra: [JSONMember("found", .object(found))])
  }
}
