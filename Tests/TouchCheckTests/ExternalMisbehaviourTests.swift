import Foundation
import TestSupport
import Testing
import TouchCheck
import ExternalEngines
import TouchModel
import UIKitOracle

@Suite("External engines: each way of breaking the protocol is its own divergence (issue 10, item 3)")
struct ExternalMisbehaviourTests {
  /// None of these faults waits for the case limit, so it is long: on a loaded machine the 3 MB a flooding engine
  /// writes may take seconds to arrive, and a short limit read it as a hang (issue 33, item 7).
  static let options = ExternalEngineOptions(caseTimeout: 60, startTimeout: 30, maxReplyBytes: 1 << 20)

  static func engine(_ mode: String) throws -> ExternalEngine {
    let script = try ExternalScripts.write("misbehaving.py", ExternalScripts.misbehaving)
    return try ExternalEngine(command: "\(Python.command) '\(script)' \(mode)", options: options)
  }

  @Test("A misbehaving reply is a fault of its kind; the process is killed and the next case starts a fresh one", .waits, arguments: [
    ("exit-zero", "crash", "exited with status 0"),
    ("abort", "crash", "killed by signal 6 (SIGABRT)"),
    ("close-stdout", "protocol:closed-pipe", "closed its standard output"),
    ("flood", "protocol:flood", "grew past 1048576 bytes"),
    ("not-object", "protocol:bad-reply", "is an array, not an object"),
    ("no-trace", "protocol:bad-reply", "neither \"trace\", \"e\" nor \"error\""),
    ("bad-trace", "protocol:bad-trace", "unknown view"),
    ("wrong-id", "protocol:wrong-id", "answers request 101"),
    ("two-lines", "protocol:extra-output", "more than one line"),
    ("bad-utf8", "protocol:not-json", "not valid UTF-8"),
  ])
  func fault(_ mode: String, _ signature: String, _ message: String) throws {
    let engine = try Self.engine(mode)
    for round in 1...2 {
      let comparison = Differential.run(oracle: ReferenceOracle(), engine: engine, try ExternalFaultTests.plainCase)
      let divergence = try #require(comparison.divergence)
      #expect(divergence.signature == signature, "\(mode), round \(round)")
      #expect(divergence.rule == nil)
      let text: String
      switch divergence.kind {
      case .crash(let m, _), .hang(let m, _), .protocol(_, let m, _): text = m
      default: text = "kind \(divergence.kind)"
      }
      #expect(text.contains(message), "\(mode): \(text)")
    }
    #expect(engine.processesStarted == 2 && engine.faultCount == 2 && engine.processesWaiting == 0)
  }

  @Test("An error reply is an engine-threw divergence with the message made printable, and the process keeps serving")
  func errorReply() throws {
    let engine = try Self.engine("error")
    for _ in 1...3 {
      let divergence = try #require(Differential.run(oracle: ReferenceOracle(), engine: engine, try ExternalFaultTests.plainCase).divergence)
      #expect(divergence.signature == "engine-threw")
      guard case .threw(let message) = divergence.kind else { Issue.record("kind \(divergence.kind)"); continue }
      #expect(message == "the engine replied with an error: cannot do this \\u{1B}[2J")
    }
    #expect(engine.processesStarted == 1 && engine.faultCount == 0)
  }

  @Test("An engine that cannot answer the handshake cannot be used: the error says why, with its stderr", arguments: [
    ("no-handshake", "crash: the engine exited with status 4 during the handshake"),
    ("bad-handshake", "protocol:handshake: the handshake answer protocol version 9 is not supported"),
  ])
  func handshake(_ mode: String, _ message: String) throws {
    #expect { try Self.engine(mode) } throws: { "\($0)".hasPrefix(message) }
  }

  @Test("A command that does not exist is a crash at start with the shell's message")
  func missingCommand() {
    #expect { try ExternalEngine(command: "touchcheck-no-such-engine --flag") } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("crash: the engine exited with status 127") && text.contains("not found")
    }
  }

  @Test("An engine that is silent past the case limit is a hang; it is killed and replaced", .waits)
  func hang() throws {
    let script = try ExternalScripts.write("faulty.py", ExternalScripts.faulty)
    let engine = try ExternalEngine(command: "\(Python.command) '\(script)' '\(ExternalScripts.packageRoot)'", options: ExternalEngineOptions(caseTimeout: 0.2))
    var touchCase = try ExternalFaultTests.plainCase
    touchCase.scene.views[0].alpha = 0
    let clock = ContinuousClock()
    let start = clock.now
    let divergence = try #require(Differential.run(oracle: ReferenceOracle(), engine: engine, touchCase).divergence)
    #expect(clock.now - start < .seconds(2))
    #expect(divergence.signature == "hang")
    #expect(Differential.run(oracle: ReferenceOracle(), engine: engine, try ExternalFaultTests.plainCase).divergence == nil)
    #expect(engine.processesStarted == 2 && engine.faultCount == 1)
  }
}
