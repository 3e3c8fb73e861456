/// Quoting for POSIX shells, so a command printed in a report can be pasted back as one word.
package enum ShellQuote {
  /// The text as one shell word: unchanged when it holds only safe characters, else in single quotes.
  package static func word(_ text: String) -> String {
    let safe = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && (isAlphanumeric($0) || "@%_+=:,./-".unicodeScalars.contains($0)) }
    if safe { return text }
    return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }

  private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }
}
