import TouchCheck
import Dispatch
import Foundation
import PropertyTesting
import TouchModel

/// Mutates case files and checks the decoder on each: no crash, every rejection one printable bounded line, every
/// accepted file encoded and decoded again to an equal case. Input `i` of seed `s` depends only on `i`, `s` and the seeds.
package struct DecoderFuzzer: Sendable {
  /// The longest acceptable rejection message, in characters.
  package static let maximumMessageLength = 400
  private let seeds: [[UInt8]]
  private let parsed: [JSONValue?]

  /// Creates a fuzzer that mutates the given case-file texts (for example the documented corpus).
  package init(seeds: [String]) {
    precondition(!seeds.isEmpty, "the decoder fuzzer needs at least one seed file")
    self.seeds = seeds.map { Array($0.utf8) }
    self.parsed = seeds.map { try? JSONParser.parse($0) }
  }

  /// The mutated input number `index` of a run seeded with `seed`.
  package func input(_ index: Int, seed: UInt64) -> String {
    var rng = Xoshiro256StarStar(seed: deriveSeed(seed, UInt64(index)))
    let pick = rng.index(seeds.count)
    var bytes = seeds[pick]
    if let value = parsed[pick], rng.index(2) == 0 {
      var mutated = value
      for _ in 0..<(1 + rng.index(2)) { mutated = rng.element(ValueMutation.allCases).apply(to: mutated, rng: &rng) }
      // Pretty like a corpus file when small and shallow; compact otherwise, so indentation cannot blow the size up.
      let shape = ValueMutation.shape(mutated)
      let pretty = shape.nodes <= 5_000 && shape.depth <= 20 && rng.index(2) == 0
      bytes = Array((pretty ? JSONWriter.write(mutated) : CompactJSON.text(mutated)).utf8)
      if rng.index(4) != 0 { return String(decoding: bytes, as: UTF8.self) }
    }
    for _ in 0..<(1 + rng.index(3)) {
      rng.element(ByteMutation.allCases).apply(to: &bytes, other: rng.element(seeds), rng: &rng)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Decodes one input and checks the rules; nil when they hold, else the broken rule. `accepted` tells which way it went.
  package static func check(_ text: String, accepted: inout Bool) -> String? {
    let file: CaseFile
    do {
      file = try CaseFile.decode(text: text)
    } catch {
      accepted = false
      return messageProblem(error.description)
    }
    accepted = true
    let encoded = file.text()
    do {
      let again = try CaseFile.decode(text: encoded)
      return again == file ? nil : "the re-encoded file decodes to a different case"
    } catch {
      return "the re-encoded file is rejected: \(error.description)"
    }
  }

  /// What is wrong with a rejection message (empty, several lines, a control character, too long), or nil.
  package static func messageProblem(_ message: String) -> String? {
    if message.isEmpty { return "empty rejection message" }
    if message.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) { return "rejection message on several lines: \(Quoted(message, limit: 200))" }
    if message.unicodeScalars.contains(where: Quoted.isUnprintable) { return "control character in rejection message: \(Quoted(message, limit: 200))" }
    if message.count > maximumMessageLength { return "rejection message of \(message.count) characters: \(Quoted(message, limit: 200))" }
    return nil
  }

  /// Fuzzes inputs `0..<count` on `jobs` threads; `progress` gets the number of inputs done after each chunk.
  package func run(count: Int, seed: UInt64, jobs: Int = 1, progress: (@Sendable (Int) -> Void)? = nil) -> DecoderFuzzReport {
    let chunkSize = 256
    let chunks = (count + chunkSize - 1) / chunkSize
    let inputsDone = InputsDone()
    let parts = IndexedWork.run(chunks, jobs: jobs, done: { part, _ in progress?(inputsDone.add(part.inputs)) }) { chunk in
      self.fuzz((chunk * chunkSize)..<Swift.min(count, (chunk + 1) * chunkSize), seed: seed)
    }
    var report = DecoderFuzzReport(seed: seed)
    for part in parts { report.append(part) }
    return report
  }

  private func fuzz(_ range: Range<Int>, seed: UInt64) -> DecoderFuzzReport {
    var report = DecoderFuzzReport(seed: seed)
    for index in range {
      let text = input(index, seed: seed)
      var accepted = false
      let problem = DecoderFuzzer.check(text, accepted: &accepted)
      report.inputs += 1
      if accepted { report.accepted += 1 } else { report.rejected += 1 }
      guard let problem else { continue }
      report.failureCount += 1
      if report.failures.count < DecoderFuzzReport.keptFailures {
        report.failures.append(.init(index: index, problem: problem, excerpt: Quoted(text, limit: 160).description))
      }
    }
    return report
  }
}

/// The inputs done so far, added to by worker threads.
private final class InputsDone: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  /// Adds a chunk's inputs and returns the total.
  func add(_ n: Int) -> Int {
    lock.withLock {
      count += n
      return count
    }
  }
}
