/// Parses JSON text strictly (RFC 8259) into a `JSONValue`, reporting the line and column of a syntax error.
///
/// Every step is linear in the input: strings are built from their bytes once, duplicate keys are found with a set once
/// an object grows, and nesting is capped at `CaseLimits.jsonDepth`.
public struct JSONParser {
  /// The text, valid for the parse (`document(bytes:)` holds it).
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  /// The document's nodes so far: each container's children are moved here, side by side, when it closes.
  private var nodes: [JSONDocument.Node] = []
  private var strings: [String] = []
  /// The children of the containers being read, innermost last.
  private var pending: [JSONDocument.Node] = []

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
  public static func parse(bytes: [UInt8]) throws(SyntaxError) -> JSONValue { try document(bytes: bytes).value }

  /// Parses a whole document given as valid UTF-8 into its flat form.
  package static func document(bytes: [UInt8]) throws(SyntaxError) -> JSONDocument {
    try bytes.withUnsafeBufferPointer { (text) throws(SyntaxError) -> JSONDocument in
      var parser = JSONParser(bytes: text)
      parser.skipWhitespace()
      let root = try parser.parseValue(depth: 0)
      parser.skipWhitespace()
      if parser.position < parser.bytes.count { throw parser.error("unexpected text after the document") }
      parser.nodes.append(root)
      return JSONDocument(nodes: parser.nodes, strings: parser.strings)
    }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

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

  private mutating func expect(_ literal: String, _ kind: JSONDocument.Kind) throws(SyntaxError) -> JSONDocument.Node {
    for byte in literal.utf8 {
      guard current == byte else { throw error("invalid literal, expected \"\(literal)\"") }
      position += 1
    }
    return Self.node(kind)
  }

  private static func node(_ kind: JSONDocument.Kind, count: Int = 0, first: Int = 0, number: Double = 0) -> JSONDocument.Node {
    JSONDocument.Node(kind: kind, count: count, first: first, number: number)
  }

  private mutating func stringNode() throws(SyntaxError) -> JSONDocument.Node {
    strings.append(try parseString())
    return Self.node(.string, first: strings.count - 1)
  }

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONDocument.Node {
    guard depth < CaseLimits.jsonDepth else { throw error("nesting deeper than \(CaseLimits.jsonDepth) levels") }
    guard let c = current else { throw error("unexpected end of file, expected a value") }
    switch c {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return try stringNode()
    case UInt8(ascii: "t"): return try expect("true", .true)
    case UInt8(ascii: "f"): return try expect("false", .false)
    case UInt8(ascii: "n"): return try expect("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return Self.node(.number, number: try parseNumber())
    default: throw error("unexpected character \(characterHere()), expected a value")
    }
  }

  /// Moves the children read since `base` to the document, side by side, and gives their container's node.
  private mutating func close(_ kind: JSONDocument.Kind, from base: Int, count: Int) -> JSONDocument.Node {
    let first = nodes.count
    nodes.append(contentsOf: pending[base...])
    pending.removeSubrange(base...)
    return Self.node(kind, count: count, first: first)
  }

  /// The character at the current position, quoted for a message.
  private func characterHere() -> Quoted {
    let end = min(position + 4, bytes.count)
    let scalar = String(decoding: bytes[position..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    return Quoted(String(scalar))
  }

  private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONDocument.Node {
    position += 1
    let base = pending.count
    var keys = KeySet()
    skipWhitespace()
    if current == UInt8(ascii: "}") { position += 1; return Self.node(.object, first: nodes.count) }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
      let keyStart = position
      let keyNode = try stringNode()
      let key = strings[keyNode.first]
      let count = (pending.count - base) / 2
      let added = keys.insert(key, count: count) { [pending, strings] i in strings[pending[base + 2 * i].first] }
      if !added { throw error("duplicate key \(Quoted(key))", at: keyStart) }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected \":\" after key \(Quoted(key))") }
      position += 1
      skipWhitespace()
      let value = try parseValue(depth: depth + 1)
      pending.append(keyNode)
      pending.append(value)
      skipWhitespace()
      if current == UInt8(ascii: ",") { position += 1; continue }
      if current == UInt8(ascii: "}") {
        position += 1
        return close(.object, from: base, count: (pending.count - base) / 2)
      }
      throw error("expected \",\" or \"}\" in an object")
    }
  }

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONDocument.Node {
    position += 1
    let base = pending.count
    skipWhitespace()
    if current == UInt8(ascii: "]") { position += 1; return Self.node(.array, first: nodes.count) }
    while true {
      skipWhitespace()
      let element = try parseValue(depth: depth + 1)
      pending.append(element)
      skipWhitespace()
      if current == UInt8(ascii: ",") { position += 1; continue }
      if current == UInt8(ascii: "]") {
        position += 1
        return close(.array, from: base, count: pending.count - base)
      }
      throw error("expected \",\" or \"]\" in an array")
    }
  }
}
