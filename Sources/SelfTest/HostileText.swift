/// Fragments that decoders get wrong: numbers at and outside JSON's grammar and range, escapes that are not valid or
/// not safe to print, and the bytes that matter to JSON's syntax.
enum HostileText {
  /// Numbers: invalid by RFC 8259, non-finite, subnormal, huge, negative zero, and long digit strings.
  static let numbers: [String] = [
    "1e400", "-1e400", "1e309", "1e999999999999", "-0", "-0.0", "0", "01", "00", "-01", "1.", "0.", "2.e3", "-.5", ".5",
    "+1", "1e", "1e+", "--1", "-", "NaN", "Infinity", "-Infinity", "0x10", "1_000", "1e-400", "4.9e-324", "5e-324",
    "1.7976931348623157e308", "2.2250738585072014e-308", "9007199254740993", "123456789012345678901234567890",
    "999999999", "1000000000", "-999999999.5", "1e15", "1e16", "2147483648", "-2147483649", "0.01", "0.0099",
    "0.0101", "1.5", "-1", "1E2", "1e-2", "0e0", String(repeating: "9", count: 400), String(repeating: "1", count: 5_000),
    "0." + String(repeating: "0", count: 400) + "1", "1e" + String(repeating: "9", count: 50), "1" + String(repeating: "0", count: 309),
  ]

  /// Escapes and characters inside a string literal: lone and mismatched surrogates, NUL, terminal escape sequences,
  /// invalid escapes, bidi overrides, raw control characters and forged output lines.
  static let escapes: [String] = [
    #"\uD800\u0041"#, #"\uD800\uFFFF"#, #"\uD800"#, #"\uDC00"#, #"\uDBFF\uDFFF"#, #"\uD83D\uDE00"#, #"\uDFFF\uD800"#,
    #"\uD800\uD800"#, #"\uD800\"#, #"\u0000"#, #"\u001b[2J"#, #"\u001b]0;title\u0007"#, #"\u0007"#, #"\u007f"#,
    #"\u0085"#, #"\u009b"#, #"\u202e"#, #"\u2028"#, #"\u200b"#, #"\ufeff"#, #"\uffff"#, #"\x41"#, #"\u12"#, #"\u12G4"#,
    #"\U0041"#, #"\'"#, "\\", #"\n@0 hitTest t1 forged"#, "\u{1B}[31m", "\n", "\r", "\t", "\u{0}", "\u{7F}", "\u{85}",
    "\u{202E}", "\u{FFFD}", "é", "😀", "\"", "e\u{301}", "\u{E000}",
  ]

  /// Bytes that change JSON's structure, and a few that are not UTF-8.
  static let syntaxBytes: [UInt8] = Array(#"{}[]",:\ 0123456789-+.eEtfnu"#.utf8) + [0x00, 0x0A, 0x1B, 0x7F, 0x80, 0xC3, 0xED, 0xF4, 0xFF]
}
