import TouchCheck
import TouchModel

/// A case file for people (`touchcheck show`): what documents it, the scene as a tree, the timeline with the view each
/// touch was bound to, and the oracle's trace with the rule behind each line.
package enum CaseShow {
  /// The rendering; `run` is the oracle's run of the case with every category recorded, `path` names the file.
  package static func render(_ file: CaseFile, run: EngineRun, path: String) -> String {
    let touchCase = file.touchCase
    let scene = touchCase.scene
    let placement = ViewPlacement(scene, profile: touchCase.profile)
    let bindings = TouchBindings(trace: run.trace, touchCount: touchCase.stream.touchNames.count)
    var out = "case \(CorpusError.shown(path))\n"
    if let source = file.source { out += "source: \(CorpusError.shown(source, limit: 1_000))\n" }
    if let summary = file.summary { out += "description: \(CorpusError.shown(summary, limit: 1_000))\n" }
    if !file.rules.isEmpty { out += "rules: \(file.rules.joined(separator: " "))\n" }
    let found = Found(file)
    if let engine = found.engine { out += "found: engine \(CorpusError.shown(engine))" + (found.signature.map { ", signature \(CorpusError.shown($0))" } ?? "") + "\n" }
    out += "\nscene (frames in the superview's bounds; \"on screen\" in screen coordinates):\n"
    out += ShowTree.render(scene, placement: placement)
    let fingers = touchCase.stream.touchNames
    out += "\ntimeline (\(touchCase.stream.items.count) item\(touchCase.stream.items.count == 1 ? "" : "s")\(fingers.isEmpty ? "" : ", fingers " + fingers.joined(separator: " ")); → the view the oracle bound the touch to, and the point in it):\n"
    out += ShowTimeline.render(touchCase, bindings: bindings, placement: placement)
    let compared = run.filtered { file.compare.contains($0.category) && (file.comparesApplication || !$0.reachedApplication) }
    let text = TraceText(touchCase)
    let lines = text.lines(compared.trace)
    let categories = TraceCategories.named.filter { file.compare.contains($0.1) }.map(\.0)
    let cut = file.comparesApplication ? "" : "; up to the window: the engine does not claim the application"
    out += "\noracle trace (\(categories.joined(separator: ", "))\(cut)):\n"
    let rules = compared.provenance
    for (i, line) in lines.enumerated() { out += "  " + line + (i < rules.count ? rules[i].map { "   ← \($0)" } ?? "" : "") + "\n" }
    if lines.isEmpty { out += "  (no events)\n" }
    out += "rules fired: " + run.firedRules.joined(separator: " ") + "\n"
    if let expected = file.expected {
      let diff = TraceDiff(expected: expected, observed: lines, rules: [])
      out += diff.firstDivergence == nil ? "the file's expected trace: the same as the oracle's\n"
        : "the file's expected trace differs:\n" + diff.render(expectedName: "file", observedName: "oracle")
    }
    if let observed = found.observed {
      let engine = found.engine ?? "engine"
      out += "\n\(CorpusError.shown(engine))'s archived trace against the oracle's:\n"
      out += TraceDiff(expected: lines, observed: observed.map { CorpusError.shown($0) }, rules: rules).render(expectedName: "oracle", observedName: engine)
    }
    return out
  }

  /// How the engine bound each touch, read from an archived counterexample's trace; nil for any other case file.
  package static func engineBindings(_ file: CaseFile) -> TouchBindings? {
    Found(file).observed.map { TouchBindings(lines: $0, in: file.touchCase) }
  }

  /// The `found` member of an archived counterexample: the engine, the signature, the engine's trace, and where and how
  /// it was found.
  struct Found {
    var engine: String?
    var signature: String?
    var observed: [String]?
    var cause: String?
    var symptom: String?
    var how: String?
    var seed: UInt64?
    var caseIndex: Int?
    var replayToken: String?
    var size: Int?

    init(_ file: CaseFile) {
      guard case .object(let members)? = file.extra.first(where: { $0.key == "found" })?.value else { return }
      for m in members {
        switch (m.key, m.value) {
        case ("engine", .string(let s)): engine = s
        case ("signature", .string(let s)): signature = s
        case ("cause", .string(let s)): cause = s
        case ("symptom", .string(let s)): symptom = s
        case ("how", .string(let s)): how = s
        case ("replayToken", .string(let s)): replayToken = s
        case ("seed", let v): seed = FoundOrigin.seed(from: v)
        case ("case", .number(let n)) where n >= 0 && n < 1e15 && n == n.rounded(): caseIndex = Int(n)
        case ("size", .number(let n)) where n >= 0 && n < 1e9 && n == n.rounded(): size = Int(n)
        case ("observed", .array(let values)):
          observed = values.compactMap { if case .string(let s) = $0 { s } else { nil } }
        default: break
        }
      }
    }
  }
}
