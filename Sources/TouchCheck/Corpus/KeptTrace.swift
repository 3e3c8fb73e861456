/// The part of an engine's trace an archived case keeps: enough to read and diff, never a flood.
///
/// An engine can answer a minimal case with megabytes of events; the archive records what it did, but a file that
/// size helps nobody and slows every later replay and report. Lines are cut at `lineBytes`, and lines past
/// `totalBytes` are left out, the last kept line saying how many were.
package enum KeptTrace {
  /// The most bytes of one kept line.
  package static let lineBytes = 1_024
  /// The most bytes of all kept lines.
  package static let totalBytes = 64 * 1_024

  /// `lines` as archived: each cut to `lineBytes`, and after `totalBytes` one line counting what was left out.
  package static func kept(_ lines: [String]) -> [String] {
    var kept: [String] = []
    var bytes = 0
    for (index, line) in lines.enumerated() {
      let cut = Self.cut(line)
      guard bytes + cut.utf8.count <= totalBytes else {
        let rest = lines[index...]
        let restBytes = rest.reduce(0) { $0 + $1.utf8.count }
        kept.append("… \(rest.count) more lines (\(restBytes) bytes) of the engine's trace not kept")
        return kept
      }
      bytes += cut.utf8.count
      kept.append(cut)
    }
    return kept
  }

  /// A line cut to at most `lineBytes` bytes of whole characters, saying how long it was.
  static func cut(_ line: String) -> String {
    let length = line.utf8.count
    guard length > lineBytes else { return line }
    var prefix = ""
    var used = 0
    for character in line {
      let size = character.utf8.count
      guard used + size <= lineBytes else { break }
      prefix.append(character)
      used += size
    }
    return prefix + " … (\(length) bytes)"
  }
}
