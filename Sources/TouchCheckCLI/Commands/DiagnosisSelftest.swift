import Foundation
import TouchCheck
import DeviationCatalogue
import ExternalEngines
import TouchModel

/// `touchcheck selftest diagnosis`: leave-one-out precision of diagnosis over the catalogue (issue 31, item 5).
enum DiagnosisSelftest {
  static func run(_ arguments: Arguments) throws -> Int32 {
    var deviations = Deviation.catalogue
    if let names = arguments.last("deviations") {
      deviations = try names.split(separator: ",").map { name in
        guard let d = Deviation.named(String(name)) else {
          throw UsageError("unknown deviation \(Quoted(String(name)))\(Suggestion.nearest(to: String(name), in: Deviation.catalogue.map(\.name)))")
        }
        return d
      }
    } else if let count = try arguments.int("sample", atLeast: 1) {
      deviations = DiagnosisSelfTest.sample(count)
    }
    let minimum = try arguments.int("min-precision", atLeast: 0) ?? 95
    let test = DiagnosisSelfTest(deviations: deviations, cases: try arguments.int("cases", atLeast: 1) ?? 600, seed: try SelftestCommand.seedOption(arguments))
    let jobs = try arguments.int("jobs", atLeast: 1) ?? ProcessInfo.processInfo.activeProcessorCount
    let quiet = arguments.flag("quiet")
    let findings = test.run(jobs: jobs) { n in
      if !quiet { Output.progress("diagnosis self-test: \(n)/\(test.deviations.count) deviations") }
    }
    if !quiet { Output.endProgress() }
    if arguments.flag("verbose") {
      for f in findings where f.right == true { Output.out("RIGHT \(f.deviation): \(f.signature) named \(f.named ?? "?")\n      \(f.text)") }
      for f in findings where f.named == nil {
        Output.out("UNEXPLAINED\(f.leadRight == true ? " (first lead right)" : "") \(f.deviation): \(f.signature)\n      \(f.text)")
      }
    }
    for f in findings where f.right == false {
      Output.out("WRONG \(f.deviation): \(f.signature) named \(f.named ?? "?") (\(f.counterexample ?? "differs"))")
      if arguments.flag("verbose") { Output.out("      \(f.text)") }
    }
    let named = findings.filter { $0.named != nil }
    let right = named.filter { $0.right == true }.count
    let precision = DiagnosisSelfTest.precision(findings)
    let percent = Int((precision * 100).rounded(.down))
    Output.out(
      "diagnosis: \(deviations.count) deviations left out, \(findings.count) divergences; \(named.count) causes named, \(right) right, \(named.count - right) wrong; \(findings.count - named.count) unexplained")
    Output.out("precision \(percent) %")
    return percent >= minimum ? ExitStatus.conforms : ExitStatus.diverged
  }
}
