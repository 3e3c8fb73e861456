import PropertyTesting
import Testing

@testable import TouchCheck
@testable import Guidance

@Suite("FeatureTable: the guidance snapshot's set of features seen")
struct FeatureTableTests {
  @Test("Holds exactly the features it was made from, whatever their number (seed 11)", arguments: [0, 1, 7, 8, 9, 1_000, 20_000])
  func sameAsSet(_ count: Int) {
    var rng = Xoshiro256StarStar(seed: 11)
    // Tagged like real features (a tag in the top byte), and some clustered values that share their low bits.
    let members = Set((0..<count).map { k in k % 3 == 0 ? UInt64(1) << 56 | UInt64(k) : rng.next() | 1 << 56 })
    let table = FeatureTable(members)
    #expect(members.allSatisfy(table.contains))
    var absent = 0
    for k in 0..<20_000 {
      let probe = k % 2 == 0 ? rng.next() : UInt64(2) << 56 | UInt64(k)
      if !members.contains(probe) {
        absent += 1
        #expect(!table.contains(probe), "\(probe) is not a member")
      }
    }
    #expect(absent > 9_000)
    #expect(!table.contains(0))
  }

  @Test("Grown one insert at a time, it holds what a Set holds, says which inserts were new, and lists them sorted (seed 12)")
  func inserts() {
    var rng = Xoshiro256StarStar(seed: 12)
    var table = FeatureTable()
    var members = Set<UInt64>()
    for k in 0..<30_000 {
      // Some repeats, and clustered values that share their low bits.
      let feature = k % 5 == 0 ? UInt64(3) << 56 | UInt64(k % 4_000) : rng.next() | 1 << 56
      #expect(table.insert(feature) == members.insert(feature).inserted)
    }
    #expect(table.count == members.count)
    #expect(members.allSatisfy(table.contains))
    #expect(!table.contains(UInt64(4) << 56))
    #expect(table.sorted() == members.sorted())
    #expect(!table.insert(0) && !table.contains(0))
  }
}
