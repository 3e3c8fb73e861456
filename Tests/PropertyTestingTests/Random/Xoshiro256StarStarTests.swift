import PropertyTesting
import Testing

@Suite("Xoshiro256StarStar")
struct Xoshiro256StarStarTests {
  @Test("SplitMix64 matches the reference outputs for seed 0")
  func splitMixReference() {
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test("xoshiro256** seeded through SplitMix64 matches the C reference", arguments: [
    (UInt64(0), [0x99EC_5F36_CB75_F2B4, 0xBF6E_1F78_4956_452A, 0x1A5F_849D_4933_E6E0, 0x6AA5_94F1_262D_2D2C] as [UInt64]),
    (UInt64(42), [0x1578_0B2E_0C2E_C716, 0x6104_D986_6D11_3A7E, 0xAE17_5332_39E4_99A1, 0xECB8_AD47_03B3_60A1] as [UInt64]),
  ])
  func xoshiroReference(seed: UInt64, expected: [UInt64]) {
    var generator = Xoshiro256StarStar(seed: seed)
    #expect((0..<4).map { _ in generator.next() } == expected)
  }

  @Test("The same seed gives the same stream; different seeds differ")
  func determinism() {
    var a = Xoshiro256StarStar(seed: 7)
    var b = Xoshiro256StarStar(seed: 7)
    var c = Xoshiro256StarStar(seed: 8)
    let streamA = (0..<100).map { _ in a.next() }
    #expect(streamA == (0..<100).map { _ in b.next() })
    #expect(streamA != (0..<100).map { _ in c.next() })
  }

  @Test("An explicit state round-trips and continues the same stream")
  func explicitState() {
    var original = Xoshiro256StarStar(seed: 3)
    _ = original.next()
    var copy = Xoshiro256StarStar(state: original.state)
    #expect(original.next() == copy.next())
  }
}
