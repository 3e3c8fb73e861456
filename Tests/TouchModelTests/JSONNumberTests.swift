import PropertyTesting
import Testing
import TouchModel

@Suite("JSON numbers (RFC 8259)")
struct JSONNumberTests {
  /// The parse error of `[text]`, or nil when it parses.
  func problem(_ text: String) -> String? {
    do {
      _ = try JSONParser.parse("[\(text)]")
      return nil
    } catch {
      return error.problem
    }
  }

  @Test("Numbers outside the grammar are rejected with the reason", arguments: [
    ("01", "invalid number \"01\": leading zeros are not allowed"),
    ("00", "invalid number \"00\": leading zeros are not allowed"),
    ("-01", "invalid number \"-01\": leading zeros are not allowed"),
    ("0.", "invalid number \"0.\": expected a digit after the decimal point"),
    ("1.", "invalid number \"1.\": expected a digit after the decimal point"),
    ("2.e3", "invalid number \"2.e3\": expected a digit after the decimal point"),
    ("-.5", "invalid number \"-.5\": expected a digit after \"-\""),
    (".5", "invalid number \".5\": expected a digit before the decimal point"),
    ("+1", "invalid number \"+1\": JSON numbers have no plus sign"),
    ("1e", "invalid number \"1e\": expected a digit in the exponent"),
    ("1e+", "invalid number \"1e+\": expected a digit in the exponent"),
    ("1E-", "invalid number \"1E-\": expected a digit in the exponent"),
    ("--1", "invalid number \"--1\": expected a digit after \"-\""),
    ("-", "invalid number \"-\": expected a digit after \"-\""),
  ])
  func rejected(text: String, message: String) {
    #expect(problem(text) == message)
  }

  @Test("Non-finite numbers are rejected", arguments: ["1e400", "-1e400", "1e99999999999999999999", String(repeating: "9", count: 400)])
  func outOfRange(_ text: String) {
    #expect(problem(text)?.hasSuffix("is out of range") == true)
  }

  @Test("Numbers inside the grammar parse to their value", arguments: [
    ("0", 0.0), ("-0", -0.0), ("1.5", 1.5), ("-12.25e1", -122.5), ("1E+2", 100), ("1e-2", 0.01), ("0.0e0", 0), ("1e-400", 0),
    ("123456789012345678901234567890", 1.2345678901234568e29),
  ])
  func accepted(text: String, value: Double) throws {
    #expect(try JSONParser.parse("[\(text)]") == .array([.number(value)]))
  }

  @Test("20,000 decimals read as Swift reads their text, on the fast path (up to 15 significant digits) and off it")
  func decimalsAsTheirText() throws {
    var random = SplitMix64(seed: 35)
    var texts = ["0.0", "-0.0", "0.1", "-0.000", "123456789012345.5", "1234567890.12345", "0.0000000000000000000001"]
    for _ in 0..<20_000 {
      let whole = random.next() % 4 == 0 ? "0" : String(random.next() % 1_000_000_000_000 + 1)
      let digits = Int(random.next() % 24) + 1
      let fraction = String((0..<digits).map { _ in Character(String(random.next() % 10)) })
      texts.append((random.next() % 2 == 0 ? "-" : "") + whole + "." + fraction)
    }
    for text in texts {
      let parsed = try JSONParser.parse("[\(text)]")
      guard case .array(let elements) = parsed, case .number(let value) = elements.first else {
        Issue.record("\(text) did not parse as a number")
        continue
      }
      let expected = try #require(Double(text))
      #expect(value.bitPattern == expected.bitPattern, "\(text): \(value) against \(expected)")
    }
  }

  @Test("A case file with a lenient number is rejected naming the position")
  func caseFile() {
    #expect(throws: CaseError("", "malformed JSON at line 1, column 12: invalid number \"01\": leading zeros are not allowed")) {
      try CaseFile.decode(text: #"{"format": 01, "scene": {}, "stream": []}"#)
    }
  }
}
