/// Parses JSON text into a `JSONValue`, reporting the line and column of a syntax error.
public struct JSONParser {
  private let bytes: [UInt8]
  private var position = 0

  /// A syntax error with its position.
  public struct SyntaxError: Error, CustomStringConvertible, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// What was wrong.
    public var problem: String
    /// The message.
    public var description: String { "line \(line), column \(column): \(problem)" }
  }

  /// Parses a whole document.
  public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.position < parser.bytes.count { throw parser.error("unexpected text after the document") }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func error(_ problem: String) -> SyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(position, bytes.count)] {
      if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
    }
    return SyntaxError(line: line, column: column, problem: problem)
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipWhitespace() {
    while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { position += 1 }
  }

  private mutating func expect(_ literal: String, value: JSONValue) throws(SyntaxError) -> JSONValue {
    for byte in literal.utf8 {
      guard current == byte else { throw error("invalid literal, expected \"\(literal)\"") }
      position += 1
    }
    return value
  }

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
    guard depth < 200 else { throw error("nesting deeper than 200 levels") }
    guard let c = current else { throw error("unexpected end of file, expected a value") }
    switch c {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try expect("true", value: .bool(true))
    case UInt8(ascii: "f"): return try expect("false", value: .bool(false))
    case UInt8(ascii: "n"): return try expect("null", value: .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("unexpected character \"\(Character(Unicode.Scalar(c)))\", expected a value")
    }
  }

  private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
    position += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if current == UInt8(ascii: "}") { position += 1; return .object(members) }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
      let key = try parseString()
      if members.contains(where: { $0.key == key }) { throw error("duplicate key \"\(key)\"") }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected \":\" after key \"\(key)\"") }
      position += 1
      skipWhitespace()
      members.append(JSONMember(key, try parseValue(depth: depth + 1)))
      skipWhitespace()
      if current == UInt8(ascii: ",") { position += 1; continue }
      if current == UInt8(ascii: "}") { position += 1; return .object(members) }
      throw error("expected \",\" or \"}\" in an object")
    }
  }

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") { position += 1; return .array(elements) }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      if current == UInt8(ascii: ",") { position += 1; continue }
      if current == UInt8(ascii: "]") { position += 1; return .array(elements) }
      throw error("expected \",\" or \"]\" in an array")
    }
  }

  private mutating func parseNumber() throws(SyntaxError) -> Double {
    let start = position
    while let c = current, c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
      || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
    {
      position += 1
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      position = start
      throw error("invalid or out-of-range number \"\(text)\"")
    }
    return value
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    position += 1
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    func flush() { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars); raw.removeAll() }
    while true {
      guard let c = current else { throw error("unterminated string") }
      position += 1
      if c == UInt8(ascii: "\"") { break }
      if c < 0x20 { throw error("control character in a string") }
      guard c == UInt8(ascii: "\\") else { raw.append(c); continue }
      flush()
      guard let e = current else { throw error("unterminated escape") }
      position += 1
      switch e {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var code = try parseHex4()
        if code >= 0xD800 && code < 0xDC00 {
          guard current == UInt8(ascii: "\\") else { throw error("unpaired surrogate") }
          position += 1
          guard current == UInt8(ascii: "u") else { throw error("unpaired surrogate") }
          position += 1
          let low = try parseHex4()
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
        scalars.append(scalar)
      default: throw error("invalid escape")
      }
    }
    flush()
    return String(scalars)
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard let c = current, let digit = UInt32(String(Unicode.Scalar(c)), radix: 16) else { throw error("invalid \\u escape") }
      code = code * 16 + digit
      position += 1
    }
    return code
  }
}
