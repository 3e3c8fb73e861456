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
package struct CorpusMerger {
  /// The destination folder (created when missing).
  package let destination: String

  /// Creates a merger into a folder.
  package init(destination: String) {
    self.destination = destination.hasSuffix("/") && destination.count > 1 ? String(destination.dropLast()) : destination
  }

  /// Merges the sources in order; `report` receives each line (a `SAME` line for an identical file unless `quiet`).
  package func run(_ sources: [String], quiet: Bool = false, report everyLine: (String) -> Void) -> CorpusMergeSummary {
    func report(_ line: String) { if !(quiet && line.hasPrefix("SAME")) { everyLine(line) } }
    var summary = CorpusMergeSummary()
    // One merge into a folder at a time: two that overlapped both wrote a signature's file (issue 36, item 4).
    let lock: FolderLock
    switch Self.lock(destination, report: report) {
    case .success(let taken): lock = taken
    case .failure(let error):
      summary.bad(error, report: report)
      return summary
    }
    defer { withExtendedLifetime(lock) {} }
    for outcome in StrayFiles.clean(destination) { report("NOTE  \(outcome)") }
    var state = MergeState()
    let held = entries(of: destination, summary: &summary, report: report, isDestination: true)
    for entry in held { state.hold(entry) }
    removeDuplicates(held, state: &state, summary: &summary, report: report)
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

  /// The destination's lock, taken at once or after saying that another merge holds it.
  private static func lock(_ folder: String, report: (String) -> Void) -> Result<FolderLock, CorpusError> {
    Result { () throws(CorpusError) -> FolderLock in
      if let free = try FolderLock.take(folder, wait: false) { return free }
      report("WAIT  another merge into \(CorpusError.shown(folder)) is running; waiting for it")
      guard let taken = try FolderLock.take(folder, wait: true) else { throw CorpusError(file: folder, problem: "cannot be locked", kind: .io) }
      return taken
    }
  }

  /// Removes the destination files that share an engine and signature with the one kept (left by an earlier merge or
  /// by campaigns on several machines), so the destination holds one file per engine and signature.
  private func removeDuplicates(_ held: [MergeEntry], state: inout MergeState, summary: inout CorpusMergeSummary, report: (String) -> Void) {
    for entry in held {
      guard let key = entry.key, let kept = state.signed[key], kept.relative != entry.relative else { continue }
      let keptPath = CorpusError.shown(destination + "/" + kept.relative)
      guard unlink(entry.path) == 0 else {
        summary.bad(CorpusError(file: entry.path, problem: "cannot be removed: \(String(cString: strerror(errno)))", kind: .io), report: report)
        continue
      }
      state.forget(entry)
      summary.duplicates += 1
      summary.removed += 1
      report("DUP   removed \(CorpusError.shown(entry.path)) (\(entry.origin?.description ?? "origin unknown")): same signature as \(keptPath) (\(kept.origin?.description ?? "origin unknown")), which is kept")
    }
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
