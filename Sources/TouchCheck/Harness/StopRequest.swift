import Foundation

/// A request to stop a running campaign early (Ctrl-C, SIGTERM, a test's deadline), checked between cases.
package final class StopRequest: @unchecked Sendable {
  private let lock = NSLock()
  private var reason: String?

  /// Creates a request that has not been made.
  package init() {}

  /// Asks the campaign to stop; the first reason given is kept.
  package func request(_ why: String) {
    lock.lock()
    if reason == nil { reason = why }
    lock.unlock()
  }

  /// Why the stop was requested, or nil while the campaign should go on.
  package var requested: String? {
    lock.lock()
    defer { lock.unlock() }
    return reason
  }
}
