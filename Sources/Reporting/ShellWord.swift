import TouchCheck
/// A word as a printed command must hold it to be safe to paste into a POSIX shell (issue 36, item 7): as it is when
/// it holds only letters, digits and `_ . / : = @ % + , -`, else in single quotes (a quote inside as `'\''`), so a
/// folder named `my corpus` or `$(…)` is one word and runs nothing.
package enum ShellWord {
  /// The word, quoted when it must be.
  package static func quoted(_ word: String) -> String {
    let safe = !word.isEmpty && word.unicodeScalars.allSatisfy { s in
      (s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s))) || "_./:=@%+,-".unicodeScalars.contains(s)
    }
    if safe { return word }
    return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }
}
