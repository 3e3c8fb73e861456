import TestSupport
import Testing
import TouchCheck
import TouchModel

@Suite("corpus merge: one file per engine and signature, smallest origin kept, nothing overwritten silently (issue 11)")
struct CorpusMergerTests {
  static let caseA = "hit-testing/alpha-exactly-0.01-is-hittable.json"
  static let caseB = "hit-testing/seed000-viewB1-walk.json"

  func merge(_ destination: TemporaryFolder, _ sources: [TemporaryFolder]) -> (CorpusMergeSummary, [String]) {
    var lines: [String] = []
    let summary = CorpusMerger(destination: destination.path).run(sources.map(\.path)) { lines.append($0) }
    return (summary, lines)
  }

  @Test("Files sharing a signature: the smallest origin is kept whatever the order of the sources, the others reported")
  func duplicates() throws {
    let one = TemporaryFolder("merge-one")
    let two = TemporaryFolder("merge-two")
    let destinations = [TemporaryFolder("merge-dest"), TemporaryFolder("merge-dest-reversed")]
    defer { for folder in [one, two] + destinations { folder.remove() } }
    let late = try FoundFiles.found(Self.caseA, signature: "S", firstCase: 40)
    let early = try FoundFiles.found(Self.caseB, signature: "S", firstCase: 7)
    let otherSeed = try FoundFiles.found(Self.caseB, signature: "S", seed: 2, firstCase: 0)
    let otherEngine = try FoundFiles.found(Self.caseA, engine: "f", signature: "S", firstCase: 99)
    try one.write(late, to: "e/S.json")
    try one.write(otherEngine, to: "f/S.json")
    try two.write(early, to: "e/S.json")
    try two.write(otherSeed, to: "e/S-2.json")
    let (summary, lines) = merge(destinations[0], [one, two])
    #expect(destinations[0].files().map(\.0) == ["e/S.json", "f/S.json"])
    #expect(destinations[0].files().map(\.1) == [early, otherEngine])
    #expect(summary.copied == 2 && summary.duplicates == 2 && summary.replaced == 1 && summary.errors == 0, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("REPL  \(destinations[0].path)/e/S.json (seed 1, case 40) replaced by \(two.path)/e/S.json (seed 1, case 7)") })
    // `S-2.json` sorts before `S.json`: it meets the first source's file, whose origin is smaller than its own.
    #expect(lines.contains("DUP   \(two.path)/e/S-2.json: same signature as \(destinations[0].path)/e/S.json (seed 1, case 40), which has a smaller origin; not copied"))
    _ = merge(destinations[1], [two, one])
    #expect(destinations[1].files().map(\.1) == destinations[0].files().map(\.1))
  }

  @Test("A different file under a taken name is copied as NAME-2.json with a message; an identical one is skipped")
  func conflictingNames() throws {
    let one = TemporaryFolder("merge-names-one")
    let two = TemporaryFolder("merge-names-two")
    let destination = TemporaryFolder("merge-names-dest")
    defer { for folder in [one, two, destination] { folder.remove() } }
    let a = try FoundFiles.documented(Self.caseA).text()
    let b = try FoundFiles.documented(Self.caseB).text()
    try one.write(a, to: "cases/x.json")
    try two.write(b, to: "cases/x.json")
    try two.write(a, to: "elsewhere/same-as-a.json")
    try destination.write(b, to: "cases/x-2.json")
    let (summary, lines) = merge(destination, [one, two])
    #expect(destination.files().map(\.0) == ["cases/x-2.json", "cases/x.json"])
    #expect(summary.copied == 1 && summary.identical == 2 && summary.renamed == 0, "\(lines)")
    try two.write(b + " ", to: "cases/x.json")
    let (renamed, renamedLines) = merge(destination, [two])
    #expect(renamed.copied == 1 && renamed.renamed == 1)
    #expect(destination.files().map(\.0) == ["cases/x-2.json", "cases/x-3.json", "cases/x.json"])
    #expect(renamedLines.contains("COPY  \(two.path)/cases/x.json → \(destination.path)/cases/x-3.json: renamed, \(destination.path)/cases/x.json holds another file"))
  }

  @Test("Merging again changes nothing; a bad source file is named and the rest goes on")
  func idempotentAndBadFiles() throws {
    let source = TemporaryFolder("merge-again-src")
    let destination = TemporaryFolder("merge-again-dest")
    defer { for folder in [source, destination] { folder.remove() } }
    try source.write(try FoundFiles.found(Self.caseA, signature: "S", firstCase: 3), to: "e/S.json")
    try source.write(try FoundFiles.found(Self.caseB, signature: "S", firstCase: 1), to: "e/S-2.json")
    try source.write(try FoundFiles.documented(Self.caseB).text(), to: "doc.json")
    try source.write("{\"format\": 2}", to: "bad.json")
    let (first, lines) = merge(destination, [source])
    #expect(first.errors == 1 && first.copied == 2 && first.duplicates == 1 && first.replaced == 0)
    #expect(lines.contains("ERROR \(source.path)/bad.json: format: version 2 is not supported (this version reads 1)"))
    let before = destination.files()
    let (again, _) = merge(destination, [source])
    #expect(again.copied == 0 && again.replaced == 0 && again.identical == 2 && again.duplicates == 1)
    #expect(destination.files().map(\.0) == before.map(\.0) && destination.files().map(\.1) == before.map(\.1))
  }
}
