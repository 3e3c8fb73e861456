import Testing
import TouchModel

@Suite("JSON")
struct JSONTests {
  @Test("Parses and writes back values deterministically")
  func roundTrip() throws {
    let text = #"{"b": [1, 2.5, -3e-5], "a": {"s": "é\n\"x\"", "t": true, "n": null}}"#
    let value = try JSONParser.parse(text)
    let written = JSONWriter.write(value)
    #expect(try JSONParser.parse(written) == value)
    #expect(written == """
      {
        "b": [1, 2.5, -3e-05],
        "a": {"s": "é\\n\\"x\\"", "t": true, "n": null}
      }

      """)
  }

  @Test("Syntax errors name the line and column")
  func syntaxErrors() {
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse("{\n  \"a\": [1, 2,\n}") }
    do {
      _ = try JSONParser.parse("{\n  \"a\": 1\n  \"b\": 2\n}")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "line 3, column 3: expected \",\" or \"}\" in an object")
    }
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(#"{"a": 1, "a": 2}"#) }
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse("[1e999]") }
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse("NaN") }
  }

  @Test("Long arrays break over lines, short scalar arrays stay inline")
  func layout() {
    let value = JSONValue.object([
      JSONMember("frame", .array([.number(0), .number(0), .number(320), .number(480)])),
      JSONMember("lines", .array((0..<8).map { .string("@0 touchesBegan someLongViewName\($0) [t1]") })),
    ])
    let text = JSONWriter.write(value)
    #expect(text.contains("\"frame\": [0, 0, 320, 480]"))
    #expect(text.contains("\n    \"@0 touchesBegan someLongViewName0 [t1]\",\n"))
  }
}
