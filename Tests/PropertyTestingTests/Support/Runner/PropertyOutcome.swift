@testable import PropertyTesting
/// What one run of a property says about its generated case.
package enum PropertyOutcome: Hashable, Sendable {
  /// The property holds for this case.
  case pass
  /// The case is not a valid input (discarded; counted, never shrunk).
  case invalid
  /// The property fails; `signature` identifies the kind of failure, and shrinking keeps it fixed.
  case fail(signature: String)
}
