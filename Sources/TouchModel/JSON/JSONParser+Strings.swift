extension JSONParser {
  /// Reads a string literal: unescaped runs are copied as bytes, escapes appended as UTF-8, one `String` made at the end.
  mutating func parseString() throws(SyntaxError) -> String {
    position += 1
    var runStart = position
    // Fast path: no escape before the closing quote.
    while let c = current, c != UInt8(ascii: "\""), c != UInt8(ascii: "\\"), c >= 0x20 { position += 1 }
    if current == UInt8(ascii: "\"") {
      position += 1
      return String(decoding: bytes[runStart..<(position - 1)], as: UTF8.self)
    }
    var utf8: [UInt8] = []
    while true {
      guard let c = current else { throw error("unterminated string") }
      if c == UInt8(ascii: "\"") {
        utf8 += bytes[runStart..<position]
        position += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if c < 0x20 { throw error("unescaped control character U+\(hex4(UInt32(c))) in a string") }
      guard c == UInt8(ascii: "\\") else {
        position += 1
        continue
      }
      utf8 += bytes[runStart..<position]
      try appendEscape(to: &utf8)
      runStart = position
    }
  }

  /// Reads one escape sequence (the backslash is at the current position) and appends its UTF-8.
  private mutating func appendEscape(to utf8: inout [UInt8]) throws(SyntaxError) {
    let start = position
    position += 1
    guard let e = current else { throw error("unterminated escape") }
    position += 1
    let simple: UInt8? =
      switch e {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): e
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      utf8.append(simple)
      return
    }
    guard e == UInt8(ascii: "u") else {
      let escape = String(decoding: bytes[start..<min(start + 6, bytes.count)], as: UTF8.self).prefix(2)
      throw error("invalid escape \(Quoted(escape)) (expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: start)
    }
    let code = try parseHex4()
    var value = code
    switch code {
    case 0xD800..<0xDC00:
      let lowStart = position
      guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
        throw error("unpaired surrogate \\u\(hex4(code)): a high surrogate must be followed by a \\u escape of a low surrogate", at: start)
      }
      position += 2
      let low = try parseHex4()
      guard (0xDC00..<0xE000).contains(low) else {
        throw error("unpaired surrogate \\u\(hex4(code)) followed by \\u\(hex4(low)), which is not a low surrogate (DC00…DFFF)", at: lowStart)
      }
      value = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    case 0xDC00..<0xE000:
      throw error("unpaired surrogate \\u\(hex4(code)): a low surrogate without a high surrogate before it", at: start)
    default:
      break
    }
    appendUTF8(value, to: &utf8)
  }

  /// Appends a scalar value (never a surrogate) as UTF-8.
  private func appendUTF8(_ value: UInt32, to utf8: inout [UInt8]) {
    switch value {
    case ..<0x80:
      utf8.append(UInt8(value))
    case ..<0x800:
      utf8.append(UInt8(0xC0 | value >> 6))
      utf8.append(UInt8(0x80 | value & 0x3F))
    case ..<0x10000:
      utf8.append(UInt8(0xE0 | value >> 12))
      utf8.append(UInt8(0x80 | value >> 6 & 0x3F))
      utf8.append(UInt8(0x80 | value & 0x3F))
    default:
      utf8.append(UInt8(0xF0 | value >> 18))
      utf8.append(UInt8(0x80 | value >> 12 & 0x3F))
      utf8.append(UInt8(0x80 | value >> 6 & 0x3F))
      utf8.append(UInt8(0x80 | value & 0x3F))
    }
  }

  /// Four hexadecimal digits.
  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      let digit: UInt32
      switch current {
      case .some(let c) where c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
      case .some(let c) where c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
      case .some(let c) where c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
      default: throw error("invalid \\u escape: expected four hexadecimal digits")
      }
      code = code * 16 + digit
      position += 1
    }
    return code
  }

  /// A code unit as four uppercase hexadecimal digits.
  func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
