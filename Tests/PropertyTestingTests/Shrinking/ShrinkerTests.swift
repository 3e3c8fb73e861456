import PropertyTesting
import Testing

@Suite("Shrinker")
struct ShrinkerTests {
  static let generator = Gen.array(of: Gen.int(in: 0...1000))
  static let condition: @Sendable ([Int]) -> Bool = { $0.reduce(0, +) > 1000 }

  static func start() -> (ChoiceSequence, [Span]) {
    firstExample(generator, seed: 3, size: 20, condition: condition)!
  }

  @Test("Runs the passes to a fixed point: shrinking the result again changes nothing")
  func fixedPoint() {
    let (initial, spans) = Self.start()
    let predicate = generatorPredicate(Self.generator, size: 20, condition: Self.condition)
    let result = Shrinker().shrink(initial, spans: spans, predicate: predicate)
    #expect(!result.stoppedEarly)
    #expect(result.rounds >= 2)
    let again = Shrinker().shrink(result.best, spans: result.spans, predicate: predicate)
    #expect(again.best == result.best)
    #expect(again.shrinks == 0 && again.rounds == 1)
  }

  @Test("Never runs the predicate twice on the same candidate")
  func cachesCandidates() {
    let (initial, spans) = Self.start()
    let inner = generatorPredicate(Self.generator, size: 20, condition: Self.condition)
    var seen = Set<ChoiceSequence>()
    var duplicates = 0
    let result = Shrinker().shrink(initial, spans: spans) { candidate in
      if !seen.insert(candidate).inserted { duplicates += 1 }
      return inner(candidate)
    }
    #expect(duplicates == 0)
    #expect(result.calls == seen.count)
  }

  @Test("Is deterministic, and per-pass statistics add up")
  func deterministicWithStatistics() {
    let (initial, spans) = Self.start()
    let predicate = generatorPredicate(Self.generator, size: 20, condition: Self.condition)
    let first = Shrinker().shrink(initial, spans: spans, predicate: predicate)
    let second = Shrinker().shrink(initial, spans: spans, predicate: predicate)
    #expect(first == second)
    #expect(first.passes.map(\.name) == ShrinkPass.standard.map(\.name))
    #expect(first.passes.map(\.calls).reduce(0, +) == first.calls)
    #expect(first.passes.map(\.successes).reduce(0, +) == first.shrinks)
  }

  @Test("Stops at the call limit, flags it, and keeps the best so far")
  func callLimit() {
    let (initial, spans) = Self.start()
    let predicate = generatorPredicate(Self.generator, size: 20, condition: Self.condition)
    let result = Shrinker(limits: ShrinkLimits(maxCalls: 5)).shrink(initial, spans: spans, predicate: predicate)
    #expect(result.stoppedEarly)
    #expect(result.calls == 5)
    #expect(!initial.isSimpler(than: result.best))
    if case .interesting = predicate(result.best) {} else { Issue.record("best is not interesting") }
  }

  @Test("Stops at the time limit")
  func timeLimit() {
    let (initial, spans) = Self.start()
    let predicate = generatorPredicate(Self.generator, size: 20, condition: Self.condition)
    let result = Shrinker(limits: ShrinkLimits(timeLimit: .zero)).shrink(initial, spans: spans, predicate: predicate)
    #expect(result.stoppedEarly)
    #expect(result.calls == 0)
    #expect(result.best == initial)
  }

  @Test("Only accepts what the predicate calls interesting, so it never slides to another failure")
  func doesNotSlide() {
    // Signature A: some element above 500. Signature B: sum above 100 with every element at most 500.
    let signature: @Sendable ([Int]) -> String? = { list in
      if list.contains(where: { $0 > 500 }) { return "A" }
      return list.reduce(0, +) > 100 ? "B" : nil
    }
    let predicate = generatorPredicate(Self.generator) { signature($0) == "A" }
    let (initial, spans) = firstExample(Self.generator, seed: 9, condition: { signature($0) == "A" && $0.count > 2 })!
    let result = Shrinker().shrink(initial, spans: spans, predicate: predicate)
    var source = ChoiceSource(replaying: result.best, size: 100)
    #expect((try? Self.generator.run(&source)) == [501])
  }
}
