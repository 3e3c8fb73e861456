extension JSONParser {
  /// Reads a number by RFC 8259's grammar, `[-] (0 | [1-9][0-9]*) [. [0-9]+] [(e|E) [+|-] [0-9]+]`; it must be finite.
  mutating func parseNumber() throws(SyntaxError) -> Double {
    let start = position
    if current == UInt8(ascii: "+") { throw numberError(from: start, "JSON numbers have no plus sign") }
    let negative = current == UInt8(ascii: "-")
    if negative { position += 1 }
    let digitsStart = position
    switch current {
    case UInt8(ascii: "0"):
      position += 1
      if isDigit(current) { throw numberError(from: start, "leading zeros are not allowed") }
    case .some(let c) where isDigit(c):
      skipDigits()
    default:
      throw numberError(from: start, position > start ? "expected a digit after \"-\"" : "expected a digit before the decimal point")
    }
    // A whole number of up to 15 digits is exact in a Double: read it without making text (compact messages are mostly these).
    if position - digitsStart <= 15, current != UInt8(ascii: "."), current != UInt8(ascii: "e"), current != UInt8(ascii: "E") {
      var whole = 0
      for k in digitsStart..<position { whole = whole * 10 + Int(bytes[k] &- UInt8(ascii: "0")) }
      return negative ? -Double(whole) : Double(whole)
    }
    if current == UInt8(ascii: ".") {
      position += 1
      let fractionStart = position
      guard skipDigits() > 0 else { throw numberError(from: start, "expected a digit after the decimal point") }
      if let exact = exactDecimal(digits: digitsStart..<fractionStart - 1, fraction: fractionStart..<position) {
        return negative ? -exact : exact
      }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard skipDigits() > 0 else { throw numberError(from: start, "expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else { throw error("number \(Quoted(text)) is out of range", at: start) }
    return value
  }

  /// A decimal without exponent whose digits, taken as a whole number, and whose power of ten are both exact in a
  /// Double: their quotient is then correctly rounded, as reading the text would give (Clinger's fast path). Nil for
  /// any other number, which is read from its text.
  private func exactDecimal(digits whole: Range<Int>, fraction: Range<Int>) -> Double? {
    guard current != UInt8(ascii: "e"), current != UInt8(ascii: "E"), fraction.count <= 22 else { return nil }
    var significand = 0
    var count = 0
    for k in whole.lowerBound..<fraction.upperBound where k != whole.upperBound {
      significand = significand &* 10 &+ Int(bytes[k] &- UInt8(ascii: "0"))
      if significand != 0 { count += 1 }
      if count > 15 { return nil }
    }
    return Double(significand) / JSONParser.powersOfTen[fraction.count]
  }

  /// 10⁰ to 10²², each exact in a Double.
  private static let powersOfTen: [Double] = (0...22).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

  private func isDigit(_ c: UInt8?) -> Bool {
    guard let c else { return false }
    return c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
  }

  @discardableResult
  private mutating func skipDigits() -> Int {
    let start = position
    while isDigit(current) { position += 1 }
    return position - start
  }

  /// An invalid number, quoting the run of number-like characters that starts at `start`.
  private func numberError(from start: Int, _ problem: String) -> SyntaxError {
    var end = start
    while end < bytes.count, isDigit(bytes[end]) || "+-.eE".utf8.contains(bytes[end]) { end += 1 }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    return error("invalid number \(Quoted(text)): \(problem)", at: start)
  }
}
