/// The rules for names that appear in trace lines (identifiers, touch names, action names) and for trace text.
enum NameRules {
  /// Whether a name can appear in a trace line: non-empty, without spaces, commas, brackets, control or invisible characters.
  static func isValidName(_ name: String) -> Bool {
    if name.isEmpty { return false }
    // Every generated name is ASCII: its bytes answer without decoding scalars (the same rule for those bytes).
    var ascii = true
    for byte in name.utf8 {
      if byte >= 0x80 { ascii = false; break }
      if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { return false }
    }
    if ascii { return true }
    return !name.unicodeScalars.contains { $0 == " " || $0 == "," || $0 == "[" || $0 == "]" || Quoted.isUnprintable($0) }
  }

  /// What a name must look like, for messages.
  static let nameRule = "must be non-empty without spaces, commas, brackets, control or invisible characters"

  /// Whether text (an action name or a trace line) is free of control and invisible characters.
  static func isPrintable(_ text: String) -> Bool { !text.unicodeScalars.contains(where: Quoted.isUnprintable) }
}
