import PropertyTesting
import Testing

@testable import TouchCheck

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
}
