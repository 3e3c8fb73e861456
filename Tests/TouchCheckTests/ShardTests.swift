import Testing
import TouchCheck
import TouchModel

@Suite("Shards: --shard I/N parsing and the split of a campaign's cases (issue 11)")
struct ShardTests {
  @Test("I/N parses when 0 ≤ I < N", arguments: [("0/1", 0, 1), ("1/2", 1, 2), ("7/8", 7, 8), ("0/1000", 0, 1_000)])
  func valid(_ text: String, _ index: Int, _ count: Int) throws {
    let shard = try Shard.parse(text).get()
    #expect(shard.index == index && shard.count == count && shard.description == text)
  }

  @Test("Anything else is refused with the problem and the text", arguments: [
    ("2/2", "needs I less than N (the 2 shards are numbered 0 to 1)"), ("0/0", "needs at least 1 shard"),
    ("-1/2", "expects I/N"), ("1/-2", "expects I/N"), ("a/2", "expects I/N"), ("1", "expects I/N"), ("1/2/3", "expects I/N"),
    ("/2", "expects I/N"), ("1/", "expects I/N"), (" 1/2", "expects I/N"), ("+1/2", "expects I/N"), ("1.0/2", "expects I/N"),
    ("١/٢", "expects I/N"), ("99999999999999999999/2", "fit in 64 bits"),
  ])
  func invalid(_ text: String, _ problem: String) {
    guard case .failure(let error) = Shard.parse(text) else { Issue.record("\(text) parsed"); return }
    #expect(error.description.contains(problem), "\(error)")
    #expect(error.description.hasSuffix("found \(Quoted(text))"), "\(error)")
  }

  @Test("The shards of N run every case index below the budget exactly once, each shard in increasing order")
  func partition() throws {
    for count in 1...5 {
      for cases in [0, 1, 2, 7, 100, 101] {
        var seen: [Int] = []
        for index in 0..<count {
          let shard = try #require(Shard(index: index, count: count))
          let indices = (0..<shard.share(of: cases)).map(shard.caseIndex)
          #expect(indices == indices.sorted() && indices.allSatisfy { $0 % count == index && $0 < cases })
          seen += indices
        }
        #expect(seen.sorted() == Array(0..<cases), "\(count) shards of \(cases) cases")
      }
    }
  }
}
