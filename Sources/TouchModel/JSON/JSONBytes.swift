/// JSON written straight into UTF-8 bytes, for one-line messages: strings copied in runs between the bytes that need
/// escaping, whole numbers digit by digit.
package enum JSONBytes {
  /// Appends a JSON string literal: quote, backslash and control characters escaped, everything else as its UTF-8.
  package static func appendQuoted(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    appendEscaped(text, to: &out)
    out.append(UInt8(ascii: "\""))
  }

  /// Appends the inside of a JSON string literal (without its quotes).
  package static func appendEscaped(_ text: String, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { appendEscaped($0, to: &out) }
  }

  /// Appends UTF-8 as the inside of a JSON string literal (without its quotes).
  package static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    var runStart = 0
    for i in utf8.indices where utf8[i] < 0x20 || utf8[i] == UInt8(ascii: "\"") || utf8[i] == UInt8(ascii: "\\") {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
      appendEscape(of: utf8[i], to: &out)
      runStart = i + 1
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
  }

  /// The escape of one byte that JSON does not allow bare in a string.
  private static func appendEscape(of byte: UInt8, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
    case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
    case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
    case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
    default:
      let hex: StaticString = "0123456789abcdef"
      out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
      out.append(hex.utf8Start[Int(byte >> 4)])
      out.append(hex.utf8Start[Int(byte & 15)])
    }
  }

  /// Appends a whole number's digits.
  package static func appendInt(_ value: Int, to out: inout [UInt8]) {
    if value < 0 {
      out.append(UInt8(ascii: "-"))
      // Int.min has no positive counterpart; no count or index comes near it.
      appendInt(value == .min ? .max : -value, to: &out)
      return
    }
    if value < 10 { return out.append(UInt8(truncatingIfNeeded: 48 + value)) }
    // The digits last first into a small buffer, then appended in order.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var k = digits.count
      var rest = value
      repeat {
        k -= 1
        digits[k] = UInt8(truncatingIfNeeded: 48 + rest % 10)
        rest /= 10
      } while rest > 0
      out.append(contentsOf: UnsafeBufferPointer(rebasing: digits[k...]))
    }
  }

  /// Appends a finite number as case files write it: whole values without a fraction, others in the shortest
  /// round-trip form.
  package static func appendNumber(_ value: Double, to out: inout [UInt8]) {
    if value == value.rounded(), abs(value) < 1e15 {
      appendInt(Int(value), to: &out)
    } else {
      out.append(contentsOf: JSONWriter.numberText(value).utf8)
    }
  }
}
