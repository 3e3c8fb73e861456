import PropertyTesting
import Testing

@Suite("ChoiceSource")
struct ChoiceSourceTests {
  /// A generator exercising every kind of draw.
  static func drawEverything(_ source: inout ChoiceSource) -> [Double] {
    var values: [Double] = []
    values.append(Double(source.draw(upTo: 1_000_000)))
    values.append(source.drawBool(trueProbability: 0.3) ? 1 : 0)
    values.append(Double(source.drawInt(in: -50...50)))
    values.append(Double(source.drawIndex(count: 7)))
    values.append(source.drawDouble(in: -1.5...2.5))
    values.append(Double(source.drawWeighted([1, 0, 5, 2])))
    values.append(source.drawFromPool([0.01, 0.0099], probability: 0.5) { $0.drawDouble(in: 0...1) })
    values.append(Double(source.drawInt(in: 0...100, favoring: [0, 50, 100], probability: 0.5)))
    return values
  }

  @Test("Replaying the recorded choices reproduces generation exactly", arguments: 0..<20 as Range<UInt64>)
  func replayReproduces(seed: UInt64) {
    var generating = ChoiceSource(seed: seed, size: 10)
    let generated = Self.drawEverything(&generating)
    var replaying = ChoiceSource(replaying: generating.recorded, size: 10)
    #expect(Self.drawEverything(&replaying) == generated)
    #expect(replaying.recorded == generating.recorded)
    #expect(replaying.extendedCount == 0)
  }

  @Test("Replay past the end of the prefix yields zeros and records them")
  func replayPastEnd() {
    var source = ChoiceSource(replaying: [4], size: 0)
    #expect(source.draw(upTo: 10) == 4)
    #expect(source.draw(upTo: 10) == 0)
    #expect(source.drawInt(in: 7...9) == 7)
    #expect(source.drawBool() == false)
    #expect(source.recorded == [4, 0, 0, 0])
    #expect(source.extendedCount == 3)
  }

  @Test("Replay clamps a recorded value above the bound to the bound, and records the clamped value")
  func replayClamps() {
    var source = ChoiceSource(replaying: [50, 7, 3], size: 0)
    #expect(source.draw(upTo: 9) == 9)
    #expect(source.drawBool() == true)
    #expect(source.drawIndex(count: 2) == 1)
    #expect(source.recorded == [9, 1, 1])
  }

  @Test("Raw 0 is the simplest value of every draw")
  func zeroIsSimplest() {
    var source = ChoiceSource(replaying: [], size: 0)
    #expect(source.drawInt(in: -5...5) == -5)
    #expect(source.drawDouble(in: 2...3) == 2)
    #expect(source.drawWeighted([0, 1]) == 0)
    #expect(source.drawFromPool(["pool"], probability: 1) { _ in "otherwise" } == "otherwise")
  }

  @Test("drawInt covers the full Int range without overflow")
  func fullIntRange() {
    var source = ChoiceSource(replaying: [0, .max, 1 << 63], size: 0)
    #expect(source.drawInt(in: Int.min...Int.max) == Int.min)
    #expect(source.drawInt(in: Int.min...Int.max) == Int.max)
    #expect(source.drawInt(in: Int.min...Int.max) == 0)
  }

  @Test("drawDouble hits both ends of its grid exactly")
  func doubleGrid() {
    var source = ChoiceSource(replaying: [0, 4, 2], size: 0)
    #expect(source.drawDouble(in: 0.1...0.7, steps: 4) == 0.1)
    #expect(source.drawDouble(in: 0.1...0.7, steps: 4) == 0.7)
    #expect(abs(source.drawDouble(in: 0.1...0.7, steps: 4) - 0.4) < 1e-12)
  }

  @Test("drawWeighted never picks a zero-weight index when generating")
  func weightedGeneration() {
    var source = ChoiceSource(seed: 3, size: 0)
    var counts = [0, 0, 0]
    for _ in 0..<3_000 { counts[source.drawWeighted([1, 0, 2])] += 1 }
    #expect(counts[1] == 0)
    #expect((1_800...2_200).contains(counts[2]))
  }

  @Test("The pool branch is recorded as 1 + index, with zeros for the unused fallback")
  func poolEncoding() {
    var source = ChoiceSource(seed: 1, size: 0)
    var sawPool = false
    for _ in 0..<50 {
      let before = source.choiceCount
      let value = source.drawFromPool([10, 20, 30], probability: 0.5) { $0.drawInt(in: 0...1000) }
      let raw = Array(source.recorded.values[before...])
      #expect(raw.count == 2)
      if raw[0] > 0 {
        sawPool = true
        #expect(value == [10, 20, 30][Int(raw[0]) - 1])
        #expect(raw[1] == 0)
      } else {
        #expect(value == Int(raw[1]))
      }
    }
    #expect(sawPool)
  }

  @Test("A favoured integer pool costs no extra choice and replays as a plain integer")
  func favouredIntegers() {
    var source = ChoiceSource(seed: 2, size: 0)
    let values = (0..<200).map { _ in source.drawInt(in: -10...10, favoring: [-10, 0, 99], probability: 0.9) }
    #expect(source.choiceCount == 200)
    #expect(values.contains(10))
    var replay = ChoiceSource(replaying: source.recorded, size: 0)
    #expect((0..<200).map { _ in replay.drawInt(in: -10...10) } == values)
  }

  @Test("Spans record start, end, label and depth, in the order they were opened")
  func spans() {
    var source = ChoiceSource(seed: 0, size: 0)
    source.beginSpan(1)
    _ = source.draw(upTo: 3)
    source.withSpan(2) { _ = $0.draw(upTo: 3) }
    source.endSpan()
    source.beginSpan(3)
    _ = source.draw(upTo: 3)
    #expect(source.spans == [
      Span(start: 0, end: 2, label: 1, depth: 0),
      Span(start: 1, end: 2, label: 2, depth: 1),
      Span(start: 2, end: 3, label: 3, depth: 0),
    ])
  }

  @Test("cancelSpan forgets the innermost span")
  func cancelSpan() {
    var source = ChoiceSource(seed: 0, size: 0)
    source.beginSpan(1)
    source.beginSpan(2)
    _ = source.draw(upTo: 3)
    source.cancelSpan()
    source.endSpan()
    #expect(source.spans == [Span(start: 0, end: 1, label: 1, depth: 0)])
  }

  @Test("drawBoolOpeningSpan records the choices and spans of beginSpan, drawBool and cancelSpan on false (seeds 0-49, nested)", arguments: 0..<50 as Range<UInt64>)
  func boolOpeningSpan(seed: UInt64) {
    var fast = ChoiceSource(seed: seed)
    var plain = ChoiceSource(seed: seed)
    for step in 0..<30 {
      let p = Double(step % 5) / 4
      let opened = fast.drawBoolOpeningSpan(7, trueProbability: p)
      plain.beginSpan(7)
      let drawn = plain.drawBool(trueProbability: p)
      if !drawn { plain.cancelSpan() }
      #expect(opened == drawn)
      // Some spans stay open a while, so later ones nest inside them.
      if opened && step % 3 != 0 {
        _ = fast.drawInt(in: 0...9)
        _ = plain.drawInt(in: 0...9)
        fast.endSpan()
        plain.endSpan()
      }
    }
    #expect(fast.recorded == plain.recorded)
    #expect(fast.spans == plain.spans)
  }

  @Test("reset clears the case but keeps generating deterministically")
  func resetReuses() {
    var source = ChoiceSource(seed: 5, size: 1)
    let first = (0..<10).map { _ in source.draw(upTo: 100) }
    source.reject()
    source.beginSpan(0)
    source.reset(seed: 5, size: 2)
    #expect(!source.isRejected && source.spans.isEmpty && source.choiceCount == 0 && source.size == 2)
    #expect((0..<10).map { _ in source.draw(upTo: 100) } == first)
  }

  @Test("Exceeding maxChoices marks the case overrun and invalid")
  func overrun() {
    var source = ChoiceSource(seed: 0, size: 0, maxChoices: 3)
    for _ in 0..<5 { _ = source.draw(upTo: 9) }
    #expect(source.isOverrun && source.isInvalid)
    #expect(source.choiceCount == 3)
  }
}
