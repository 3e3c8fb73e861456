import Foundation
import TouchCheck
import DeviationCatalogue
import TouchModel

/// `touchcheck corpus prune DIR --engine NAME`: remove the archived counterexamples the engine now passes (fixed).
enum CorpusPruneCommand {
  static func run(_ paths: [String], _ arguments: Arguments) throws -> Int32 {
    guard paths.count == 1 else { throw UsageError("corpus prune takes one folder (found \(paths.count) paths)") }
    guard let name = arguments.last("engine") else { throw UsageError("corpus prune needs --engine NAME: the engine whose fixed cases to remove") }
    let engine = try EngineResolver.engine(named: name, arguments)
    let known = try arguments.last("known").map(FuzzCommand.loadKnown) ?? KnownDivergences()
    let level: EngineLevel
    do { level = try CampaignPolicy(engine: engine, known: known).level } catch { throw UsageError(error.description) }
    let dryRun = arguments.flag("dry-run"), quiet = arguments.flag("quiet")
    let listing = CorpusFiles.list(paths)
    var errors = listing.errors, fixed: [String] = [], kept = 0, ioErrors = 0
    for error in listing.errors { Output.out("ERROR \(error) (left in place)") }
    for path in listing.files {
      let file: CaseFile
      switch CorpusFiles.load(path) {
      case .success(let f): file = f
      case .failure(let error):
        errors.append(error)
        Output.out("ERROR \(error) (left in place)")
        continue
      }
      // Only archived counterexamples are pruned: a documented or hand-written case is the specification.
      guard let header = (try? FoundHeader.read(file)) ?? nil else {
        kept += 1
        if !quiet { Output.out("KEEP  \(CorpusError.shown(path)): not an archived counterexample (no \"found\" member)") }
        continue
      }
      var lines: [String] = []
      let summary = ReplaySession(engine: engine, level: level).run([path], quiet: false) { lines += $0 }
      guard summary.passed == 1 else {
        kept += 1
        errors += summary.errors > 0 ? [CorpusError(file: path, problem: lines.first ?? "could not be replayed")] : []
        if !quiet { Output.out("KEEP  \(CorpusError.shown(path)): " + (lines.first.map { String($0.dropFirst(6)) } ?? "still diverges")) }
        continue
      }
      fixed.append(path)
      let line = "FIXED \(CorpusError.shown(path)) (archived as \(header.signature)): "
      if !FileRemoval.remove(path, dryRun: dryRun, removed: line + "removed", wouldRemove: line + "would be removed") { ioErrors += 1 }
    }
    let removed = dryRun ? "\(fixed.count) would be removed" : "\(fixed.count - ioErrors) removed"
    Output.out("prune\(dryRun ? " (dry run)" : ""): \(fixed.count + kept) files; \(fixed.count) fixed (\(removed)), \(kept) kept")
    return ExitStatus.of(ioErrors: ioErrors + errors.filter { $0.kind == .io }.count, errors: errors.count)
  }
}
