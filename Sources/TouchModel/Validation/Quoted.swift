/// Text from a case file rendered for a one-line message: in double quotes, with `"`, `\`, control and invisible characters escaped and long text cut.
///
/// A case file must never reach the terminal raw: an escape sequence could recolour or clear it, a newline could forge an
/// output line, and a 10 MB key would give a 10 MB message. Use it wherever a message shows text read from a file.
public struct Quoted: CustomStringConvertible, Hashable, Sendable {
  /// The most characters of rendered text shown before the text is cut with "…".
  public static let defaultLimit = 60

  /// The rendering, for example `"view\u{1B}[2J"` or `"aaaa…" (10485760 characters)`.
  public let description: String

  /// Renders `text`, showing at most `limit` characters of it (escapes count at their rendered length).
  public init(_ text: some StringProtocol, limit: Int = Quoted.defaultLimit) {
    var shown = ""
    var width = 0
    var cut = false
    for scalar in text.unicodeScalars {
      let piece = Quoted.render(scalar)
      if width + piece.count > limit {
        cut = true
        break
      }
      shown += piece
      width += piece.count
    }
    description = cut ? "\"\(shown)…\" (\(text.count) characters)" : "\"\(shown)\""
  }

  /// Whether a scalar is escaped in messages: C0 and C1 controls, DEL, format characters (bidi overrides, zero-width
  /// spaces), line and paragraph separators, private-use and unassigned code points, and every space but U+0020.
  public static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    return switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
    case .spaceSeparator: scalar != " "
    default: false
    }
  }

  /// A scalar by its code, `\u{202E}`: how every output shows a character it must not write.
  public static func code(_ scalar: Unicode.Scalar) -> String { "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" }

  /// Text with every unprintable character written by its code, except those in `kept` (a line feed, a tab), so it
  /// cannot forge, recolour or reorder output.
  public static func escapingUnprintable(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
    guard text.unicodeScalars.contains(where: { !kept.contains($0) && isUnprintable($0) }) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if kept.contains(scalar) || !isUnprintable(scalar) { out.unicodeScalars.append(scalar) } else { out += code(scalar) }
    }
    return out
  }

  private static func render(_ scalar: Unicode.Scalar) -> String {
    if scalar == "\"" { return "\\\"" }
    if scalar == "\\" { return "\\\\" }
    if isUnprintable(scalar) { return code(scalar) }
    return String(scalar)
  }
}
