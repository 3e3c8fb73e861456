import Testing
import TouchModel

@Suite("JSON string escapes and surrogates")
struct JSONSurrogateTests {
  /// The parse error of a one-string document, or nil when it parses.
  func problem(_ literal: String) -> String? {
    do {
      _ = try JSONParser.parse("[\"\(literal)\"]")
      return nil
    } catch {
      return error.problem
    }
  }

  @Test("A high surrogate followed by an escape that is not a low surrogate is an unpaired surrogate, not a crash", arguments: [
    #"\uD800\u0041"#, #"\uD800\uFFFF"#, #"\uDBFF\uD800"#, #"\uD800\u0000"#, #"\uD83D\uDBFF"#,
  ])
  func mismatchedPair(_ literal: String) {
    let message = problem(literal)
    #expect(message?.hasPrefix("unpaired surrogate") == true, "\(literal): \(message ?? "accepted")")
  }

  @Test("A lone high or low surrogate is an error", arguments: [#"\uD800"#, #"\uD800x"#, #"\uDC00"#, #"\uDFFF\uDC00"#, #"\uD800\n"#])
  func lone(_ literal: String) {
    #expect(problem(literal)?.hasPrefix("unpaired surrogate") == true, "\(literal)")
  }

  @Test("The message names the escapes and the column of the bad one")
  func message() {
    do {
      _ = try JSONParser.parse(#"["\uD800\u0041"]"#)
      Issue.record("accepted")
    } catch {
      #expect(error.description == #"line 1, column 9: unpaired surrogate \uD800 followed by \u0041, which is not a low surrogate (DC00…DFFF)"#)
    }
  }

  @Test("Valid pairs and other escapes decode to the right text")
  func valid() throws {
    #expect(try JSONParser.parse(#"["\uD83D\uDE00"]"#) == .array([.string("😀")]))
    #expect(try JSONParser.parse(#"["\udbff\udfff"]"#) == .array([.string("\u{10FFFF}")]))
    #expect(try JSONParser.parse(#"["a\u0000b\u00e9\n\t\"\\\/"]"#) == .array([.string("a\u{0}bé\n\t\"\\/")]))
    #expect(try JSONParser.parse(#"["é😀 plain"]"#) == .array([.string("é😀 plain")]))
    let many = String(repeating: #"\u00e9"#, count: 10_000)
    #expect(try JSONParser.parse("[\"\(many)x\"]") == .array([.string(String(repeating: "é", count: 10_000) + "x")]))
  }

  @Test("Invalid escapes and raw control characters are errors whose message shows no raw control character")
  func invalid() {
    #expect(problem(#"\x41"#) == #"invalid escape "\\x" (expected one of \" \\ \/ \b \f \n \r \t \uXXXX)"#)
    #expect(problem(#"\u12G4"#) == #"invalid \u escape: expected four hexadecimal digits"#)
    #expect(problem("a\u{1B}b") == "unescaped control character U+001B in a string")
    #expect(problem("a\nb") == "unescaped control character U+000A in a string")
  }
}
