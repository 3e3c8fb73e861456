import TouchModel

/// A problem with one corpus file or folder: `FILE: FIELD: PROBLEM`, on one line whatever the file holds.
public struct CorpusError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Whether the input was wrong (a bad file, a missing path) or the system failed (an unreadable file).
  public enum Kind: Hashable, Sendable {
    /// The file or path given is wrong.
    case input
    /// The file could not be read or written.
    case io
  }

  /// The file.
  public var file: String
  /// The field and the problem.
  public var problem: String
  /// Input or I/O.
  public var kind: Kind

  /// Creates an error.
  public init(file: String, problem: String, kind: Kind = .input) {
    self.file = file
    self.problem = problem
    self.kind = kind
  }

  /// The one-line message; a path with control characters is quoted, and the problem is kept on one line.
  public var description: String { "\(Self.shown(file)): \(Self.shown(problem, limit: 1_000))" }

  /// Text as an output line may show it: unchanged when printable, else quoted with its control characters escaped.
  public static func shown(_ text: String, limit: Int = 200) -> String {
    if text.unicodeScalars.contains(where: Quoted.isUnprintable) { return Quoted(text, limit: limit).description }
    return text.count > limit ? text.prefix(limit) + "… (\(text.count) characters)" : text
  }
}
