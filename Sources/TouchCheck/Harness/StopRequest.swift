import Foundation

/// A request to stop a running campaign early (Ctrl-C, SIGTERM, a test's deadline), checked between cases.
public final class StopRequest: @unchecked Sendable {
  private let lock = NSLock()
  private var reason: String?

  /// Creates a request that has not been made.
  public init() {}

  /// Asks the campaign to stop; the first reason given is kept.
  public func request(_ why: String) {
    lock.lock()
    if reason == nil { reason = why }
    lock.unlock()
  }

  /// Why the stop was requested, or nil while the campaign should go on.
  public var requested: String? {
    lock.lock()
    defer { lock.unlock() }
    return reason
  }
}
