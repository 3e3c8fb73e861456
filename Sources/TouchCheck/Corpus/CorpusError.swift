import TouchModel

/// A problem with one corpus file or folder: `FILE: FIELD: PROBLEM`, on one line whatever the file holds.
public struct CorpusError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Whether the input was wrong (a bad file, a missing path) or the system failed (an unreadable file).
  package enum Kind: Hashable, Sendable {
    /// The file or path given is wrong.
    case input
    /// The file could not be read or written.
    case io
  }

  /// The file.
  package var file: String
  /// The field and the problem.
  package var problem: String
  /// Input or I/O.
  package var kind: Kind

  /// Creates an error.
  package init(file: String, problem: String, kind: Kind = .input) {
    self.file = file
    self.problem = problem
    self.kind = kind
  }

  /// The one-line message; a path with control characters is quoted, and the problem is kept on one line.
  public var description: String { "\(Self.shown(file)): \(Self.shown(problem, limit: 1_000))" }

  /// Text as an output line may show it: unchanged when printable, else quoted with its control characters escaped.
  package static func shown(_ text: String, limit: Int = 200) -> String {
    if text.unicodeScalars.contains(where: Quoted.isUnprintable) { return Quoted(text, limit: limit).description }
    return text.count > limit ? text.prefix(limit) + "… (\(text.count) characters)" : text
  }
}
