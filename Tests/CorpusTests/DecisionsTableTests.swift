import Foundation
import Testing
import TouchCheck
import UIKitOracle

@Suite("Docs/ENGINES.md's table of the oracle's decisions (issue 32)")
struct DecisionsTableTests {
  /// The table's rows: the rule cell and the case cell of every row that names a case.
  static func rows() throws -> [(rules: [String], decision: String, file: String)] {
    let text = try String(contentsOfFile: repositoryRoot + "/Docs/ENGINES.md", encoding: .utf8)
    let section = try #require(text.range(of: "### Where Apple is silent, the oracle decides")).upperBound
    let end = text.range(of: "\n## ", range: section..<text.endIndex)?.lowerBound ?? text.endIndex
    return text[section..<end].split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, let file = cells[cells.count - 2].split(separator: "`").first, file.hasSuffix(".json") else { return nil }
      let ruleCell = cells.count == 6 ? cells[3] : cells[1]
      let rules = ruleCell.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      return (rules, cells[cells.count - 3], String(file))
    }
  }

  @Test("Every rule with a decision has a row; every row's rule exists and its case replays, names the rule and passes")
  func complete() throws {
    let rows = try Self.rows()
    let decided = RuleCatalogue.all.filter { $0.decision != nil }.map(\.id.id)
    let listed = Set(rows.flatMap(\.rules))
    #expect(decided.allSatisfy(listed.contains), "missing: \(decided.filter { !listed.contains($0) })")
    #expect(rows.count >= decided.count + 5)
    let known = Set(RuleCatalogue.all.map(\.id.id))
    for row in rows {
      #expect(row.rules.allSatisfy(known.contains), "\(row.rules)")
      let file = try CorpusFiles.load(repositoryRoot + "/Corpus/documented/" + row.file).get()
      #expect(row.rules.allSatisfy(file.rules.contains), "\(row.file) does not name \(row.rules)")
      guard case .passed = Replay.run(file, on: ReferenceOracle()) else {
        Issue.record("\(row.file) does not replay")
        continue
      }
    }
  }

  @Test("Each row of the rule-by-rule table has its rule's decision word for word, so a changed decision shows there")
  func sameWords() throws {
    var compared = 0
    for row in try Self.rows() where row.rules.count == 1 {
      guard let rule = RuleCatalogue.all.first(where: { $0.id.id == row.rules[0] }), let decision = rule.decision,
        row.decision.hasPrefix(String(decision.prefix(12)))
      else { continue }
      compared += 1
      #expect(row.decision.replacingOccurrences(of: "\\|", with: "|") == decision, "\(row.rules[0])")
    }
    #expect(compared == RuleCatalogue.all.filter { $0.decision != nil }.count)
  }
}
