import Foundation

/// Writes to standard output and standard error.
enum Output {
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }

  static func err(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }

  /// A progress line that overwrites itself on a terminal (printed to standard error).
  static func progress(_ text: String) {
    FileHandle.standardError.write(Data(("\r" + text + "\u{1B}[K").utf8))
  }
}
