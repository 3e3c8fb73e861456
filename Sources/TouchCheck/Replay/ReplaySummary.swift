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
  public var ioErrors = 0
  /// Files the engine cannot run: their cases use capabilities it does not claim.
  public var skipped = 0
  /// Files without an expected trace.
  public var noExpectation = 0
  /// For each single capability (`Capabilities.named`, same order), how many skipped files needed it.
  public var needs = [Int](repeating: 0, count: Capabilities.named.count)

  /// Creates counts.
  public init(passed: Int = 0, failed: Int = 0, errors: Int = 0, ioErrors: Int = 0, skipped: Int = 0, noExpectation: Int = 0) {
    self.passed = passed
    self.failed = failed
    self.errors = errors
    self.ioErrors = ioErrors
    self.skipped = skipped
    self.noExpectation = noExpectation
  }

  /// Counts one skipped file and the capabilities it needed.
  public mutating func skip(needing capabilities: Capabilities) {
    skipped += 1
    for (k, (_, single)) in Capabilities.named.enumerated() where capabilities.isSuperset(of: single) { needs[k] += 1 }
  }

  /// `delivery 80, tap 30`: each capability skipped files needed, with how many, in declaration order.
  public var needsText: String {
    Capabilities.named.indices.filter { needs[$0] > 0 }.map { "\(Capabilities.named[$0].0) \(needs[$0])" }.joined(separator: ", ")
  }

  /// The closing line: `replay: N passed, N failed[, N skipped (needs …)][, N without expectation]`.
  public var line: String {
    var text = "replay: \(passed) passed, \(failed + errors) failed"
    if skipped > 0 { text += ", \(skipped) skipped (needs \(needsText))" }
    if noExpectation > 0 { text += ", \(noExpectation) without expectation" }
    return text
  }
}
