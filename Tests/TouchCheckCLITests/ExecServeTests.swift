import Foundation
import Testing
import TestSupport

@Suite("touchcheck: exec: engines and serve (issue 10)", .waits)
struct ExecServeTests {
  /// A fresh temporary folder.
  static func folder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchcheck-exec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// A JSON file as nested Foundation values.
  static func json(_ path: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
  }

  /// The parts of a campaign's divergences that must not depend on where the engine runs.
  static func divergences(_ summary: [String: Any]) throws -> [[String]] {
    let list = try #require(summary["divergences"] as? [[String: Any]])
    return list.map { d in
      ["signature", "rule", "cases", "firstCase", "replayToken", "size", "minimal"].map { key in
        (try? JSONSerialization.data(withJSONObject: d[key] ?? NSNull(), options: [.sortedKeys, .fragmentsAllowed])).map { String(decoding: $0, as: UTF8.self) } ?? "-"
      }
    }
  }

  /// What an archived case says, without the engine's name.
  static func archived(_ path: String) throws -> [String] {
    let file = try json(path)
    let found = try #require(file["found"] as? [String: Any])
    func text(_ value: Any?) throws -> String {
      String(decoding: try JSONSerialization.data(withJSONObject: value ?? NSNull(), options: [.sortedKeys]), as: UTF8.self)
    }
    return [try text(file["scene"]), try text(file["stream"]), try text(file["expected"]), "\(found["signature"] ?? "")", try text(found["observed"])]
  }

  /// The cases of each campaign compared: 500 in the fast tier, 1,500 (as before the tiers) in the long one
  /// (`TestTier`). Both mutants show every signature of their 1,500 cases within the first 500 (alpha-at-most-0.01 its
  /// one at case 115, touch-follows-finger its three by case 172), each with its hits, minimal case and archive.
  static let cases = String(TestTier.pick(fast: 500, long: 1_500))

  @Test("A built-in mutant served through `touchcheck serve` is found, shrunk and archived through exec: with the same signature and minimal case as in process",
        arguments: ["alpha-at-most-0.01", "touch-follows-finger"])
  func servedMutantMatchesInProcess(_ mutant: String) throws {
    let dir = try Self.folder()
    let served = "exec:\(CLIRun.executable) serve --engine \(mutant)"
    let inProcess = try CLIRun.run(["fuzz", "--engine", mutant, "--cases", Self.cases, "--jobs", "2", "--corpus", "\(dir)/a", "--json", "\(dir)/a.json", "--quiet"])
    let external = try CLIRun.run(["fuzz", "--engine", served, "--cases", Self.cases, "--jobs", "2", "--corpus", "\(dir)/b", "--json", "\(dir)/b.json", "--quiet"])
    #expect(inProcess.status == 1 && external.status == 1, "\(inProcess.stderr)\n\(external.stderr)")
    let a = try Self.divergences(try Self.json("\(dir)/a.json"))
    #expect(!a.isEmpty)
    let b = try Self.divergences(try Self.json("\(dir)/b.json"))
    #expect(a == b, "in process \(a), served \(b)")
    // Run from outside the package, the printed command is the executable's path, which runs there.
    #expect(external.stdout.contains("Replay: \(CLIRun.executable) fuzz --engine exec:'\(CLIRun.executable) serve --engine \(mutant)' --seed 1 --replay "))
    // The archive folder follows the handshake's name, not the command line.
    #expect(FileManager.default.fileExists(atPath: "\(dir)/b/" + mutant), "\(external.stdout.suffix(600))")
    let listA = try #require(try Self.json("\(dir)/a.json")["divergences"] as? [[String: Any]])
    let listB = try #require(try Self.json("\(dir)/b.json")["divergences"] as? [[String: Any]])
    for (da, db) in zip(listA, listB) {
      let pathA = try #require(da["archived"] as? String)
      let pathB = try #require(db["archived"] as? String)
      #expect(try Self.archived(pathA) == (try Self.archived(pathB)))
      // The archived case replays through exec: and still fails.
      let replay = try CLIRun.run(["replay", "--engine", served, pathB])
      #expect(replay.status == 1, "\(replay.stdout)\(replay.stderr)")
    }
  }

  @Test("trace --engine exec: prints what the engine in process prints")
  func traceThroughExec() throws {
    let dir = try Self.folder()
    let file = "\(dir)/case.json"
    try """
      {"format": 1, "scene": {"windows": ["w"], "views": [{"id": "w", "kind": "window", "frame": [0, 0, 320, 480], "subviews": ["v"]},
       {"id": "v", "frame": [0, 0, 100, 100], "alpha": 0.01}]},
       "stream": [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [5, 5]}]}, {"time": 0.1, "touches": [{"id": "t1", "phase": "ended", "at": [5, 5]}]}]}
      """.write(toFile: file, atomically: true, encoding: .utf8)
    let local = try CLIRun.run(["trace", file, "--engine", "alpha-at-most-0.01", "--rules"])
    let served = try CLIRun.run(["trace", file, "--engine", "exec:\(CLIRun.executable) serve --engine alpha-at-most-0.01", "--rules"])
    #expect(local.status == 0 && served.status == 0, "\(served.stderr)")
    // Without the oracle's fired-rule list, the served trace holds the same lines with the same rules.
    #expect(served.stdout.split(separator: "\n").dropLast() == local.stdout.split(separator: "\n").dropLast())
  }

  @Test("An exec: engine that cannot start, or an unknown engine, is a usage error (2) that says why", arguments: [
    (["fuzz", "--engine", "exec:touchcheck-no-such-engine", "--cases", "5"], "not found"),
    (["replay", "--engine", "exec:", "x.json"], "needs a command"),
    (["fuzz", "--engine", "exec:echo nonsense", "--cases", "5"], "the handshake answer is not JSON"),
    (["fuzz", "--engine", "exec:true", "--case-timeout", "0"], "--case-timeout must be more than 0 seconds"),
    (["serve", "--engine", "oracel"], "did you mean oracle?"),
  ])
  func usage(_ arguments: [String], _ message: String) throws {
    let run = try CLIRun.run(arguments)
    #expect(run.status == 2, "\(arguments): \(run.status) \(run.stderr)")
    #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
  }
}

@Suite("An exec: engine is known by its handshake name (issue 18, item 6)")
struct ExecIdentityTests {
  @Test("Two spellings of one engine's command share one archive folder, and the second replays the first's finds", .waits)
  func oneFolderPerEngine() throws {
    let folder = CLIFolder("exec-identity")
    defer { folder.remove() }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let first = try CLIRun.run([
      "fuzz", "--engine", "exec:\(Python.command) \(root)/Examples/python/engine.py --deviate", "--cases", "500", "--corpus", folder.path, "--quiet",
    ])
    #expect(first.status == 1, "\(first.stdout.suffix(800)) \(first.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") } == ["python-example"])
    let again = try CLIRun.run([
      "fuzz", "--engine", "exec:cd \(root)/Examples && \(Python.command) python/engine.py --deviate", "--cases", "10", "--corpus", folder.path,
    ])
    #expect(again.stdout.contains("archived cases replayed first: "), "\(again.stdout.suffix(1_500))")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") } == ["python-example"])
  }
}
