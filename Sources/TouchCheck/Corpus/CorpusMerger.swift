import Foundation
import TouchModel

/// Unites corpus folders (the archives of shards or machines) into one, never overwriting a file silently.
///
/// Rules: a file already in the destination (byte for byte) is skipped. Archived counterexamples are kept one per engine
/// and signature: when two share one, the file with the smaller origin (seed, then first case index) is kept where the
/// destination already has the signature, and the other is reported as a duplicate; a destination file replaced by
/// one with a smaller origin is reported. Other files (documented cases) are copied; one whose name is taken by a
/// different file gets the first free name `NAME-2.json`, `-3`…, and a message. Sources are read in the order given,
/// each folder's files in sorted order, so merging the shards of a campaign gives what one unsharded run archives.
public struct CorpusMerger {
  /// The destination folder (created when missing).
  public let destination: String

  /// Creates a merger into a folder.
  public init(destination: String) {
    self.destination = destination.hasSuffix("/") && destination.count > 1 ? String(destination.dropLast()) : destination
  }

  /// Merges the sources in order; `report` receives each line (a `SAME` line for an identical file unless `quiet`).
  public func run(_ sources: [String], quiet: Bool = false, report everyLine: (String) -> Void) -> CorpusMergeSummary {
    let report: (String) -> Void = { line in if !(quiet && line.hasPrefix("SAME")) { everyLine(line) } }
    var summary = CorpusMergeSummary()
    var state = MergeState()
    for entry in entries(of: destination, summary: &summary, report: report, isDestination: true) { state.hold(entry, report: report, folder: destination) }
    for source in sources {
      guard FileManager.default.fileExists(atPath: source) else {
        summary.bad(CorpusError(file: source, problem: "no such file or folder"), report: report)
        continue
      }
      for entry in entries(of: source, summary: &summary, report: report, isDestination: false) {
        summary.read += 1
        merge(entry, into: &state, summary: &summary, report: report)
      }
    }
    return summary
  }

  /// One source file: skipped, copied, renamed, reported as a duplicate, or replacing a larger origin.
  private func merge(_ entry: MergeEntry, into state: inout MergeState, summary: inout CorpusMergeSummary, report: (String) -> Void) {
    let from = CorpusError.shown(entry.path)
    if let same = state.relative(holding: entry.text) {
      summary.identical += 1
      report("SAME  \(from): identical to \(CorpusError.shown(destination + "/" + same))")
      return
    }
    if let key = entry.key, let held = state.signed[key] {
      let target = destination + "/" + held.relative
      guard let origin = entry.origin, held.origin.map({ origin < $0 }) ?? true else {
        summary.duplicates += 1
        report("DUP   \(from): same signature as \(CorpusError.shown(target)) (\(held.origin?.description ?? "origin unknown")), which has a smaller origin; not copied")
        return
      }
      do { try AtomicFile.write(entry.text, to: target) } catch {
        summary.bad(CorpusError(file: target, problem: error.reason, kind: .io), report: report)
        return
      }
      summary.duplicates += 1
      summary.replaced += 1
      report("REPL  \(CorpusError.shown(target)) (\(held.origin?.description ?? "origin unknown")) replaced by \(from) (\(origin)): same signature, smaller origin")
      state.replace(key, with: MergeState.Held(relative: held.relative, text: entry.text, origin: origin))
      return
    }
    guard let written = write(entry, summary: &summary, report: report) else { return }
    state.add(MergeState.Held(relative: written, text: entry.text, origin: entry.origin), key: entry.key)
  }

  /// Writes a new file under its own relative name or the first free `-2`, `-3`… name; returns the name written.
  private func write(_ entry: MergeEntry, summary: inout CorpusMergeSummary, report: (String) -> Void) -> String? {
    let stem = entry.relative.hasSuffix(".json") ? String(entry.relative.dropLast(5)) : entry.relative
    for k in 1...10_000 {
      let relative = k == 1 ? entry.relative : "\(stem)-\(k).json"
      let target = destination + "/" + relative
      let created: Bool
      do { created = try AtomicFile.create(entry.text, at: target) } catch {
        summary.bad(CorpusError(file: target, problem: error.reason, kind: .io), report: report)
        return nil
      }
      guard created else { continue }
      summary.copied += 1
      if k == 1 {
        report("COPY  \(CorpusError.shown(entry.path)) → \(CorpusError.shown(target))")
      } else {
        summary.renamed += 1
        report("COPY  \(CorpusError.shown(entry.path)) → \(CorpusError.shown(target)): renamed, \(CorpusError.shown(destination + "/" + entry.relative)) holds another file")
      }
      return relative
    }
    summary.bad(CorpusError(file: entry.path, problem: "10000 files in the destination already take its name", kind: .io), report: report)
    return nil
  }

  /// The readable case files under a folder (or one file), each bad one reported.
  private func entries(of root: String, summary: inout CorpusMergeSummary, report: (String) -> Void, isDestination: Bool) -> [MergeEntry] {
    if isDestination && !FileManager.default.fileExists(atPath: root) { return [] }
    let listing = CorpusFiles.list([root])
    for error in listing.errors where !(error.kind == .input && error.problem.hasPrefix("holds no")) { summary.bad(error, report: report) }
    let base = root.hasSuffix("/") ? String(root.dropLast()) : root
    var result: [MergeEntry] = []
    for path in listing.files {
      let relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : URL(fileURLWithPath: path).lastPathComponent
      switch MergeEntry.load(path, relative: relative) {
      case .success(let entry): result.append(entry)
      case .failure(let error):
        if isDestination { report("NOTE  \(error) (a destination file, left as it is)") } else { summary.bad(error, report: report) }
      }
    }
    return result
  }
}
