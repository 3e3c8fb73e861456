import Foundation
import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import ExternalEngines
import TouchModel
import UIKitOracle

/// The composite engine, declaring in code that it keeps its closed rectangles.
struct CompositeKeepingClosedEdges: AcceptsDeviations {
  let name = "composite-keeping-closed-edges"
  let summary = "the composite engine, keeping max-edge-inclusive on purpose"
  var capabilities: Capabilities { BuiltInEngines.composite.capabilities }
  let acceptedDeviations = ["max-edge-inclusive"]
  func run(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun {
    BuiltInEngines.composite.run(touchCase, recording: categories)
  }
}

@Suite("Accepting a cause and comparing past it (issue 17)")
struct AcceptedDeviationsTests {
  @Test("A known-divergences file names deviations and profile values; a bad entry names its field")
  func knownFile() throws {
    let known = try KnownDivergences.decode(text: """
      {"format": 1, "known": [{"deviation": "max-edge-inclusive", "reason": "closed on purpose"},
        {"profile": {"alphaStoredAsFloat": true}, "reason": "a Float"}, {"signature": "HIT-004*", "reason": "x"}]}
      """)
    #expect(known.deviations == ["max-edge-inclusive"])
    #expect(known.profileValues.map(\.key) == ["alphaStoredAsFloat"])
    #expect(known.signatureEntries.count == 1 && known.entry(for: "HIT-004 hitTest:noHit") != nil && known.entry(for: "max-edge-inclusive") == nil)
    #expect(known.entries.map(\.accepts) == ["deviation max-edge-inclusive", "profile alphaStoredAsFloat=true", "HIT-004*"])
    #expect(throws: CaseError("known[0]", "names more than one of signature, deviation, profile and symptom")) {
      try KnownDivergences.decode(text: #"{"format": 1, "known": [{"deviation": "a", "signature": "b", "reason": "c"}]}"#)
    }
    #expect(throws: CaseError("known[0].profile.alphaThreshold", "2 is outside 0…1")) {
      try KnownDivergences.decode(text: #"{"format": 1, "known": [{"profile": {"alphaThreshold": 2}, "reason": "c"}]}"#)
    }
  }

  @Test("With the deviation accepted the reference applies it: no cause names it, the other causes are still found, archives verify", .heavy)
  func comparePastIt() throws {
    let accepted = try #require(Deviation.named("max-edge-inclusive"))
    var configuration = Campaign.Configuration(seed: 1, cases: 2_000)
    configuration.acceptedDeviations = [accepted.name]
    configuration.causes = CatalogueDiagnosis(accepted: [accepted])
    let engine = CompositeKeepingClosedEdges()
    let report = Campaign(oracle: Deviations.engine([accepted]), engine: engine, configuration: configuration).run()
    let causes = report.divergences.compactMap { $0.counterexample?.diagnosis?.cause }
    #expect(!causes.isEmpty)
    #expect(causes.allSatisfy { !$0.deviations.contains(accepted.name) }, "\(causes.map(\.name))")
    let parts = Set(BuiltInEngines.compositeParts)
    #expect(causes.flatMap(\.deviations).allSatisfy(parts.contains), "\(causes.map(\.name))")
    let folder = TemporaryFolder("accepted-archive")
    defer { folder.remove() }
    let archive = FoundArchive(folder: folder.path)
    for d in report.divergences { _ = try archive.archive(try #require(d.counterexample)) }
    var lines: [String] = []
    let verified = CorpusVerifier(oracle: ReferenceOracle()) { names in Deviations.engine(names.compactMap(Deviation.named)) }.run([folder.path]) { lines += $0 }
    #expect(verified.failed == 0 && verified.ok == report.divergences.count, "\(lines)")
  }

  @Test("An engine served over the protocol declares its kept deviations in the handshake")
  func handshake() throws {
    let hello = EngineServer(engine: CompositeKeepingClosedEdges()).hello
    #expect(hello.line.contains(#""deviations":["max-edge-inclusive"]"#))
    let decoded = try EngineHello.decode(try JSONParser.parse(hello.line))
    #expect(decoded.deviations == ["max-edge-inclusive"])
  }
}
