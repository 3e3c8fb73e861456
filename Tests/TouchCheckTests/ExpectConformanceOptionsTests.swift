import Foundation
import TestSupport
import Testing
import TouchCheck
import TouchCheckTesting
import DeviationCatalogue
import TouchModel

@Suite("The Swift Testing API has the campaign's features (issue 10)")
struct ExpectConformanceOptionsTests {
  @Test("An archive folder receives each divergence once and is replayed first next time; a time limit stops generating", .heavy)
  func archiveAndTime() throws {
    let mutant = try #require(Deviation.mutants.first { $0.name == "max-edge-inclusive" })
    let folder = NSTemporaryDirectory() + "touchcheck-api-archive-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var first: CampaignReport?
    withKnownIssue {
      first = expectConformance(of: mutant.engine, cases: 400, archive: folder)
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/" + mutant.name).filter { $0.hasSuffix(".json") }
    #expect(files.count == first?.divergences.count)
    var second: CampaignReport?
    withKnownIssue {
      second = expectConformance(of: mutant.engine, cases: 1_000_000, timeLimit: .milliseconds(300), archive: folder)
    }
    #expect(second?.archived.count == files.count)
    #expect(second?.end == .timeLimit)
  }

  @Test("Known divergences from a file are not recorded as issues")
  func knownFile() throws {
    let mutant = try #require(Deviation.mutants.first { $0.name == "max-edge-inclusive" })
    let known = try KnownDivergences.decode(text: #"{"format": 1, "known": [{"signature": "HIT-*", "reason": "closed bounds, by design, and what follows from them"}]}"#)
    let report = expectConformance(of: mutant.engine, cases: 400, known: known)
    #expect(report.passed && report.knownHits.contains { $0.signature.hasPrefix("HIT-010") })
  }
}
