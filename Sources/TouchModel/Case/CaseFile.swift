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
  /// The expected trace, one canonical line per event.
  public var expected: [String]?
  /// Extra top-level members kept as they are (for example `found` in archived counterexamples).
  public var extra: [JSONMember]

  /// Creates a case file.
  public init(
    touchCase: TouchCase, source: String? = nil, summary: String? = nil, rules: [String] = [],
    compare: TraceCategories = .standard, expected: [String]? = nil, extra: [JSONMember] = []
  ) {
    self.touchCase = touchCase
    self.source = source
    self.summary = summary
    self.rules = rules
    self.compare = compare
    self.expected = expected
    self.extra = extra
  }
}
