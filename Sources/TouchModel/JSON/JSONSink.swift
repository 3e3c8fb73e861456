/// Where an encoder writes JSON, one token at a time: a value tree (`JSONTreeSink`) or one line of UTF-8
/// (`JSONLineSink`), so each format has one encoder whichever it is written to.
package protocol JSONSink {
  /// Opens an object; members follow as a key and a value each.
  mutating func beginObject()
  /// Closes the innermost open object.
  mutating func endObject()
  /// Opens an array.
  mutating func beginArray()
  /// Closes the innermost open array.
  mutating func endArray()
  /// The key of the next member of the innermost open object.
  mutating func key(_ key: String)
  /// A string value.
  mutating func string(_ value: String)
  /// A finite number.
  mutating func number(_ value: Double)
  /// A boolean.
  mutating func bool(_ value: Bool)
  /// `null`.
  mutating func null()
}

extension JSONSink {
  /// A member whose value is a string.
  package mutating func member(_ key: String, _ value: String) {
    self.key(key)
    string(value)
  }

  /// A member whose value is a number.
  package mutating func member(_ key: String, _ value: Double) {
    self.key(key)
    number(value)
  }

  /// A member whose value is a boolean.
  package mutating func member(_ key: String, _ value: Bool) {
    self.key(key)
    bool(value)
  }

  /// A member whose value is a list of strings.
  package mutating func member(_ key: String, strings: some Sequence<String>) {
    self.key(key)
    beginArray()
    for value in strings { string(value) }
    endArray()
  }

  /// A member whose value is a list of numbers.
  package mutating func member(_ key: String, numbers: Double...) {
    self.key(key)
    beginArray()
    for value in numbers { number(value) }
    endArray()
  }

  /// A member whose value is an object the body writes.
  package mutating func member(_ key: String, object body: (inout Self) -> Void) {
    self.key(key)
    beginObject()
    body(&self)
    endObject()
  }

  /// A whole value given as a tree.
  package mutating func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let b): bool(b)
    case .number(let n): number(n)
    case .string(let s): string(s)
    case .array(let elements):
      beginArray()
      for element in elements { self.value(element) }
      endArray()
    case .object(let members):
      beginObject()
      for member in members {
        key(member.key)
        self.value(member.value)
      }
      endObject()
    }
  }
}

/// Builds the value tree of what is written.
package struct JSONTreeSink: JSONSink {
  /// The open containers, innermost last, with the key each awaits a value for.
  private var open: [(elements: [JSONValue], members: [JSONMember]?, key: String)] = []
  /// The value written, once its last container is closed.
  package private(set) var value: JSONValue = .null

  /// Creates an empty sink.
  package init() {}

  private mutating func add(_ v: JSONValue) {
    guard let last = open.indices.last else { return value = v }
    if open[last].members != nil { open[last].members!.append(JSONMember(open[last].key, v)) } else { open[last].elements.append(v) }
  }

  package mutating func beginObject() { open.append(([], [], "")) }
  package mutating func endObject() { add(.object(open.removeLast().members ?? [])) }
  package mutating func beginArray() { open.append(([], nil, "")) }
  package mutating func endArray() { add(.array(open.removeLast().elements)) }
  package mutating func key(_ key: String) { open[open.count - 1].key = key }
  package mutating func string(_ value: String) { add(.string(value)) }
  package mutating func number(_ value: Double) { add(.number(value)) }
  package mutating func bool(_ value: Bool) { add(.bool(value)) }
  package mutating func null() { add(.null) }
}

/// Writes compact JSON straight into UTF-8 bytes, as `JSONLine` would write the tree: no spaces, members in order.
package struct JSONLineSink: JSONSink {
  /// The bytes written so far.
  package var bytes: [UInt8]

  /// Creates an empty sink with room for `capacity` bytes.
  package init(capacity: Int = 1_024) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// A comma unless the value or key is the first in its container (or follows its key).
  private mutating func separate() {
    if let last = bytes.last, last != UInt8(ascii: "["), last != UInt8(ascii: "{"), last != UInt8(ascii: ":") {
      bytes.append(UInt8(ascii: ","))
    }
  }

  package mutating func beginObject() { separate(); bytes.append(UInt8(ascii: "{")) }
  package mutating func endObject() { bytes.append(UInt8(ascii: "}")) }
  package mutating func beginArray() { separate(); bytes.append(UInt8(ascii: "[")) }
  package mutating func endArray() { bytes.append(UInt8(ascii: "]")) }
  package mutating func key(_ key: String) {
    separate()
    JSONBytes.appendQuoted(key, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
  }
  package mutating func string(_ value: String) { separate(); JSONBytes.appendQuoted(value, to: &bytes) }
  package mutating func number(_ value: Double) { separate(); JSONBytes.appendNumber(value, to: &bytes) }
  package mutating func bool(_ value: Bool) { separate(); bytes += value ? "true".utf8 : "false".utf8 }
  package mutating func null() { separate(); bytes += "null".utf8 }
}
