import TouchModel

/// Writes compact JSON straight into UTF-8 bytes: whole numbers digit by digit, lists with their commas, no value tree.
struct CompactWriter {
  var bytes: [UInt8] = []

  init(capacity: Int = 512) { bytes.reserveCapacity(capacity) }

  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func byte(_ ascii: Unicode.Scalar) { bytes.append(UInt8(ascii: ascii)) }

  mutating func int(_ value: Int) { JSONBytes.appendInt(value, to: &bytes) }

  /// A finite number as case files write it: whole values without a fraction, others in the shortest round-trip form.
  mutating func number(_ value: Double) { JSONBytes.appendNumber(value, to: &bytes) }

  mutating func bool(_ value: Bool) { if value { raw("true") } else { raw("false") } }

  /// A JSON string: quote, backslash and control characters escaped.
  mutating func string(_ text: String) {
    byte("\"")
    escaped(text)
    byte("\"")
  }

  /// Names joined by single spaces in one JSON string (names never hold a space).
  mutating func names<C: Collection>(_ list: C, _ name: (C.Element) -> String) {
    byte("\"")
    var first = true
    for element in list {
      if !first { byte(" ") }
      first = false
      escaped(name(element))
    }
    byte("\"")
  }

  private mutating func escaped(_ text: String) { JSONBytes.appendEscaped(text, to: &bytes) }

  /// A list whose elements `body` writes, commas between them.
  mutating func list<C: Collection>(_ elements: C, _ body: (inout CompactWriter, C.Element) -> Void) {
    byte("[")
    var first = true
    for element in elements {
      if !first { byte(",") }
      first = false
      body(&self, element)
    }
    byte("]")
  }

  mutating func ints(_ values: [Int]) { list(values) { $0.int($1) } }
  mutating func numbers(_ values: [Double]) { list(values) { $0.number($1) } }
  mutating func comma() { byte(",") }
}

/// Writes an object's members one by one: the opening before the first, a comma before the others, the brace after
/// the last; nothing at all when there are none.
struct MemberWriter {
  let opening: StaticString
  private(set) var count = 0

  init(opening: StaticString) { self.opening = opening }

  /// Opens the object or writes a comma, then the key and its colon.
  mutating func next(_ key: StaticString, _ w: inout CompactWriter) {
    if count == 0 { w.raw(opening) } else { w.comma() }
    count += 1
    w.byte("\"")
    w.raw(key)
    w.raw("\":")
  }

  /// Closes the object, if it was opened.
  func close(_ w: inout CompactWriter) { if count > 0 { w.byte("}") } }
}
