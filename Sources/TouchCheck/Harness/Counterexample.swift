import TouchModel

/// A minimal case on which an engine's trace leaves the oracle's, with everything needed to read, replay and archive it.
public struct Counterexample: Sendable {
  /// The shrunk case.
  public var touchCase: TouchCase
  /// The case as first generated.
  public var original: TouchCase
  /// The engine's name.
  public var engine: String
  /// How the command line names the engine (`exec:'…'` for one in another process), for printed commands.
  public var commandLineName: String?
  /// The categories compared.
  public var categories: TraceCategories
  /// Whether messages that reached the application or the app delegate were compared (the engine claims `.application`).
  public var comparesApplication = true
  /// Where the traces part.
  public var divergence: Divergence?
  /// The failure's signature, kept while shrinking.
  public var signature: String
  /// The oracle's trace lines.
  public var expected: [String]
  /// The rule behind each oracle line.
  public var expectedRules: [String?]
  /// The engine's trace lines.
  public var observed: [String]
  /// Rules the oracle fired on the minimal case.
  public var firedRules: [String]
  /// The run seed.
  public var seed: UInt64
  /// The index of the failing case in the run.
  public var caseIndex: Int
  /// The shrunk choices, for exact replay.
  public var replayToken: String
  /// The choices of the case first found, for diagnosis in a later campaign that replays the archived case.
  public var originalReplayToken: String?
  /// The size hint the case was generated with.
  public var size: Int
  /// Shrink calls spent.
  public var shrinkCalls: Int
  /// Whether shrinking hit its limits.
  public var shrinkStoppedEarly: Bool
  /// How long shrinking and diagnosing took, in seconds (measured, so never part of a file or a comparison).
  public var shrinkSeconds = 0.0
  /// The deviations the reference applied (accepted by the engine's authors), recorded in the archived file.
  public var acceptedDeviations: [String] = []
  /// Whether the minimal case did not show its signature again when replayed (a flaky engine): it is not archived.
  public var unstable = false
  /// The cause diagnosis named, if the campaign diagnosed it.
  public var diagnosis: Diagnosis?

  /// Views (windows excluded), recognizers, fingers and stream items of the minimal case.
  public var dimensions: (views: Int, recognizers: Int, fingers: Int, frames: Int) {
    let scene = touchCase.scene
    return (scene.views.count - scene.windows.count, scene.recognizers.count, touchCase.stream.touchNames.count, touchCase.stream.items.count)
  }

  /// The case file to archive: the case, the oracle's trace, and what the engine did.
  public func caseFile() -> CaseFile {
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
