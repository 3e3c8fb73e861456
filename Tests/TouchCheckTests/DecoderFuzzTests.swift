import Foundation
import TestSupport
import Testing
import TouchCheck
import SelfTest

@Suite("Decoder fuzz")
struct DecoderFuzzTests {
  static let seed: UInt64 = 7
  static let seeds: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return FuzzSeeds.load(folder: root.appendingPathComponent("Corpus/documented").path)
  }()

  @Test("Mutated corpus files: no crash, every rejection one short printable line, every accepted file round-trips", .heavy)
  func fuzz() {
    #expect(Self.seeds.count >= 100)
    let report = DecoderFuzzer(seeds: Self.seeds).run(count: 4_000, seed: Self.seed, jobs: ProcessInfo.processInfo.activeProcessorCount)
    #expect(report.inputs == 4_000)
    #expect(report.accepted > 100 && report.rejected > 1_000, "seed \(Self.seed): \(report.lines[0])")
    #expect(report.failureCount == 0, "seed \(Self.seed):\n\(report.lines.joined(separator: "\n"))")
  }

  @Test("A run depends only on its seed, not on the number of threads", .heavy)
  func deterministic() {
    let fuzzer = DecoderFuzzer(seeds: Array(Self.seeds.prefix(10)))
    #expect(fuzzer.input(123, seed: 9) == fuzzer.input(123, seed: 9))
    #expect(fuzzer.input(123, seed: 9) != fuzzer.input(124, seed: 9))
    #expect(fuzzer.run(count: 600, seed: 9, jobs: 1) == fuzzer.run(count: 600, seed: 9, jobs: 3))
  }

  @Test("The message rules catch empty, multi-line, control-character and overlong messages")
  func messageRules() {
    #expect(DecoderFuzzer.messageProblem("scene.views[0].frame: must be finite") == nil)
    #expect(DecoderFuzzer.messageProblem("") == "empty rejection message")
    #expect(DecoderFuzzer.messageProblem("a\nb")?.hasPrefix("rejection message on several lines") == true)
    #expect(DecoderFuzzer.messageProblem("a\u{1B}[2Jb")?.hasPrefix("control character in rejection message") == true)
    #expect(DecoderFuzzer.messageProblem(String(repeating: "x", count: 401))?.hasPrefix("rejection message of 401 characters") == true)
  }
}
