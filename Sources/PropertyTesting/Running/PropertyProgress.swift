/// A snapshot of a running property, passed to the progress callback (for a CLI progress line).
public struct PropertyProgress: Equatable, Sendable {
  /// Cases generated and tested so far.
  public var casesRun: Int
  /// How many of them were invalid.
  public var invalidCases: Int
  /// Failing cases found so far.
  public var failures: Int
  /// Time since the run started.
  public var elapsed: Duration

  /// Creates a snapshot.
  public init(casesRun: Int, invalidCases: Int, failures: Int, elapsed: Duration) {
    self.casesRun = casesRun
    self.invalidCases = invalidCases
    self.failures = failures
    self.elapsed = elapsed
  }
}
