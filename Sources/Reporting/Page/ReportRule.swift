import TouchCheck
/// An oracle rule as a report shows it (the machinery does not import the oracle: the command passes its catalogue in).
public struct ReportRule: Sendable {
  /// Its permanent ID (`HIT-004`).
  public var id: String
  /// The area it belongs to (`Hit testing`).
  public var area: String
  /// Its one statement.
  public var statement: String
  /// Its sources: where each quote comes from, the quote, and our English rendering of a quote in another language.
  public var citations: [(source: String, quote: String, english: String?)]
  /// The decision the oracle takes where the documents are silent or disagree, if any.
  public var decision: String?

  /// Creates a rule.
  public init(id: String, area: String, statement: String, citations: [(source: String, quote: String, english: String?)] = [], decision: String? = nil) {
    self.id = id
    self.area = area
    self.statement = statement
    self.citations = citations
    self.decision = decision
  }
}
