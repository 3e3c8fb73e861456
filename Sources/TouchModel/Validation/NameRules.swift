/// The rules for names that appear in trace lines (identifiers, touch names, action names) and for trace text.
enum NameRules {
  /// Whether a name can appear in a trace line: non-empty, without spaces, commas, brackets, control or invisible characters.
  static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && !name.unicodeScalars.contains { $0 == " " || $0 == "," || $0 == "[" || $0 == "]" || Quoted.isUnprintable($0) }
  }

  /// What a name must look like, for messages.
  static let nameRule = "must be non-empty without spaces, commas, brackets, control or invisible characters"

  /// Whether text (an action name or a trace line) is free of control and invisible characters.
  static func isPrintable(_ text: String) -> Bool { !text.unicodeScalars.contains(where: Quoted.isUnprintable) }
}
