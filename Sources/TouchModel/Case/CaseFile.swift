/// A case file: the case plus what documents it (source, rules, expected trace) and, for archived finds, how it was found.
public struct CaseFile: Hashable, Sendable {
  /// The format version this code reads and writes.
  public static let formatVersion = 1

  /// The case.
  public var touchCase: TouchCase
  /// Where the expected behaviour comes from (seed file, Apple page); required in `Corpus/documented`.
  public var source: String?
  /// What the case shows, in one or two sentences.
  public var summary: String?
  /// The rule IDs the case pins.
  public var rules: [String]
  /// The trace categories compared when the case is replayed.
  public var compare: TraceCategories
  /// Whether messages that reached the application object or the app delegate are compared; false for a counterexample
  /// of an engine that does not claim `.application`, whose chain was compared up to the window on both sides.
  public var comparesApplication: Bool
  /// The expected trace, one canonical line per event.
  public var expected: [String]?
  /// Extra top-level members kept as they are (for example `found` in archived counterexamples).
  public var extra: [JSONMember]

  /// Creates a case file.
  public init(
    touchCase: TouchCase, source: String? = nil, summary: String? = nil, rules: [String] = [],
    compare: TraceCategories = .standard, comparesApplication: Bool = true, expected: [String]? = nil, extra: [JSONMember] = []
  ) {
    self.touchCase = touchCase
    self.source = source
    self.summary = summary
    self.rules = rules
    self.compare = compare
    self.comparesApplication = comparesApplication
    self.expected = expected
    self.extra = extra
  }
}

extension CaseFile {
  /// What an engine claiming `claimed` is compared on when it replays this file: its claims, without the application
  /// when the file was compared up to the window.
  public func comparison(for claimed: Capabilities) -> Capabilities {
    comparesApplication ? claimed : claimed.subtracting(.application)
  }
}
