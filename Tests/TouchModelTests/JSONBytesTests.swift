import Testing
import TouchModel

/// `JSONBytes` writes what the tree writer writes, so messages are the same bytes however they are made.
@Suite("JSON written straight into bytes")
struct JSONBytesTests {
  @Test("Whole numbers are written digit by digit", arguments: [0, 7, 9, 10, 99, 100, -1, -10, 1_234_567, Int.max, Int.min + 1])
  func ints(_ value: Int) {
    var bytes: [UInt8] = [UInt8(ascii: "x")]
    JSONBytes.appendInt(value, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "x\(value)")
  }

  @Test("Numbers are written as case files write them", arguments: [0.0, -0.0, 1, -3, 0.5, 324.92893218813447, -2.2737367544323206e-13, 1e15, 1e300])
  func numbers(_ value: Double) {
    var bytes: [UInt8] = []
    JSONBytes.appendNumber(value, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == JSONWriter.numberText(value))
  }

  @Test("Strings are escaped where JSON needs it and read back the same", arguments: [
    "", "plain", "quote \" and backslash \\", "line\nbreak\ttab\rreturn", "\u{1}\u{1f}", "é e\u{301} 🙂", String(repeating: "long ", count: 40),
  ])
  func strings(_ text: String) throws {
    var bytes: [UInt8] = []
    JSONBytes.appendQuoted(text, to: &bytes)
    #expect(try JSONParser.parse(bytes: bytes) == .string(text))
    #expect(!bytes.dropFirst().dropLast().contains { $0 < 0x20 })
  }

  @Test("The line sink writes the same bytes as a tree written on one line")
  func lineSinkMatchesTree() throws {
    let value = try JSONParser.parse(#"{"a": [1, 2.5, "x\"y", true, false, null, {}, []], "b": {"c": {"d": [[]]}}, "e": -0}"#)
    var tree = JSONTreeSink()
    tree.value(value)
    #expect(tree.value == value)
    var line = JSONLineSink()
    line.value(value)
    #expect(String(decoding: line.bytes, as: UTF8.self) == #"{"a":[1,2.5,"x\"y",true,false,null,{},[]],"b":{"c":{"d":[[]]}},"e":0}"#)
  }
}
