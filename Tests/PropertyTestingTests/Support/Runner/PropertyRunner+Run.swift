@testable import PropertyTesting
extension PropertyRunner {
  /// Runs up to `configuration.cases` cases (or until the time limit), then shrinks the lowest-index failure.
  ///
  /// Cases run in batches whose size adapts to their speed; the report (without a time
  /// limit) is the same for any `jobs` and batch size, because every case below the
  /// reported failure has run and passed or was invalid. `progress` is called on the
  /// calling thread, between batches, at most once per `configuration.progressInterval`.
  package func run(progress: ((PropertyProgress) -> Void)? = nil) -> PropertyReport {
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = configuration.timeLimit.map { start.advanced(by: $0) }
    let jobs = Swift.max(1, configuration.jobs)
    let batch = CaseBatch(jobs: jobs, maxChoices: configuration.maxChoices)
    var casesRun = 0
    var invalidCases = 0
    var failing: FailingCase?
    var stoppedByTimeLimit = false
    var next = 0
    var batchSize = 16 * jobs
    var lastProgress = start
    while next < configuration.cases && failing == nil {
      if let deadline, clock.now >= deadline {
        stoppedByTimeLimit = true
        break
      }
      let batchStart = clock.now
      let end = next + Swift.min(batchSize, configuration.cases - next)
      for tally in batch.run(next..<end, runner: self, deadline: deadline) {
        casesRun += tally.ran
        invalidCases += tally.invalid
        stoppedByTimeLimit = stoppedByTimeLimit || tally.timedOut
        if let found = tally.failure {
          failing = found
          break
        }
      }
      next = end
      let now = clock.now
      if let progress, now - lastProgress >= configuration.progressInterval {
        lastProgress = now
        progress(
          PropertyProgress(
            casesRun: casesRun, invalidCases: invalidCases,
            failures: failing == nil ? 0 : 1, elapsed: now - start))
      }
      if now - batchStart < .milliseconds(20) && batchSize < 16_384 * jobs { batchSize *= 2 }
    }
    let failure = failing.map(shrink)
    return PropertyReport(
      casesRun: casesRun, invalidCases: invalidCases, elapsed: clock.now - start,
      stoppedByTimeLimit: stoppedByTimeLimit, failure: failure)
  }
}
