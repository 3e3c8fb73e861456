@testable import PropertyTesting
/// A snapshot of a running property, passed to the progress callback (for a CLI progress line).
package struct PropertyProgress: Equatable, Sendable {
  /// Cases generated and tested so far.
  package var casesRun: Int
  /// How many of them were invalid.
  package var invalidCases: Int
  /// Failing cases found so far.
  package var failures: Int
  /// Time since the run started.
  package var elapsed: Duration

  /// Creates a snapshot.
  package init(casesRun: Int, invalidCases: Int, failures: Int, elapsed: Duration) {
    self.casesRun = casesRun
    self.invalidCases = invalidCases
    self.failures = failures
    self.elapsed = elapsed
  }
}
