import Foundation
import TestSupport
import Testing
import TouchCheck
import TouchModel

@Suite("corpus merge: overlapping and killed merges still leave one file per engine and signature (issue 36, item 4)")
struct CorpusMergeOverlapTests {
  /// Sources whose files share signatures pairwise: shard K holds signatures S0…S(count-1), each with its own origin.
  static func shards(_ count: Int, signatures: Int) throws -> [TemporaryFolder] {
    try (0..<count).map { shard in
      let folder = TemporaryFolder("merge-overlap-\(shard)")
      for s in 0..<signatures {
        let file = try FoundFiles.found(CorpusMergerTests.caseA, signature: "S\(s)", firstCase: 10 * shard + s + 1)
        try folder.write(file, to: "e/S\(s).json")
      }
      return folder
    }
  }

  @Test("Four merges into one folder at once: one file per signature, the smallest origin", .waits)
  func concurrent() throws {
    let sources = try Self.shards(4, signatures: 26)
    let destination = TemporaryFolder("merge-overlap-dest")
    defer { for folder in sources + [destination] { folder.remove() } }
    let path = destination.path
    let threads = sources.map { source in
      Thread { _ = CorpusMerger(destination: path).run([source.path]) { _ in } }
    }
    threads.forEach { $0.start() }
    while threads.contains(where: { !$0.isFinished }) { Thread.sleep(forTimeInterval: 0.01) }
    let files = destination.files()
    #expect(files.map(\.0) == (0..<26).map { "e/S\($0).json" }.sorted(), "\(files.map(\.0))")
    for (name, text) in files {
      let s = Int(name.dropFirst(3).dropLast(5))!
      #expect(text == (try FoundFiles.found(CorpusMergerTests.caseA, signature: "S\(s)", firstCase: s + 1)), "\(name) is not shard 0's")
    }
  }

  @Test("A destination that already holds two files of one signature keeps the smaller origin and removes the other")
  func duplicatesInDestination() throws {
    let destination = TemporaryFolder("merge-dup-dest")
    let source = TemporaryFolder("merge-dup-source")
    defer { destination.remove(); source.remove() }
    let early = try FoundFiles.found(CorpusMergerTests.caseA, signature: "S", firstCase: 3)
    let late = try FoundFiles.found(CorpusMergerTests.caseB, signature: "S", firstCase: 9)
    try destination.write(late, to: "e/S.json")
    try destination.write(early, to: "e/S-2.json")
    try source.write(try FoundFiles.found(CorpusMergerTests.caseB, signature: "T", firstCase: 1), to: "e/T.json")
    var lines: [String] = []
    let summary = CorpusMerger(destination: destination.path).run([source.path]) { lines.append($0) }
    #expect(destination.files().map(\.0) == ["e/S-2.json", "e/T.json"], "\(lines)")
    #expect(summary.removed == 1 && summary.copied == 1 && summary.errors == 0, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("DUP   removed \(destination.path)/e/S.json (seed 1, case 9): same signature as \(destination.path)/e/S-2.json") })
    #expect(summary.line.contains("(0 replaced, 1 removed)"))
  }

  @Test("Temporaries a killed merge left in the destination are recovered or removed by the next merge")
  func killedMerge() throws {
    let destination = TemporaryFolder("merge-killed-dest")
    let source = TemporaryFolder("merge-killed-source")
    defer { destination.remove(); source.remove() }
    // A PID no process has: the writer is gone.
    let dead = "2147483000"
    let complete = try FoundFiles.found(CorpusMergerTests.caseA, signature: "S", firstCase: 3)
    try destination.write(complete, to: "e/.S.json\(AtomicFile.marker)\(dead)")
    try destination.write(String(complete.prefix(40)), to: "e/.T.json\(AtomicFile.marker)\(dead)")
    try source.write(try FoundFiles.found(CorpusMergerTests.caseB, signature: "U", firstCase: 1), to: "e/U.json")
    var lines: [String] = []
    _ = CorpusMerger(destination: destination.path).run([source.path]) { lines.append($0) }
    let names = try FileManager.default.contentsOfDirectory(atPath: destination.path + "/e").sorted()
    #expect(names == ["S.json", "U.json"], "\(lines)")
    #expect(lines.contains { $0.hasPrefix("NOTE  recovered \(destination.path)/e/S.json") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("NOTE  removed \(destination.path)/e/.T.json") }, "\(lines)")
  }
}
