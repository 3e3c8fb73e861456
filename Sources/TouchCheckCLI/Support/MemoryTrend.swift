import Foundation
import ExternalEngines
import TouchModel

/// Watches an engine's memory while a campaign runs: its processes' resident size (an `exec:` or isolated engine), or
/// this process's (an engine in process), and how fast it grows per 10,000 cases.
final class MemoryTrend: @unchecked Sendable {
  private let engine: any TouchEngine
  private let lock = NSLock()
  private var first: (cases: Int, bytes: Int)?
  private var last: (cases: Int, bytes: Int)?

  init(engine: any TouchEngine) { self.engine = engine }

  /// Whose memory is read.
  var subject: String { engine is ProcessBackedEngine ? "engine processes" : "this process (engine in process)" }

  /// Reads the memory now, after `cases` cases.
  func sample(cases: Int) {
    let backed = engine as? ProcessBackedEngine
    guard let bytes = backed == nil ? ProcessMemory.ownResidentBytes() : backed?.residentBytes else { return }
    lock.withLock {
      // The first reading after some cases ran is the baseline: start-up allocations are not growth.
      if first == nil || first!.cases == 0 { first = (cases, bytes) }
      last = (cases, bytes)
    }
  }

  /// Growth in bytes per 10,000 cases: each engine process's own growth per case it served (so recycling does not hide
  /// it), or this process's between two readings far enough apart.
  var growthPer10k: Double? {
    if let backed = engine as? ProcessBackedEngine { return backed.growthPerCase.map { $0 * 10_000 } }
    return lock.withLock {
      guard let first, let last, last.cases - first.cases >= 500 else { return nil }
      return Double(last.bytes - first.bytes) / Double(last.cases - first.cases) * 10_000
    }
  }

  /// The progress line's part: `mem 312 MB (+4.1 MB/10k cases)`.
  var progressText: String {
    guard let bytes = lock.withLock({ last?.bytes }) else { return "" }
    return "  mem \(Self.megabytes(bytes))" + (growthPer10k.map { " (\(Self.signed($0))/10k cases)" } ?? "")
  }

  /// The summary's line, or nil when nothing could be read.
  var summaryLine: String? {
    guard let last = lock.withLock({ last }) else { return nil }
    var line = "memory: \(subject) \(Self.megabytes(last.bytes)) resident after \(last.cases) cases"
    if engine is ProcessBackedEngine, let own = ProcessMemory.ownResidentBytes() { line += " (touchcheck itself \(Self.megabytes(own)))" }
    if let growth = growthPer10k { line += ", growing \(Self.signed(growth)) per 10,000 cases" }
    if let backed = engine as? ProcessBackedEngine {
      let limit = backed.maxResidentBytes.map { Self.megabytes($0) } ?? "no limit"
      line += "; \(backed.processesRecycled) process\(backed.processesRecycled == 1 ? "" : "es") recycled past --engine-max-memory (\(limit))"
      if backed.processesRecycled > 0 { line += ": the engine keeps memory between cases (a leak?)" }
    } else if let growth = growthPer10k, growth > 50 * 1_048_576 {
      line += ": the engine keeps memory between cases (a leak?); run it isolated to have it recycled"
    }
    return line
  }

  static func megabytes(_ bytes: Int) -> String { String(format: "%.0f MB", Double(bytes) / 1_048_576) }

  static func signed(_ bytes: Double) -> String {
    (bytes >= 0 ? "+" : "−") + String(format: "%.1f MB", abs(bytes) / 1_048_576)
  }
}
