import Testing
import UIKitOracle

@Suite("Every quotation in another language is shown with our English rendering (issue 32)")
struct CitationLanguageTests {
  /// Whether text holds Chinese, Japanese or Korean characters, or full-width punctuation.
  static func hasCJK(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x3000...0x9FFF).contains($0.value) || (0xAC00...0xD7AF).contains($0.value) || (0xFF00...0xFFEF).contains($0.value) }
  }

  @Test("A quote in Chinese has an English rendering with no Chinese in it; an English quote needs none; statements and decisions are English")
  func english() {
    var rendered = 0
    for rule in RuleCatalogue.all {
      #expect(!Self.hasCJK(rule.statement) && !Self.hasCJK(rule.decision ?? ""), "\(rule.id.id)")
      for citation in rule.citations {
        if Self.hasCJK(citation.quote) {
          let english = citation.english ?? ""
          #expect(!english.isEmpty && !Self.hasCJK(english), "\(rule.id.id): \(citation.quote)")
          rendered += 1
        } else {
          #expect(citation.english == nil, "\(rule.id.id): an English quote needs no rendering: \(citation.quote)")
        }
      }
    }
    #expect(rendered >= 40)
  }

  @Test("rules --markdown shows each rendering beside its quote, marked as ours")
  func markdown() {
    let text = RuleCatalogue.markdown()
    for line in text.split(separator: "\n") where line.hasPrefix("- Source: seeds/") && Self.hasCJK(String(line)) {
      #expect(line.contains(" (our English: “"), "\(line)")
    }
  }
}
