import Foundation

/// The two tiers of the test suite. `swift test` runs the fast tier: every check, the property tests on fewer cases
/// (a fixed seed, enough cases to mean something). `TOUCHCHECK_LONG_TESTS=1 swift test` runs the long tier: the same
/// tests on every case they ran before the tiers existed, as CI does beside the fast tier (`.ci/run`).
public enum TestTier {
  /// Whether `TOUCHCHECK_LONG_TESTS=1` asks for the long tier.
  public static let isLong = ProcessInfo.processInfo.environment["TOUCHCHECK_LONG_TESTS"] == "1"

  /// `fast` in the fast tier, `long` in the long one.
  public static func pick<T>(fast: T, long: T) -> T { isLong ? long : fast }
}
