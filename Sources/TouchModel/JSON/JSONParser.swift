/// Parses JSON text strictly (RFC 8259) into a `JSONValue`, reporting the line and column of a syntax error.
///
/// Every step is linear in the input: strings are built from their bytes once, duplicate keys are found with a set once
/// an object grows, and nesting is capped at `CaseLimits.jsonDepth`.
public struct JSONParser {
  let bytes: [UInt8]
  var position = 0

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
  public static func parse(_ text: String) throws(SyntaxError) -> JSONValue { try parse(bytes: Array(text.utf8)) }

  /// Parses a whole document given as valid UTF-8.
  public static func parse(bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.position < parser.bytes.count { throw parser.error("unexpected text after the document") }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// An error at the current position.
  func error(_ problem: String) -> SyntaxError { error(problem, at: position) }

  /// An error at a byte offset; the column counts characters (Unicode scalars), not bytes.
  func error(_ problem: String, at offset: Int) -> SyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
    }
    return SyntaxError(line: line, column: column, problem: problem)
  }

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

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
    guard depth < CaseLimits.jsonDepth else { throw error("nesting deeper than \(CaseLimits.jsonDepth) levels") }
    guard let c = current else { throw error("unexpected end of file, expected a value") }
    switch c {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try expect("true", value: .bool(true))
    case UInt8(ascii: "f"): return try expect("false", value: .bool(false))
    case UInt8(ascii: "n"): return try expect("null", value: .null)
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try parseNumber())
    default: throw error("unexpected character \(characterHere()), expected a value")
    }
  }

  /// The character at the current position, quoted for a message.
  private func characterHere() -> Quoted {
    let end = min(position + 4, bytes.count)
    let scalar = String(decoding: bytes[position..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    return Quoted(String(scalar))
  }

  private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
    position += 1
    var members: [JSONMember] = []
    var keys = KeySet()
    skipWhitespace()
    if current == UInt8(ascii: "}") { position += 1; return .object(members) }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
      let keyStart = position
      let key = try parseString()
      if !keys.insert(key, members: members) { throw error("duplicate key \(Quoted(key))", at: keyStart) }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected \":\" after key \(Quoted(key))") }
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
}
