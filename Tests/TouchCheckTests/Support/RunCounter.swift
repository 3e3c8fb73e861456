import Foundation

/// A count shared by an engine's concurrent runs: each call to `next()` returns one more.
final class RunCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }
}
