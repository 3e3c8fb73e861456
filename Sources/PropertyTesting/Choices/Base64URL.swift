/// Unpadded base64url (RFC 4648 §5), written here so the module needs no Foundation.
enum Base64URL {
  static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// Encodes `bytes` without padding.
  static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count * 4 + 2) / 3)
    var index = 0
    while index < bytes.count {
      let remaining = bytes.count - index
      let b0 = UInt32(bytes[index])
      let b1 = remaining > 1 ? UInt32(bytes[index + 1]) : 0
      let b2 = remaining > 2 ? UInt32(bytes[index + 2]) : 0
      let group = b0 << 16 | b1 << 8 | b2
      let characters = remaining >= 3 ? 4 : remaining + 1
      for k in 0..<characters {
        out.append(alphabet[Int((group >> UInt32(18 - 6 * k)) & 0x3F)])
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Decodes unpadded base64url; `offset` is added to character positions in errors.
  static func decode(_ text: Substring, offset: Int) throws(ReplayTokenError) -> [UInt8] {
    var sextets: [UInt8] = []
    sextets.reserveCapacity(text.utf8.count)
    for (position, character) in text.enumerated() {
      guard let sextet = sextetValue(character) else {
        throw .invalidCharacter(character, offset: offset + position)
      }
      sextets.append(sextet)
    }
    if sextets.count % 4 == 1 { throw .invalidLength(sextets.count) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(sextets.count * 3 / 4)
    var accumulator: UInt32 = 0
    var bits = 0
    for sextet in sextets {
      accumulator = accumulator << 6 | UInt32(sextet)
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
        accumulator &= (1 << UInt32(bits)) - 1
      }
    }
    if accumulator != 0 { throw .nonZeroTrailingBits }
    return bytes
  }

  private static func sextetValue(_ character: Character) -> UInt8? {
    guard let ascii = character.asciiValue else { return nil }
    switch ascii {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return ascii - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return ascii - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return ascii - UInt8(ascii: "0") + 52
    case UInt8(ascii: "-"): return 62
    case UInt8(ascii: "_"): return 63
    default: return nil
    }
  }
}
