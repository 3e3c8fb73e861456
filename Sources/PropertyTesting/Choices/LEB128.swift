/// Unsigned LEB128 varints: seven bits per byte, low bits first, high bit set on all but the last byte.
enum LEB128 {
  /// Appends the canonical (shortest) encoding of `value` to `bytes`.
  static func append(_ value: UInt64, to bytes: inout [UInt8]) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// Decodes a whole byte string of canonical varints.
  static func decodeAll(_ bytes: [UInt8]) throws(ReplayTokenError) -> [UInt64] {
    var values: [UInt64] = []
    var position = 0
    while position < bytes.count {
      let index = values.count
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while true {
        guard position < bytes.count else { throw .truncatedValue(index: index) }
        let byte = bytes[position]
        position += 1
        let payload = UInt64(byte & 0x7F)
        if shift == 63 && payload > 1 { throw .valueTooLarge(index: index) }
        value |= payload << shift
        if byte & 0x80 == 0 {
          if byte == 0 && shift > 0 { throw .nonCanonicalValue(index: index) }
          break
        }
        shift += 7
        if shift > 63 { throw .valueTooLarge(index: index) }
      }
      values.append(value)
    }
    return values
  }
}
