import Foundation
import Testing
import TouchCheck
import TouchModel
import UIKitOracle

@Suite("The documented corpus at an engine's level (issue 18, item 10)")
struct DocumentedReplayTests {
  static let documented = ExternalScripts.packageRoot + "/Corpus/documented"

  @Test("An engine that declares its Float alpha skips the case whose documented outcome that changes, and fails nothing")
  func declaredProfile() {
    var lines: [String] = []
    let outcome = DocumentedReplay(oracle: ReferenceOracle(), engine: DeclaredFloatAlphaEngine()).run(Self.documented, quiet: false) { lines += $0 }
    #expect(outcome.failures.isEmpty, "\(lines)")
    #expect(lines.contains { $0.contains("alpha-exactly-0.01-is-hittable.json: its expected outcome changes under the engine's profile") }, "\(lines)")
    let undeclared = DocumentedReplay(oracle: ReferenceOracle(), engine: FloatAlphaEngine()).run(Self.documented, quiet: true) { _ in }
    #expect(undeclared.failures.contains { $0.hasSuffix("alpha-exactly-0.01-is-hittable.json") })
  }

  @Test("A known signature accepts a failing documented case")
  func knownAccepts() throws {
    let known = try KnownDivergences.decode(text: #"{"format": 1, "known": [{"signature": "HIT-004*", "reason": "Float alpha"}]}"#)
    let outcome = DocumentedReplay(oracle: ReferenceOracle(), engine: FloatAlphaEngine(), known: known).run(Self.documented, quiet: true) { _ in }
    #expect(outcome.failures.isEmpty && outcome.known >= 1)
  }
}
