import PropertyTesting
import Testing

@Suite("PropertyRunner")
struct PropertyRunnerTests {
  /// Fails with "sum" when the sum of a list of ints in 0...1000 exceeds 3000; rejects lists starting with 7.
  static func sumRunner(seed: UInt64 = 2024, jobs: Int = 1, cases: Int = 500) -> PropertyRunner {
    PropertyRunner(
      configuration: PropertyConfiguration(seed: seed, cases: cases, jobs: jobs),
      generator: Gen.array(of: Gen.int(in: 0...1000))
    ) { list in
      if list.first == 7 { return .invalid }
      return list.reduce(0, +) > 3000 ? .fail(signature: "sum") : .pass
    }
  }

  @Test("Finds a planted failure at a fixed case and shrinks it to the canonical minimum")
  func findsPlantedFailure() throws {
    let report = Self.sumRunner().run()
    let failure = try #require(report.failure)
    #expect(failure.caseIndex == 10)
    #expect(failure.caseSeed == CaseSchedule.caseSeed(run: 2024, index: 10))
    #expect(report.casesRun == 11)
    #expect(failure.signature == "sum")
    #expect(!failure.isFlaky)
    #expect(failure.shrunk == [1, 1, 1, 1000, 1, 1000, 1, 1000, 0])
    #expect(try ChoiceSequence(replayToken: failure.replayToken) == failure.shrunk)
    #expect(Self.sumRunner().replay(failure.shrunk, size: failure.size).outcome == .fail(signature: "sum"))
    #expect(Self.sumRunner().replay(failure.original, size: failure.size).outcome == .fail(signature: "sum"))
  }

  @Test("jobs: 2 gives the same report as jobs: 1", arguments: [2024, 7, 99] as [UInt64])
  func parallelMatchesSequential(seed: UInt64) {
    let sequential = Self.sumRunner(seed: seed, jobs: 1).run()
    let parallel = Self.sumRunner(seed: seed, jobs: 2).run()
    #expect(sequential.failure != nil)
    #expect(parallel.failure == sequential.failure)
    #expect(parallel.casesRun == sequential.casesRun)
    #expect(parallel.invalidCases == sequential.invalidCases)
  }

  @Test("A passing property runs every case in parallel too, counting invalid ones the same")
  func passingParallel() {
    func run(jobs: Int) -> PropertyReport {
      PropertyRunner(configuration: PropertyConfiguration(seed: 5, cases: 3_000, jobs: jobs)) { source in
        source.drawBool() ? .invalid : .pass
      }.run()
    }
    let one = run(jobs: 1)
    let two = run(jobs: 2)
    #expect(one.passed && two.passed)
    #expect(one.casesRun == 3_000 && two.casesRun == 3_000)
    #expect(one.invalidCases == two.invalidCases)
    #expect((1_300...1_700).contains(one.invalidCases))
  }

  @Test("The time limit ends the run", arguments: [1, 2])
  func timeLimit(jobs: Int) {
    let configuration = PropertyConfiguration(seed: 1, cases: .max, timeLimit: .milliseconds(200), jobs: jobs)
    let report = PropertyRunner(configuration: configuration) { source in
      _ = source.draw(upTo: 9)
      return .pass
    }.run()
    #expect(report.stoppedByTimeLimit)
    #expect(report.casesRun > 0)
    #expect(report.elapsed >= .milliseconds(200) && report.elapsed < .seconds(2))
  }

  @Test("Shrink limits are respected and reported")
  func shrinkLimits() throws {
    var runner = Self.sumRunner()
    runner.configuration.shrinkLimits = ShrinkLimits(maxCalls: 3)
    let result = try #require(runner.run().failure?.shrinkResult)
    #expect(result.stoppedEarly)
    #expect(result.calls == 3)
  }

  @Test("Shrinking can be turned off")
  func noShrinking() throws {
    var runner = Self.sumRunner()
    runner.configuration.shrinking = false
    let failure = try #require(runner.run().failure)
    #expect(failure.shrinkResult == nil)
    #expect(failure.shrunk == failure.original)
  }

  @Test("A thrown error is a failure whose signature names the error type")
  func thrownError() throws {
    struct Boom: Error {}
    let report = PropertyRunner(configuration: PropertyConfiguration(seed: 1)) { source in
      if source.drawInt(in: 0...100) > 50 { throw Boom() }
      return .pass
    }.run()
    let failure = try #require(report.failure)
    #expect(failure.signature == "threw Boom")
    #expect(failure.shrunk == [51])
  }

  @Test("A failure that does not reproduce on replay is reported as flaky and not shrunk")
  func flaky() throws {
    let report = PropertyRunner(configuration: PropertyConfiguration(seed: 1)) { source in
      source.isReplaying ? .pass : .fail(signature: "only once")
    }.run()
    let failure = try #require(report.failure)
    #expect(failure.isFlaky)
    #expect(failure.shrinkResult == nil)
  }

  @Test("Progress is reported between batches, never more often than the interval")
  func progress() {
    func progressCalls(interval: Duration) -> [PropertyProgress] {
      var calls: [PropertyProgress] = []
      let configuration = PropertyConfiguration(seed: 1, cases: 20_000, progressInterval: interval)
      _ = PropertyRunner(configuration: configuration) { _ in .pass }.run { calls.append($0) }
      return calls
    }
    let frequent = progressCalls(interval: .zero)
    #expect(!frequent.isEmpty)
    #expect(frequent.map(\.casesRun) == frequent.map(\.casesRun).sorted())
    #expect(frequent.last?.casesRun == 20_000)
    #expect(progressCalls(interval: .seconds(3600)).isEmpty)
  }
}
