import TouchCheck
import Foundation
import TouchModel

/// Times `CaseFile.decode(text:)` on synthetic files of a given size, to show that decoding grows linearly with the input.
package enum DecodeBenchmark {
  /// One timing.
  package struct Measurement: Sendable {
    /// The file's size in bytes.
    package var bytes: Int
    /// How many units of the shape it holds.
    package var count: Int
    /// The fastest decode, in seconds of wall-clock time.
    package var seconds: Double
    /// The fastest decode, in seconds of the decoding thread's CPU time (steadier when other processes share the machine).
    package var cpuSeconds: Double
    /// nil when the file decoded, else the one-line rejection.
    package var rejection: String?
  }

  /// A file of the shape holding about `bytes` bytes, with its unit count.
  package static func file(_ shape: DecodeShape, bytes: Int) -> (text: String, count: Int) {
    let sample = 1_000
    let perUnit = Double(shape.text(count: 2 * sample).utf8.count - shape.text(count: sample).utf8.count) / Double(sample)
    let fixed = shape.text(count: 0).utf8.count
    let count = Swift.max(1, Int((Double(bytes - fixed) / perUnit).rounded()))
    return (shape.text(count: count), count)
  }

  /// Decodes `text` `repeats` times and keeps the fastest.
  package static func measure(_ text: String, count: Int, repeats: Int) -> Measurement {
    let clock = ContinuousClock()
    var best = Double.infinity
    var bestCPU = Double.infinity
    var rejection: String?
    for _ in 0..<Swift.max(1, repeats) {
      let start = clock.now
      let startCPU = threadCPUSeconds()
      defer { bestCPU = Swift.min(bestCPU, threadCPUSeconds() - startCPU) }
      do {
        _ = try CaseFile.decode(text: text)
        rejection = nil
      } catch {
        rejection = error.description
      }
      let elapsed = clock.now - start
      best = Swift.min(best, elapsed.inSeconds)
    }
    return Measurement(bytes: text.utf8.count, count: count, seconds: best, cpuSeconds: bestCPU, rejection: rejection)
  }

  /// The CPU time the calling thread has used, in seconds.
  package static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
