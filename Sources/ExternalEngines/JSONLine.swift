import TouchModel

/// JSON on one line, as the engine protocol sends it, and lenient member lookup for its messages.
package enum JSONLine {
  /// The value as compact JSON text without a newline (members in their order, numbers as case files write them).
  package static func text(_ value: JSONValue) -> String { String(decoding: bytes(value), as: UTF8.self) }

  /// The value as compact JSON in UTF-8 bytes, without a newline.
  package static func bytes(_ value: JSONValue) -> [UInt8] {
    var line = JSONLineSink(capacity: 256)
    line.value(value)
    return line.bytes
  }

  /// Parses one line of UTF-8, or says why it is not valid UTF-8 or not JSON.
  package static func parse(_ bytes: [UInt8]) -> Result<JSONValue, LineError> { document(bytes).map(\.value) }

  /// Parses one line of UTF-8 into its flat form (`JSONDocument`), or says why it is not valid UTF-8 or not JSON.
  package static func document(_ bytes: [UInt8]) -> Result<JSONDocument, LineError> {
    // Invalid bytes decode to U+FFFD, so the text no longer spells the same bytes; ASCII needs no check.
    if bytes.contains(where: { $0 >= 0x80 }) {
      var text = String(decoding: bytes, as: UTF8.self)
      let same = text.withUTF8 { utf8 in bytes.withUnsafeBufferPointer { utf8.elementsEqual($0) } }
      guard same else { return .failure(LineError("is not valid UTF-8")) }
    }
    do { return .success(try JSONParser.document(bytes: bytes)) } catch { return .failure(LineError("is not JSON (\(error.description))")) }
  }

  /// A line that starts `{"id":DIGITS,` split into the id and what follows it; nil for any other line.
  static func idAndBody(_ bytes: [UInt8]) -> (id: Int, body: ArraySlice<UInt8>)? {
    let prefix = Array(#"{"id":"#.utf8)
    guard bytes.starts(with: prefix) else { return nil }
    var k = prefix.count
    var id = 0
    while k < bytes.count, k < prefix.count + 15, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[k]) {
      id = id * 10 + Int(bytes[k] - UInt8(ascii: "0"))
      k += 1
    }
    // JSON has no leading zeros: such a line is read (and refused) in full.
    guard k > prefix.count, k < bytes.count, bytes[k] == UInt8(ascii: ","), bytes[prefix.count] != UInt8(ascii: "0") || k == prefix.count + 1 else {
      return nil
    }
    return (id, bytes[k...])
  }

  /// The id of a reply whose first member is `"id"` (as every example engine writes it, spaces allowed), read without
  /// parsing the line; nil for any other line.
  static func leadingID(_ bytes: [UInt8]) -> Int? {
    var k = 0
    func skipSpaces() { while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0D { k += 1 } }
    func take(_ text: String) -> Bool {
      for byte in text.utf8 {
        guard k < bytes.count, bytes[k] == byte else { return false }
        k += 1
      }
      return true
    }
    skipSpaces()
    guard take("{") else { return nil }
    skipSpaces()
    guard take("\"id\"") else { return nil }
    skipSpaces()
    guard take(":") else { return nil }
    skipSpaces()
    let start = k
    var id = 0
    while k < bytes.count, k < start + 15, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[k]) {
      id = id * 10 + Int(bytes[k] - UInt8(ascii: "0"))
      k += 1
    }
    // A whole number without leading zeros, followed by the end of the value.
    guard k > start, k < bytes.count, bytes[start] != UInt8(ascii: "0") || k == start + 1,
      [0x20, 0x09, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}")].contains(bytes[k])
    else { return nil }
    return id
  }

  /// Why a line could not be read.
  package struct LineError: Error, CustomStringConvertible, Sendable {
    /// The problem, such as `is not JSON (line 1, column 3: …)`.
    package var description: String
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
