import Foundation
import TestSupport
import Testing

@Suite("touchcheck fuzz --shard I/N, and corpus merge of the shards' archives (issue 11)", .waits)
struct ShardOptionTests {
  @Test("A malformed --shard is a usage error (2) naming the option and the problem", arguments: [
    (["--engine", "oracle", "--shard", "2/2"], "--shard needs I less than N (the 2 shards are numbered 0 to 1), found \"2/2\""),
    (["--engine", "oracle", "--shard", "0/0"], "--shard needs at least 1 shard (N ≥ 1), found \"0/0\""),
    (["--engine", "oracle", "--shard", "one/2"], "--shard expects I/N, shard I of N counting from 0 (as in 0/4), found \"one/2\""),
    (["--engine", "oracle", "--shard"], "option --shard needs a value"),
    (["--shard", "0/2"], "--shard needs --engine NAME"),
    (["--engine", "oracle", "--shard", "0/2", "--replay", "x"], "--shard is for campaigns"),
    (["--engine", "oracle", "--shard", "0/2", "--guided"], "--guided cannot be sharded"),
  ])
  func usage(_ arguments: [String], _ message: String) throws {
    let run = try CLIRun.run(["fuzz"] + arguments)
    #expect(run.status == 2, "\(arguments): \(run.stderr)")
    #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
  }

  /// Each divergence of a `--json` summary as `signature first N hits N`, with first cases as the minimum and hits summed over the files.
  func table(_ paths: [String]) throws -> [String] {
    var first: [String: Int] = [:]
    var hits: [String: Int] = [:]
    for path in paths {
      let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
      for d in try #require(json["divergences"] as? [[String: Any]]) {
        let signature = try #require(d["signature"] as? String)
        first[signature] = min(first[signature] ?? .max, try #require(d["firstCase"] as? Int))
        hits[signature, default: 0] += try #require(d["cases"] as? Int)
      }
    }
    return first.keys.sorted().map { "\($0) first \(first[$0]!) hits \(hits[$0]!)" }
  }

  @Test("Three shards of a campaign (unguided), merged with corpus merge, equal the unsharded --unguided run: archive and divergence table")
  func shardsMergeToTheWhole() throws {
    let work = CLIFolder("shards")
    defer { work.remove() }
    let common = ["fuzz", "--engine", "composite", "--seed", "5", "--cases", "150", "--quiet"]
    let whole = try CLIRun.run(common + ["--unguided", "--corpus", work.path + "/whole", "--json", work.path + "/whole.json", "--jobs", "2"])
    #expect(whole.status == 1, "\(whole.stderr)")
    for index in 0..<3 {
      let run = try CLIRun.run(common + ["--shard", "\(index)/3", "--corpus", work.path + "/shard\(index)", "--json", work.path + "/shard\(index).json"])
      #expect(run.status == 1 && run.stdout.contains("seed 5, shard \(index)/3: 50 cases"), "\(run.stdout.suffix(300)) \(run.stderr)")
    }
    let merge = try CLIRun.run(["corpus", "merge", work.path + "/merged"] + (0..<3).map { work.path + "/shard\($0)" })
    #expect(merge.status == 0, "\(merge.stdout)")
    // The archived cases (each run also leaves its hidden campaign state beside them).
    let merged = CLIFolder.files(of: work.path + "/merged").filter { $0.0.hasSuffix(".json") }
    let unsharded = CLIFolder.files(of: work.path + "/whole").filter { $0.0.hasSuffix(".json") }
    #expect(merged.count > 5 && merged.map(\.0) == unsharded.map(\.0))
    #expect(merged.map(\.1) == unsharded.map(\.1))
    #expect(try table((0..<3).map { work.path + "/shard\($0).json" }) == table([work.path + "/whole.json"]))
  }
}
