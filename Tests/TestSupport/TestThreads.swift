import Foundation
import Testing

/// Threads of their own for the long tests, so that they never occupy Swift Testing's cooperative pool.
///
/// The pool has one thread per core. A test that computes for seconds, or waits for seconds on a process or a timeout,
/// holds one of its threads: the runner's own bookkeeping queues behind it, so a finished test is only reported when
/// every long one has run, and a waiting test leaves a core idle. A test with the `.heavy` trait runs on
/// `TestThreads.compute` (one thread per core, first come first served); one with `.waits` on `TestThreads.waiting`,
/// whose threads mostly sleep while an engine process or a timeout runs.
public final class TestThreads: TaskExecutor, @unchecked Sendable {
  /// For tests that compute: one thread per core.
  public static let compute = TestThreads(name: "compute", threads: ProcessInfo.processInfo.activeProcessorCount)
  /// For tests that mostly wait on processes and timeouts.
  public static let waiting = TestThreads(name: "waiting", threads: 2 * ProcessInfo.processInfo.activeProcessorCount)

  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  init(name: String, threads: Int) {
    for index in 0..<max(1, threads) {
      let thread = Thread { [unowned self] in
        Thread.current.name = "test-\(name)-\(index)"  // set from the thread itself, so that the system sees it too
        self.work()
      }
      thread.start()
    }
  }

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Whether `TOUCHCHECK_TEST_TIMES=1` asks for each long test's time on its threads (queueing left out) on standard error.
  static let printsTimes = ProcessInfo.processInfo.environment["TOUCHCHECK_TEST_TIMES"] == "1"

  /// Prints a long test's (or test case's) time since `start` when asked to.
  static func report(_ test: Test, _ testCase: Test.Case?, since start: ContinuousClock.Instant) {
    guard printsTimes, !test.isSuite else { return }
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    let arguments = testCase.map { _ in " (one case)" } ?? ""
    FileHandle.standardError.write(Data("⏱ \(String(format: "%7.2f", seconds)) s  \(test.id)\(arguments)\n".utf8))
  }

  private func work() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}

/// Runs a test (or every test of a suite) on threads of its own: see `TestThreads`.
public struct OwnThreadsTrait: TestTrait, SuiteTrait, TestScoping {
  let threads: TestThreads
  public var isRecursive: Bool { true }

  public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
    try await withTaskExecutorPreference(threads) {
      let start = ContinuousClock.now
      defer { TestThreads.report(test, testCase, since: start) }
      try await function()
    }
  }
}

extension Trait where Self == OwnThreadsTrait {
  /// A test that computes for seconds: run on `TestThreads.compute`.
  public static var heavy: Self { OwnThreadsTrait(threads: .compute) }
  /// A test that waits for seconds on processes or timeouts: run on `TestThreads.waiting`.
  public static var waits: Self { OwnThreadsTrait(threads: .waiting) }
}
