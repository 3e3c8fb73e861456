import TouchCheck
/// An oracle rule as a report shows it (the machinery does not import the oracle: the command passes its catalogue in).
package struct ReportRule: Sendable {
  /// Its permanent ID (`HIT-004`).
  package var id: String
  /// The area it belongs to (`Hit testing`).
  package var area: String
  /// Its one statement.
  package var statement: String
  /// Its sources: where each quote comes from, the quote, and our English rendering of a quote in another language.
  package var citations: [(source: String, quote: String, english: String?)]
  /// The decision the oracle takes where the documents are silent or disagree, if any.
  package var decision: String?

  /// Creates a rule.
  package init(id: String, area: String, statement: String, citations: [(source: String, quote: String, english: String?)] = [], decision: String? = nil) {
    self.id = id
    self.area = area
    self.statement = statement
    self.citations = citations
    self.decision = decision
  }
}
