import TouchCheck
import TouchModel
import UIKitOracle
import Reporting

/// Documented cases and the oracle's runs of them, for the `show` rendering tests.
enum ShowSupport {
  /// A documented case file, by its path under Corpus/documented.
  static func documented(_ name: String) throws -> CaseFile {
    try CorpusFiles.load("\(ExternalScripts.packageRoot)/Corpus/documented/\(name)").get()
  }

  /// The oracle's run of a case with every category, as `touchcheck show` makes it.
  static func run(_ touchCase: TouchCase) -> EngineRun { ReferenceOracle().run(touchCase, recording: .all) }

  /// The text `touchcheck show` prints for a documented case.
  static func text(_ name: String) throws -> String {
    let file = try documented(name)
    return CaseShow.render(file, run: run(file.touchCase), path: name)
  }
}
