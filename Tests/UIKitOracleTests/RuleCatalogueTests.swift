import TouchModel
import Foundation
import Testing
import UIKitOracle

@Suite("Rule catalogue")
struct RuleCatalogueTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("The catalogue lists every rule ID once, in order, each with a citation")
  func complete() {
    #expect(RuleCatalogue.all.map(\.id) == RuleID.allCases)
    for rule in RuleCatalogue.all {
      #expect(!rule.citations.isEmpty, "\(rule.id.id) has no citation")
      #expect(rule.id.id.wholeMatch(of: /[A-Z]{3}-\d{3}/) != nil)
      for c in rule.citations {
        #expect(c.source.hasPrefix("https://") || c.source.hasPrefix("seeds/"), "\(rule.id.id): \(c.source)")
        #expect(!c.quote.isEmpty)
      }
    }
  }

  @Test("Oracles/UIKit/RULES.md is exactly `touchcheck rules --markdown`")
  func markdownIsCommitted() throws {
    let committed = try String(contentsOf: Self.root.appendingPathComponent("Oracles/UIKit/RULES.md"), encoding: .utf8)
    #expect(committed == RuleCatalogue.markdown(), "regenerate with: swift run touchcheck rules --markdown > Oracles/UIKit/RULES.md")
  }

  @Test("Every rule has at least one example test named after it")
  func everyRuleHasAnExample() throws {
    let folder = Self.root.appendingPathComponent("Tests/UIKitOracleTests")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    let text = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
    for rule in RuleCatalogue.all {
      let id = rule.id.id
      let named = text.contains("@Test(\"\(id)") || text.range(of: "@Test\\(\"[A-Z0-9-, ]*\(id)", options: .regularExpression) != nil
      #expect(named, "no @Test named after \(id)")
    }
  }
}
