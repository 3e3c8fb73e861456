import Foundation
import TouchCheck
import TouchModel
import UIKitOracle
import SelfTest

extension BenchCommand {
  /// `bench oracle`: the oracle's time per shape at a hundredth, a tenth and all of its case limit, and the growth.
  static func oracle() throws -> Int32 {
    let column = { (text: String) in text.padding(toLength: 20, withPad: " ", startingAt: 0) }
    Output.out("oracle time (one run recording every category), CPU seconds of the running thread, fastest of 3 runs (1 at the limit):")
    Output.out(column("shape") + "      " + ["limit/100", "limit/10", "limit", "×10", "×10"].map(column).joined())
    var notes: [String] = []
    for shape in OracleScaleShape.allCases {
      let counts = [Swift.max(1, shape.limit / 100), Swift.max(1, shape.limit / 10), shape.limit]
      var times: [Double] = []
      for (k, count) in counts.enumerated() {
        let file = try CaseFile.decode(text: shape.text(count: count))
        var best = Double.infinity
        var lines = 0
        for _ in 0..<(k == 2 ? 1 : 3) {
          let start = DecodeBenchmark.threadCPUSeconds()
          lines = ReferenceOracle().run(file.touchCase, recording: .all).trace.count
          best = Swift.min(best, DecodeBenchmark.threadCPUSeconds() - start)
        }
        times.append(best)
        notes.append("\(shape.rawValue) \(count) \(shape.unit): \(lines) trace events")
      }
      let growth = zip(times, times.dropFirst()).map { $0.0 > 0 ? String(format: "%.1f", $0.1 / $0.0) : "–" }
      Output.out(column(shape.rawValue) + "      " + times.map { column(String(format: "%.3f s", $0)) }.joined() + growth.map(column).joined())
    }
    Output.out("")
    Output.out("×10 is the time at ten times the count over the time before it: about 10 for work linear in the count, 100 for")
    Output.out("work that grows with its square. Every case within the limits runs in seconds (Corpus/README.md, \"Limits\").")
    for note in notes { Output.out(note) }
    return ExitStatus.conforms
  }
}
