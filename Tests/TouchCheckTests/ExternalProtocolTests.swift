import Foundation
import Testing
import TouchCheck
@testable import ExternalEngines
import TouchModel
import UIKitOracle

@Suite("The engine protocol: messages, versions, serving (issue 10, item 1)")
struct ExternalProtocolTests {
  static func documented(_ name: String) throws -> TouchCase {
    try CorpusFiles.load("\(ExternalScripts.packageRoot)/Corpus/documented/\(name)").get().touchCase
  }

  static func parse(_ line: String) throws -> JSONValue {
    try JSONLine.parse(Array(line.utf8)).get()
  }

  @Test("A request is one line holding the case file and the categories, and reads back as the same case")
  func request() throws {
    let touchCase = try Self.documented("hit-testing/seed000-viewB1-walk.json")
    let line = CaseRequest(id: 7, touchCase: touchCase, categories: [.hitTest, .visits]).line
    #expect(!line.contains("\n"))
    let back = try CaseRequest.decode(try Self.parse(line))
    #expect(back == CaseRequest(id: 7, touchCase: touchCase, categories: [.hitTest, .visits]))
    #expect(try CaseFile.decode(try #require(try Self.parse(line).objectMember("case"))).touchCase == touchCase)
  }

  @Test("The handshake names the engine, its capabilities and its profile, and reads back the same")
  func hello() throws {
    var profile = Profile()
    profile.alphaStoredAsFloat = true
    let hello = EngineHello(name: "mine", summary: "a test", capabilities: [.hitTesting, .severalWindows], profile: profile)
    #expect(try EngineHello.decode(try Self.parse(hello.line)) == hello)
    #expect(EngineProtocol.greeting == #"{"touchcheck":1,"encodings":["caseFile","compact"]}"#)
  }

  @Test("Old and new engines: unknown members are ignored, unions are accepted, unknown versions and capabilities are refused", arguments: [
    (#"{"protocol": 1, "name": "e", "capabilities": ["foundation"], "later": {"x": 1}}"#, nil),
    (#"{"protocol": 2, "name": "e", "capabilities": ["hitTesting"]}"#, "protocol version 2 is not supported (this TouchCheck speaks 1)"),
    (#"{"protocol": 1, "name": "e", "capabilities": ["hitTesting", "teleport"]}"#, "unknown capability \"teleport\""),
    (#"{"protocol": 1, "name": "e", "capabilities": []}"#, "\"capabilities\" is empty"),
    (#"{"protocol": 1, "capabilities": ["hitTesting"]}"#, "\"name\" is missing"),
    (#"{"protocol": 1, "name": "e", "capabilities": ["hitTesting"], "profile": {"alphaTreshold": 1}}"#, "alphaTreshold"),
  ] as [(String, String?)])
  func versions(_ answer: String, _ problem: String?) throws {
    do {
      let hello = try EngineHello.decode(try Self.parse(answer))
      #expect(problem == nil, "accepted \(answer)")
      #expect(hello.capabilities == .foundation)
    } catch {
      #expect(problem.map { "\(error)".contains($0) } ?? false, "\(error)")
    }
  }

  @Test("Serving an engine: the handshake answer and, for each case, the trace and rules of the engine run in process")
  func serve() throws {
    let server = EngineServer(engine: ReferenceOracle())
    let hello = try EngineHello.decode(try Self.parse(server.reply(to: EngineProtocol.greeting)))
    #expect(hello.name == "oracle" && hello.capabilities == ReferenceOracle.capabilities && hello.protocolVersion == 1)
    let touchCase = try Self.documented("hit-testing/seed000-viewB1-walk.json")
    let reply = server.reply(to: CaseRequest(id: 4, touchCase: touchCase, categories: .all).line)
    let run = ReferenceOracle().run(touchCase, recording: .all)
    #expect(reply == TreeMessages.reply(run, of: touchCase).line(id: 4))
    guard case .trace(let lines, let rules) = try CaseReply.decode(Array(reply.utf8), id: 4) else { Issue.record(Comment(rawValue: reply)); return }
    #expect(lines == TraceText(touchCase).lines(run.trace))
    #expect(rules == run.provenance)
  }

  @Test("A server asks for the compact encoding when offered, unless made to take case files (serve --case-file)")
  func servedEncoding() throws {
    for (compact, expected) in [(true, CaseEncoding.compact), (false, .caseFile)] {
      let server = EngineServer(engine: ReferenceOracle(), compact: compact)
      let hello = try EngineHello.decode(try Self.parse(server.reply(to: EngineProtocol.greeting)))
      #expect(hello.encoding == expected)
    }
  }

  @Test("Serving answers a bad request with an error reply and keeps going", arguments: [
    ("{", "the request is not JSON"),
    (#"{"hello": 1}"#, "unknown request"),
    (#"{"id": 2, "case": {"format": 1}}"#, "case: scene"),
    (#"{"id": 2, "case": {"format": 1, "scene": {"windows": [], "views": []}, "stream": []}, "record": ["hits"]}"#, "unknown category"),
  ])
  func badRequest(_ line: String, _ problem: String) throws {
    let reply = EngineServer(engine: ReferenceOracle()).reply(to: line)
    #expect(try Self.parse(reply).objectMember("error")?.description.contains(problem) ?? false, "\(reply)")
  }

  @Test("Every documented case crosses the protocol unchanged: served oracle through ExternalEngine equals the oracle in process")
  func documentedCorpusOverTheProtocol() throws {
    let server = EngineServer(engine: ReferenceOracle())
    let files = try FileManager.default.subpathsOfDirectory(atPath: "\(ExternalScripts.packageRoot)/Corpus/documented").filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count > 50)
    for file in files {
      let touchCase = try Self.documented(file)
      let reply = Array(server.reply(to: CaseRequest(id: 1, touchCase: touchCase, categories: .all).line).utf8)
      guard case .trace(let lines, let rules) = try CaseReply.decode(reply, id: 1) else { Issue.record("\(file)"); continue }
      let decoded = try CaseReply.run(lines: lines, rules: rules, of: touchCase)
      #expect(decoded.trace == ReferenceOracle().run(touchCase, recording: .all).trace, "\(file)")
    }
  }
}

extension JSONValue {
  /// An object's member, for tests.
  func objectMember(_ key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// A string's text or the compact JSON of anything else, for tests.
  var description: String { if case .string(let s) = self { s } else { JSONLine.text(self) } }
}
