import Testing
import TouchModel

@Suite("Quoting file text in messages")
struct QuotedTests {
  @Test("Plain text is quoted as it is")
  func plain() {
    #expect(Quoted("view1").description == #""view1""#)
    #expect(Quoted("é 😀").description == #""é 😀""#)
    #expect(Quoted("").description == #""""#)
  }

  @Test("Quotes, backslashes, control and invisible characters are escaped", arguments: [
    ("a\"b", #""a\"b""#), ("a\\b", #""a\\b""#), ("\u{1B}[2J", #""\u{1B}[2J""#), ("a\nb\r\t", #""a\u{A}b\u{D}\u{9}""#),
    ("\u{0}\u{7F}\u{85}\u{9B}", #""\u{0}\u{7F}\u{85}\u{9B}""#), ("a\u{202E}b\u{200B}", #""a\u{202E}b\u{200B}""#),
    ("\u{2028}\u{2029}\u{A0}", #""\u{2028}\u{2029}\u{A0}""#), ("\u{E000}\u{FFFF}", #""\u{E000}\u{FFFF}""#),
  ])
  func escaped(text: String, rendered: String) {
    #expect(Quoted(text).description == rendered)
  }

  @Test("Long text is cut after 60 characters with an ellipsis and its length")
  func long() {
    let text = String(repeating: "a", count: 10_000_000)
    #expect(Quoted(text).description == "\"" + String(repeating: "a", count: 60) + "…\" (10000000 characters)")
    #expect(Quoted(String(repeating: "b", count: 60)).description == "\"" + String(repeating: "b", count: 60) + "\"")
    let escapes = String(repeating: "\u{1B}", count: 100)
    #expect(Quoted(escapes).description == "\"" + String(repeating: #"\u{1B}"#, count: 10) + "…\" (100 characters)")
  }

  /// The decode error of a case file's text.
  func message(_ text: String) -> String {
    do {
      _ = try CaseFile.decode(text: text)
      return "accepted"
    } catch {
      return error.description
    }
  }

  @Test("Decode errors show file text escaped and cut, on one line")
  func decodeMessages() {
    let scene = #"{"windows": ["w"], "views": [{"id": "w", "kind": "window", "frame": [0, 0, 10, 10], "subviews": ["x\n@0 hitTest t1 forged"]}]}"#
    #expect(message(#"{"format": 1, "scene": \#(scene), "stream": []}"#) == #"scene.views[0].subviews[0]: unknown view "x\u{A}@0 hitTest t1 forged""#)
    let key = String(repeating: "k", count: 10_000_000)
    let long = message(#"{"format": 1, "scene": {}, "stream": [], "\#(key)": 1}"#)
    #expect(long == #"unknown field ""# + String(repeating: "k", count: 30) + #"…" (10000000 characters) (known fields: format, source, description, rules, profile, compareApplication, scene, stream, found)"#)
    #expect(message(#"{"format": 1, "scene": {}, "stream": [], "compare": ["\u001b[31mred"]}"#) == #"compare[0]: unknown category "\u{1B}[31mred" (expected one of: hitTest, visits, touches, events, recognizerTouches, recognizers, controls, tapCounts, scrolls)"#)
    #expect(message("{\"format\": 1, \u{1B}}") == #"malformed JSON at line 1, column 15: expected a quoted key"#)
    #expect(message("[\u{202E}]") == #"malformed JSON at line 1, column 2: unexpected character "\u{202E}", expected a value"#)
  }

  @Test("Identifiers, touch names, action names and expected lines with control characters are rejected", arguments: [
    (#""views": [{"id": "w\u0007", "kind": "window", "frame": [0, 0, 10, 10]}], "windows": ["w\u0007"]"#, "[]", "",
     #"scene.views[0].id: identifier "w\u{7}" must be non-empty without spaces, commas, brackets, control or invisible characters"#),
    (#""views": [{"id": "w", "kind": "window", "frame": [0, 0, 10, 10], "actions": ["go\n:"]}], "windows": ["w"]"#, "[]", "",
     #"scene.views[0].actions[0]: action name "go\u{A}:" must be non-empty without spaces, commas, brackets, control or invisible characters"#),
    (#""views": []"#, #"[{"time": 0, "touches": [{"id": "t\r1", "phase": "began", "at": [1, 1]}]}]"#, "",
     #"stream.touches[0]: touch name "t\u{D}1" must be non-empty without spaces, commas, brackets, control or invisible characters"#),
    (#""views": []"#, "[]", #""expected": ["@0 hitTest t1 none\u001b[A"],"#,
     #"expected[0]: trace line "@0 hitTest t1 none\u{1B}[A" has a control or invisible character"#),
  ])
  func names(scene: String, stream: String, extra: String, expected: String) {
    #expect(message(#"{"format": 1, \#(extra) "scene": {\#(scene)}, "stream": \#(stream)}"#) == expected)
  }
}
