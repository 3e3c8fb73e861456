import Dispatch
import Foundation

/// Work on the indices `0..<count` shared by several threads, each index claimed once, the results read in index order
/// whatever order the threads finish in (self-tests: the decoder fuzzer's chunks, the diagnosis self-test's deviations).
package enum IndexedWork {
  /// Runs `body` on every index on `jobs` threads; `done` gets each result as it is stored, with the number stored so
  /// far (under a lock, so calls never overlap).
  package static func run<T: Sendable>(
    _ count: Int, jobs: Int, done: (@Sendable (T, Int) -> Void)? = nil, _ body: @escaping @Sendable (Int) -> T
  ) -> [T] {
    let slots = Slots<T>(count)
    DispatchQueue.concurrentPerform(iterations: Swift.max(1, Swift.min(jobs, count))) { _ in
      while let k = slots.claim() { slots.store(body(k), at: k, done: done) }
    }
    return slots.results
  }

  /// The results, filled by worker threads in any order.
  private final class Slots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [T?]
    private var claimed = 0
    private var stored = 0

    init(_ count: Int) { parts = Array(repeating: nil, count: count) }

    /// The next unclaimed index, or nil.
    func claim() -> Int? {
      lock.withLock {
        guard claimed < parts.count else { return nil }
        claimed += 1
        return claimed - 1
      }
    }

    func store(_ result: T, at k: Int, done: (@Sendable (T, Int) -> Void)?) {
      lock.withLock {
        parts[k] = result
        stored += 1
        done?(result, stored)
      }
    }

    var results: [T] { lock.withLock { parts.compactMap { $0 } } }
  }
}
