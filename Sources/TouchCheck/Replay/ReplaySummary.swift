import TouchModel

/// The counts of a replay session, and its closing line.
public struct ReplaySummary: Hashable, Sendable {
  /// Files whose trace matched.
  public var passed = 0
  /// Files whose trace differed, or on which the engine failed.
  public var failed = 0
  /// Files or paths that could not be used: missing, unreadable, malformed, or with an unreadable expected line.
  public var errors = 0
  /// Of the errors, those where the system failed (an unreadable file or folder).
  package var ioErrors = 0
  /// Files the engine cannot run: their cases use capabilities it does not claim.
  public var skipped = 0
  /// Files without an expected trace.
  package var noExpectation = 0
  /// For each single capability (`Capabilities.named`, same order), how many skipped files needed it.
  package var needs = [Int](repeating: 0, count: Capabilities.named.count)
  /// Files that differ with a signature the known divergences accept (at an engine's level only).
  public var known = 0
  /// Every skipped file with its reason, in order.
  public var skippedFiles: [SkippedFile] = []
  /// Every file that failed (differed, or the engine failed on it), in order.
  package var failedFiles: [String] = []
  /// The rules the files run name (their `rules`), each once, in order.
  package var rulesRun: [String] = []
  /// The rules the files skipped for capabilities the engine does not claim name, each once, in order.
  package var rulesOutside: [String] = []

  /// Rules only files outside the engine's claims name: what the engine does not claim to implement.
  package var unclaimedRules: [String] { rulesOutside.filter { !rulesRun.contains($0) } }

  /// Notes the rules of a file that ran, or of one skipped for its capabilities (`outside`).
  mutating func note(rules: [String], outside: Bool) {
    for rule in rules {
      if outside { if !rulesOutside.contains(rule) { rulesOutside.append(rule) } } else if !rulesRun.contains(rule) { rulesRun.append(rule) }
    }
  }

  /// A file that was not run, and why.
  public struct SkippedFile: Hashable, Sendable {
    /// The file's path, as given.
    public var path: String
    /// Why it was skipped: the capabilities it needs, or the profile reading it was documented under.
    public var reason: String
  }

  /// Creates counts.
  package init(passed: Int = 0, failed: Int = 0, errors: Int = 0, ioErrors: Int = 0, skipped: Int = 0, noExpectation: Int = 0) {
    self.passed = passed
    self.failed = failed
    self.errors = errors
    self.ioErrors = ioErrors
    self.skipped = skipped
    self.noExpectation = noExpectation
  }

  /// Counts one skipped file and the capabilities it needed.
  package mutating func skip(needing capabilities: Capabilities) {
    skipped += 1
    for (k, (_, single)) in Capabilities.named.enumerated() where capabilities.isSuperset(of: single) { needs[k] += 1 }
  }

  /// Counts one skipped file, named with the capabilities it needed.
  mutating func skip(_ path: String, needing capabilities: Capabilities) {
    skip(needing: capabilities)
    skippedFiles.append(SkippedFile(path: path, reason: "needs \(capabilities.names.joined(separator: ", "))"))
  }

  /// Counts one file skipped for its profile reading or expectation, not for a capability.
  mutating func skip(_ path: String, reason: String) {
    skipped += 1
    skippedFiles.append(SkippedFile(path: path, reason: reason))
  }

  /// Files skipped for their profile reading or expectation rather than a capability.
  package var skippedForProfile: Int { skippedFiles.filter { !$0.reason.hasPrefix("needs ") }.count }

  /// `delivery 80, tap 30`: each capability skipped files needed, with how many, in declaration order.
  package var needsText: String {
    Capabilities.named.indices.filter { needs[$0] > 0 }.map { "\(Capabilities.named[$0].0) \(needs[$0])" }.joined(separator: ", ")
  }

  /// The closing line: `replay: N passed, N failed[, N skipped (needs …)][, N without expectation]`.
  package var line: String {
    var text = "replay: \(passed) passed, \(failed + errors) failed"
    if skipped > 0 {
      let reasons = [needsText.isEmpty ? nil : "needs \(needsText)", skippedForProfile > 0 ? "other profile \(skippedForProfile)" : nil]
      text += ", \(skipped) skipped (\(reasons.compactMap { $0 }.joined(separator: "; ")))"
    }
    if known > 0 { text += ", \(known) known" }
    if noExpectation > 0 { text += ", \(noExpectation) without expectation" }
    return text
  }
}
