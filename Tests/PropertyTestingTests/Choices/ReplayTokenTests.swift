import PropertyTesting
import Testing

@Suite("ReplayToken")
struct ReplayTokenTests {
  @Test("Known encodings", arguments: [
    ([], "v1:"),
    ([0], "v1:AA"),
    ([1, 2, 300], "v1:AQKsAg"),
    ([.max], "v1:____________AQ"),
  ] as [(ChoiceSequence, String)])
  func knownEncodings(sequence: ChoiceSequence, token: String) throws {
    #expect(sequence.replayToken == token)
    #expect(try ChoiceSequence(replayToken: token) == sequence)
  }

  @Test("Random sequences round-trip", arguments: 0..<50 as Range<UInt64>)
  func roundTrip(seed: UInt64) throws {
    var generator = Xoshiro256StarStar(seed: seed)
    let count = Int(generator.next(upTo: 40))
    let values = (0..<count).map { _ in generator.next() >> generator.next(upTo: 63) }
    let sequence = ChoiceSequence(values)
    #expect(try ReplayToken.decode(ReplayToken.encode(sequence)) == sequence)
  }

  @Test("Malformed tokens fail with a specific error", arguments: [
    ("AQKsAg", ReplayTokenError.missingPrefix),
    ("v2:AQ", .unsupportedVersion("v2")),
    ("v1:AQ=", .invalidCharacter("=", offset: 5)),
    ("v1:A", .invalidLength(1)),
    ("v1:AB", .nonZeroTrailingBits),
    ("v1:gA", .truncatedValue(index: 0)),
    ("v1:gAA", .nonCanonicalValue(index: 0)),
    ("v1:____________Ag", .valueTooLarge(index: 0)),
    ("v1:____________gQ", .valueTooLarge(index: 0)),
  ])
  func malformed(token: String, error: ReplayTokenError) {
    #expect(throws: error) { try ReplayToken.decode(token) }
  }

  @Test("Errors explain themselves")
  func errorDescriptions() {
    #expect(ReplayTokenError.missingPrefix.description.contains("v1:"))
    #expect(ReplayTokenError.invalidCharacter("*", offset: 4).description.contains("offset 4"))
  }
}
