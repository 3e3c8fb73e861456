import PropertyTesting
import Testing

@Suite("ChoiceSource replay variants: wrapping (fuzzer input) and a freshly generated tail (mutants)")
struct ChoiceSourceReplayVariantsTests {
  @Test("Wrapping replay reduces each value modulo its range; clamping replay would pin it to the maximum")
  func wrapping() {
    var source = ChoiceSource(wrapping: [23, 7, 5, 300], size: 0)
    #expect(source.draw(upTo: 9) == 3)
    #expect(source.drawBool() == true)
    #expect(source.drawInt(in: 10...12) == 12)
    #expect(source.draw(upTo: UInt64.max) == 300)
    #expect(source.draw(upTo: 9) == 0)
    #expect(source.recorded == [3, 1, 2, 300, 0])
    var clamped = ChoiceSource(replaying: [23], size: 0)
    #expect(clamped.draw(upTo: 9) == 9)
  }

  @Test("What a wrapping replay records replays the same values plainly", arguments: 0..<10 as Range<UInt64>)
  func wrappedRecordReplays(seed: UInt64) {
    var rng = Xoshiro256StarStar(seed: seed)
    let raw = ChoiceSequence((0..<40).map { _ in rng.next() >> rng.next(upTo: 63) })
    var wrapping = ChoiceSource(wrapping: raw, size: 10)
    let values = ChoiceSourceTests.drawEverything(&wrapping)
    var plain = ChoiceSource(replaying: wrapping.recorded, size: 10)
    #expect(ChoiceSourceTests.drawEverything(&plain) == values)
  }

  @Test("A mutant replays its prefix, then draws fresh choices from its seed; its record replays it exactly", arguments: 0..<10 as Range<UInt64>)
  func randomTail(seed: UInt64) {
    var parent = ChoiceSource(seed: seed, size: 10)
    _ = ChoiceSourceTests.drawEverything(&parent)
    let prefix = ChoiceSequence(Array(parent.recorded.values.prefix(3)))
    var mutant = ChoiceSource(seed: 0, size: 10)
    mutant.reset(replaying: prefix, thenGeneratingFrom: seed &+ 99, size: 10)
    let values = ChoiceSourceTests.drawEverything(&mutant)
    #expect(Array(mutant.recorded.values.prefix(3)) == prefix.values)
    #expect(mutant.extendedCount == 0)
    var again = ChoiceSource(seed: 0, size: 10)
    again.reset(replaying: prefix, thenGeneratingFrom: seed &+ 99, size: 10)
    #expect(ChoiceSourceTests.drawEverything(&again) == values)
    var replay = ChoiceSource(replaying: mutant.recorded, size: 10)
    #expect(ChoiceSourceTests.drawEverything(&replay) == values)
  }

  @Test("Fuzzer bytes read as LEB128 choices: canonical bytes round-trip, and any bytes read without failing")
  func fuzzInput() {
    let sequence: ChoiceSequence = [0, 1, 127, 128, 300, UInt64.max, 5]
    #expect(ChoiceSequence(fuzzInput: sequence.fuzzInput) == sequence)
    #expect(ChoiceSequence(fuzzInput: [0x05, 0x80]) == [5, 0])
    #expect(ChoiceSequence(fuzzInput: [UInt8](repeating: 0xFF, count: 12) + [0x01]).count == 1)
    #expect(ChoiceSequence(fuzzInput: []) == [])
  }

  @Test("A fresh tail draws with the generator's weights from its first choice: a weight-0 index or a probability-0 flag never comes up")
  func tailKeepsWeights() {
    var source = ChoiceSource(seed: 0, size: 0)
    for seed in 0..<UInt64(300) {
      source.reset(replaying: [1], thenGeneratingFrom: seed, size: 0)
      _ = source.draw(upTo: 3)
      #expect(source.drawWeighted([1, 1, 0]) != 2)
      #expect(source.drawBool(trueProbability: 0) == false)
      source.reset(replaying: [], thenGeneratingFrom: seed, size: 0)
      #expect(source.drawWeighted([0, 1]) == 1)
    }
  }
}
