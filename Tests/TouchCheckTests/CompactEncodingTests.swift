import Foundation
import PropertyTesting
import TestSupport
import Testing
import TouchCheck
@testable import ExternalEngines
import TouchModel
import UIKitOracle
import CaseGeneration

/// The compact encoding (Docs/PROTOCOL.md, "The compact encoding") carries every case and every trace exactly.
@Suite("The compact encoding: cases and traces round trip (issue 19)")
struct CompactEncodingTests {
  /// Generated cases of every capability, with per-case profiles, for a fixed seed.
  static func generated(_ count: Int, capabilities: Capabilities = .all) -> [TouchCase] {
    let generator = CaseGenerator(capabilities: capabilities, drawsProfile: true)
    return (0..<count).map { i in
      var source = ChoiceSource(seed: CaseSchedule.caseSeed(run: 19, index: i), size: CaseSchedule.size(forCase: i, of: count, maxSize: 100))
      return generator.generate(&source)
    }
  }

  /// A request through its compact line and back.
  static func roundTrip(_ request: CaseRequest) throws -> CaseRequest {
    try CaseRequest.decode(try ExternalProtocolTests.parse(request.line(encoding: .compact)))
  }

  @Test("3,000 generated cases of every capability read back from their compact lines as the same case and categories", .heavy)
  func generatedCases() throws {
    var features = (recognizers: 0, controllers: 0, scrolls: 0, controls: 0, profiles: 0)
    for (i, touchCase) in Self.generated(3_000).enumerated() {
      let categories = TraceCategories(rawValue: UInt16(i % 512))
      let request = CaseRequest(id: i + 1, touchCase: touchCase, categories: categories)
      #expect(try Self.roundTrip(request) == request, "case \(i): \(request.line(encoding: .compact))")
      if !touchCase.scene.recognizers.isEmpty { features.recognizers += 1 }
      if !touchCase.scene.viewControllers.isEmpty { features.controllers += 1 }
      if touchCase.scene.views.contains(where: { $0.scroll != nil }) { features.scrolls += 1 }
      if touchCase.scene.views.contains(where: { $0.control != nil }) { features.controls += 1 }
      if touchCase.profile != .default { features.profiles += 1 }
    }
    // The round trip means something only if the cases use what the encoding carries.
    #expect(features.recognizers > 500 && features.controllers > 100 && features.scrolls > 300 && features.controls > 300 && features.profiles > 500, "\(features)")
  }

  @Test("Every documented case reads back from its compact line as the same case")
  func documentedCases() throws {
    let folder = "\(ExternalScripts.packageRoot)/Corpus/documented"
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count > 50)
    for file in files {
      let request = CaseRequest(id: 1, touchCase: try ExternalProtocolTests.documented(file), categories: .all)
      #expect(try Self.roundTrip(request) == request, "\(file)")
    }
  }

  @Test("The oracle's traces of 2,000 generated cases read back from compact replies as the same events and rules", .heavy)
  func traces() throws {
    var kinds = Set<Int>()
    for (i, touchCase) in Self.generated(2_000).enumerated() {
      let run = ReferenceOracle().run(touchCase, recording: .all)
      let line = CaseReply.compactLine(run, of: touchCase, id: i)
      let back = try CaseReply.engineRun(Array(line.utf8), id: i, of: touchCase)
      #expect(back.trace == run.trace, "case \(i): \(line)")
      #expect(back.provenance == run.provenance, "case \(i)")
      for event in run.trace { kinds.insert(TraceCategories.named.firstIndex { $0.1 == event.category } ?? -1) }
    }
    #expect(kinds.count == TraceCategories.named.count, "categories seen: \(kinds.sorted())")
  }

  @Test("Served through the compact encoding, the oracle gives the same reply as through case files, event for event", .heavy)
  func servedBothWays() throws {
    let server = EngineServer(engine: ReferenceOracle())
    for (i, touchCase) in Self.generated(300).enumerated() {
      let request = CaseRequest(id: i + 1, touchCase: touchCase, categories: .all)
      let compact = try CaseReply.engineRun(Array(server.reply(to: request.line(encoding: .compact)).utf8), id: i + 1, of: touchCase)
      let plain = try CaseReply.engineRun(Array(server.reply(to: request.line).utf8), id: i + 1, of: touchCase)
      #expect(compact.trace == plain.trace && compact.provenance == plain.provenance, "case \(i)")
    }
  }

  @Test("A campaign of each example engine through the compact encoding gives the same report as through case files", .waits, arguments: [
    (ExternalScripts.pythonExample, "HIT-004"), ("node '\(ExternalScripts.packageRoot)/Examples/node/engine.js'", "HIT-010"),
  ])
  func sameCampaign(_ command: String, _ rule: String) throws {
    var findings: [[String]] = []
    for flag in ["", " --case-file"] {
      let engine = try ExternalEngine(command: command + " --deviate" + flag)
      #expect(engine.hello.encoding == (flag.isEmpty ? .compact : .caseFile))
      var configuration = Campaign.Configuration(seed: 5, cases: 1_500)
      configuration.shrinkLimits = .compared
      let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
      findings.append(ExternalWindowTests.findings(report) + report.divergences.compactMap { $0.counterexample.map { "\($0.touchCase)" } })
    }
    #expect(findings[0] == findings[1])
    #expect(findings[0].contains { $0.hasPrefix(rule) }, "\(findings[0])")
  }
}

@Suite("The compact encoding in the handshake (issue 19)")
struct CompactHandshakeTests {
  @Test("An engine asks for the compact encoding in its answer; an unknown encoding is refused by name")
  func hello() throws {
    var hello = EngineHello(name: "mine", capabilities: [.hitTesting])
    hello.encoding = .compact
    #expect(hello.line.contains(#""encoding":"compact""#))
    #expect(try EngineHello.decode(try ExternalProtocolTests.parse(hello.line)) == hello)
    let unknown = #"{"protocol": 1, "name": "e", "capabilities": ["hitTesting"], "encoding": "msgpack"}"#
    #expect(throws: EngineHello.HelloError.self) { try EngineHello.decode(try ExternalProtocolTests.parse(unknown)) }
    do { _ = try EngineHello.decode(try ExternalProtocolTests.parse(unknown)) } catch {
      #expect("\(error)".contains(#""encoding" is "msgpack", not one of the encodings TouchCheck offered ("caseFile", "compact")"#), "\(error)")
    }
  }

  @Test("touchcheck serve asks for the compact encoding only when the greeting offers it")
  func serverAsksWhenOffered() throws {
    let server = EngineServer(engine: ReferenceOracle())
    let offered = try EngineHello.decode(try ExternalProtocolTests.parse(server.reply(to: EngineProtocol.greeting)))
    let old = try EngineHello.decode(try ExternalProtocolTests.parse(server.reply(to: #"{"touchcheck":1}"#)))
    #expect(offered.encoding == .compact && old.encoding == .caseFile)
  }
}
