import Foundation
import TouchCheck
import UIKitOracle

/// `touchcheck corpus minimize DIR`: keep the fewest case files with the same rule coverage and signatures.
enum CorpusMinimizeCommand {
  static func run(_ paths: [String], _ arguments: Arguments) throws -> Int32 {
    guard paths.count == 1 else { throw UsageError("corpus minimize takes one folder (found \(paths.count) paths)") }
    let engine = try arguments.last("engine").map { name in
      try EngineResolver.engine(named: name, arguments)
    }
    let dryRun = arguments.flag("dry-run")
    let plan = CorpusMinimizer(oracle: ReferenceOracle(), engine: engine).plan(paths)
    for error in plan.errors { Output.out("ERROR \(error) (left in place)") }
    if !arguments.flag("quiet") {
      for kept in plan.keep { Output.out("KEEP  \(CorpusError.shown(kept.path)): adds \(kept.adds.joined(separator: ", "))") }
    }
    var ioErrors = 0
    for path in plan.remove {
      let shown = CorpusError.shown(path)
      if !FileRemoval.remove(path, dryRun: dryRun, removed: "REMOVE \(shown)", wouldRemove: "WOULD REMOVE \(shown)") { ioErrors += 1 }
    }
    let before = plan.keep.count + plan.remove.count
    let removed = dryRun ? "\(plan.remove.count) would be removed" : "\(plan.remove.count - ioErrors) removed"
    Output.out("minimize\(dryRun ? " (dry run)" : ""): \(before) files → \(plan.keep.count) (\(removed)), keeping \(plan.rules) rules and \(plan.signatures) signatures")
    return ExitStatus.of(ioErrors: ioErrors + plan.errors.filter { $0.kind == .io }.count, errors: plan.errors.count)
  }
}
