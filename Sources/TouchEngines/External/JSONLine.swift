import TouchModel

/// JSON on one line, as the engine protocol sends it, and lenient member lookup for its messages.
public enum JSONLine {
  /// The value as compact JSON text without a newline (members in their order, numbers as case files write them).
  public static func text(_ value: JSONValue) -> String {
    var out = ""
    write(value, into: &out)
    return out
  }

  private static func write(_ value: JSONValue, into out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += JSONWriter.numberText(n)
    case .string(let s): out += JSONWriter.quoted(s)
    case .array(let elements):
      out += "["
      for (i, element) in elements.enumerated() {
        if i > 0 { out += "," }
        write(element, into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, member) in members.enumerated() {
        if i > 0 { out += "," }
        out += JSONWriter.quoted(member.key) + ":"
        write(member.value, into: &out)
      }
      out += "}"
    }
  }

  /// Parses one line of UTF-8, or says why it is not valid UTF-8 or not JSON.
  public static func parse(_ bytes: [UInt8]) -> Result<JSONValue, LineError> {
    let text = String(decoding: bytes, as: UTF8.self)
    // Invalid bytes decode to U+FFFD, so the text no longer spells the same bytes.
    guard text.utf8.elementsEqual(bytes) else { return .failure(LineError("is not valid UTF-8")) }
    do { return .success(try JSONParser.parse(text)) } catch { return .failure(LineError("is not JSON (\(error.description))")) }
  }

  /// Why a line could not be read.
  public struct LineError: Error, CustomStringConvertible, Sendable {
    /// The problem, such as `is not JSON (line 1, column 3: …)`.
    public var description: String
    init(_ description: String) { self.description = description }
  }
}

extension JSONValue {
  /// The value of an object's member, or nil (unknown members are ignored by the protocol).
  func member(_ key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The value as a string, if it is one.
  var stringValue: String? { if case .string(let s) = self { s } else { nil } }

  /// The value as a whole number, if it is one.
  var intValue: Int? { if case .number(let n) = self, n == n.rounded(), abs(n) < 1e15 { Int(n) } else { nil } }

  /// The value as an array of strings, if it is one.
  var stringsValue: [String]? {
    guard case .array(let elements) = self else { return nil }
    var strings: [String] = []
    for element in elements {
      guard let s = element.stringValue else { return nil }
      strings.append(s)
    }
    return strings
  }
}
