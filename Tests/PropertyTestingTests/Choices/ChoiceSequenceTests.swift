import PropertyTesting
import Testing

@Suite("ChoiceSequence")
struct ChoiceSequenceTests {
  @Test("Shortlex: shorter is simpler, whatever the values")
  func shorterIsSimpler() {
    #expect(ChoiceSequence([9, 9]).isSimpler(than: [0, 0, 0]))
    #expect(!ChoiceSequence([0, 0, 0]).isSimpler(than: [9, 9]))
  }

  @Test("Shortlex: at equal length the first differing choice decides")
  func lexicographicAtEqualLength() {
    #expect(ChoiceSequence([1, 5, 9]).isSimpler(than: [1, 6, 0]))
    #expect(!ChoiceSequence([1, 6, 0]).isSimpler(than: [1, 5, 9]))
  }

  @Test("A sequence is not simpler than itself, and < agrees with isSimpler")
  func irreflexive() {
    let sequence: ChoiceSequence = [3, 1]
    #expect(!sequence.isSimpler(than: sequence))
    #expect(!(sequence < sequence))
    #expect(ChoiceSequence([]) < [0])
  }

  @Test("Sorting uses shortlex order")
  func sorting() {
    let sorted = ([[2], [1, 0], [0, 5], [], [1]] as [ChoiceSequence]).sorted()
    #expect(sorted == [[], [1], [2], [0, 5], [1, 0]])
  }

  @Test("Editing helpers build the expected candidates")
  func editing() {
    let sequence: ChoiceSequence = [1, 2, 3, 4]
    #expect(sequence.removing(1..<3) == [1, 4])
    #expect(sequence.replacing(0..<2, with: [9]) == [9, 3, 4])
    #expect(sequence.setting(3, to: 0) == [1, 2, 3, 0])
    #expect(sequence.zeroing(1..<4) == [1, 0, 0, 0])
    #expect(sequence.description == "[1, 2, 3, 4]")
  }
}
