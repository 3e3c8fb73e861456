import Testing
import TouchModel

@Suite("Large JSON objects")
struct JSONLargeObjectTests {
  /// An object with `count` distinct keys `k0`, `k1`…, then `extra` members.
  func object(_ count: Int, extra: String = "") -> String {
    "{" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + extra + "}"
  }

  @Test("A duplicate key is found wherever it is, in small and large objects", arguments: [2, 15, 16, 17, 1_000])
  func duplicates(count: Int) {
    #expect(throws: Never.self) { try JSONParser.parse(object(count)) }
    do {
      _ = try JSONParser.parse(object(count, extra: ", \"k\(count - 1)\": 0"))
      Issue.record("accepted a duplicate key in an object of \(count)")
    } catch {
      #expect(error.problem == "duplicate key \"k\(count - 1)\"")
    }
  }

  @Test("Keys are compared as Swift strings: canonically equivalent keys are duplicates, in small and large objects", arguments: [2, 40])
  func canonicalDuplicates(count: Int) {
    for (a, b) in [(#"\u00e9"#, #"e\u0301"#), ("K", #"\u212A"#), ("\u{E9}", #"e\u0301"#)] {
      #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(object(count, extra: #", "\#(a)": 1, "\#(b)": 2"#)) }
    }
  }

  @Test("Members keep their order in a large object")
  func order() throws {
    guard case .object(let members) = try JSONParser.parse(object(100)) else { Issue.record("not an object"); return }
    #expect(members.map(\.key) == (0..<100).map { "k\($0)" })
  }

  @Test("An unknown field in a large object is named, and a key that is not plain is quoted")
  func unknownFields() {
    let many = (0..<100).map { ", \"x\($0)\": 1" }.joined()
    #expect(throws: CaseError("x0", "unknown field (known fields: format, source, description, rules, profile, compareApplication, scene, stream, found)")) {
      try CaseFile.decode(text: #"{"format": 1, "scene": {}, "stream": []\#(many)}"#)
    }
    #expect(throws: CaseError("scene", "unknown field \"a\\u{1B}[2Jb\" (known fields: views, viewControllers, recognizers, windows, keyWindow, application, appDelegate, firstResponder)")) {
      try CaseFile.decode(text: #"{"format": 1, "scene": {"a\u001b[2Jb": 1}, "stream": []}"#)
    }
  }
}
