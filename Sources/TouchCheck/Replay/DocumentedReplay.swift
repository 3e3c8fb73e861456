import TouchModel

/// Replays the documented corpus at an engine's level before its campaign, so a clean campaign also means the
/// documented cases the engine can run pass (issue 18: profile-dependent documented cases were reached only by `replay`).
///
/// The files are held to the engine as `EngineLevel` says, exactly as `touchcheck replay --engine` holds them, so the
/// two give one verdict; every skipped file is named with its reason (`Outcome.skippedFiles`).
package struct DocumentedReplay {
  /// What one run found.
  package struct Outcome: Sendable {
    /// Files whose trace matched.
    package var passed = 0
    /// Files the engine cannot be held to: unclaimed capabilities, another profile.
    package var skipped = 0
    /// Files that differ and whose signature the known divergences accept.
    package var known = 0
    /// Files that differ: their paths, in order.
    package var failures: [String] = []
    /// Files that could not be read or decoded, or whose expected lines cannot be read (each reported as an ERROR line).
    package var errors = 0
    /// Every skipped file with its reason, in order.
    package var skippedFiles: [ReplaySummary.SkippedFile] = []
    /// Rules only documented cases outside the engine's claims name: coverage shows them as not claimed, not as never.
    package var unclaimedRules: [String] = []
  }

  /// The engine under test.
  package let engine: any TouchEngine
  /// The level it is held to.
  package let level: EngineLevel

  /// Creates a replay of the documented corpus for an engine held to `level`.
  package init(engine: any TouchEngine, level: EngineLevel) {
    self.engine = engine
    self.level = level
  }

  /// Creates a replay against `oracle` under the engine's declared profile (else the default).
  package init(oracle: any TouchEngine, engine: any TouchEngine, known: KnownDivergences = KnownDivergences()) {
    self.init(engine: engine, level: EngineLevel(reference: oracle, profile: engine.declaredProfile ?? .default, known: known))
  }

  /// Replays the files under `folder`; `reportFile` gets the lines of each failing file (and, unless `quiet`, others).
  package func run(_ folder: String, quiet: Bool, reportFile: ([String]) -> Void) -> Outcome {
    let summary = ReplaySession(engine: engine, level: level).run([folder], quiet: quiet, reportFile: reportFile)
    return Outcome(
      passed: summary.passed, skipped: summary.skipped, known: summary.known, failures: summary.failedFiles, errors: summary.errors,
      skippedFiles: summary.skippedFiles, unclaimedRules: summary.unclaimedRules)
  }

  /// The summary line: `documented cases at this engine's level: N passed, N failed, N skipped[, N known]`.
  package static func line(_ d: Outcome) -> String {
    var text = "documented cases at this engine's level: \(d.passed) passed, \(d.failures.count) failed, \(d.skipped) skipped"
    if d.known > 0 { text += ", \(d.known) known" }
    if d.errors > 0 { text += ", \(d.errors) unreadable" }
    return text
  }

  /// The skipped files grouped by reason, one line a reason: `skipped (needs delivery): 81 files: a.json, b.json, …`;
  /// with `collapsingCapabilities`, the files outside the engine's claims on one line, with the capabilities most needed.
  package static func skippedLines(_ d: Outcome, limit: Int = 6, collapsingCapabilities: Bool = false) -> [String] {
    var order: [String] = []
    var files: [String: [String]] = [:]
    var outside: [String] = [], needs: [(String, Int)] = []
    for s in d.skippedFiles {
      // Files outside the engine's claims are many and expected: one line says how many and what they need most.
      if collapsingCapabilities, s.reason.hasPrefix("needs ") {
        outside.append(s.path)
        for name in s.reason.dropFirst("needs ".count).components(separatedBy: ", ") {
          if let k = needs.firstIndex(where: { $0.0 == name }) { needs[k].1 += 1 } else { needs.append((name, 1)) }
        }
        continue
      }
      if files[s.reason] == nil { order.append(s.reason) }
      files[s.reason, default: []].append(s.path.split(separator: "/").last.map(String.init) ?? s.path)
    }
    var lines: [String] = []
    if !outside.isEmpty {
      let most = needs.enumerated().sorted { ($0.element.1, -$0.offset) > ($1.element.1, -$1.offset) }.prefix(limit).map { "\($0.element.0) \($0.element.1)" }
      lines.append("  skipped (outside the engine's claims): \(outside.count) file\(outside.count == 1 ? "" : "s"), needing most \(most.joined(separator: ", "))"
        + (needs.count > limit ? ", …" : "") + " (`touchcheck replay` with --engine names each)")
    }
    return lines + order.map { reason in
      let names = files[reason] ?? []
      let shown = names.prefix(limit).joined(separator: ", ") + (names.count > limit ? ", …" : "")
      return "  skipped (\(reason)): \(names.count) file\(names.count == 1 ? "" : "s"): \(shown)"
    }
  }
}
