// swift-tools-version: 6.0
// TouchCheck: a property-based conformance test framework for UIKit-style touch engines.
// No package dependencies: only the Swift standard library, Foundation, Dispatch and Swift Testing.
import PackageDescription

let package = Package(
  name: "TouchCheck",
  products: [
    .library(name: "TouchModel", targets: ["TouchModel"]),
    .library(name: "UIKitOracle", targets: ["UIKitOracle"]),
    .library(name: "TouchCheck", targets: ["TouchCheck"]),
    .library(name: "ExternalEngines", targets: ["ExternalEngines"]),
    .library(name: "TouchCheckTesting", targets: ["TouchCheckTesting"]),
    .library(name: "TouchCheckCommand", targets: ["TouchCheckCommand"]),
    .executable(name: "touchcheck", targets: ["TouchCheckCLI"]),
    .executable(name: "touchcheck-fuzz-target", targets: ["TouchCheckFuzzTarget"]),
  ],
  targets: [
    // Value types, validation and JSON; no touch-handling logic.
    .target(name: "TouchModel"),
    // The reference oracle: UIKit's documented rules, literally. Depends on the model alone.
    .target(name: "UIKitOracle", dependencies: ["TouchModel"], path: "Oracles/UIKit", exclude: ["RULES.md"]),
    // Generic property-based testing machinery; knows nothing about touches.
    .target(name: "PropertyTesting"),
    // Random cases from choice sequences, biased toward the boundaries where engines break, and the features a case reaches.
    .target(name: "CaseGeneration", dependencies: ["TouchModel", "PropertyTesting"]),
    // Coverage guidance: which rules and features a case reached, the pool of cases kept for reaching something new, and
    // the weights that pick which to mutate.
    .target(name: "Guidance", dependencies: ["TouchModel", "PropertyTesting", "CaseGeneration"]),
    // The harness: campaigns, comparison, shrinking, diagnosis, guidance, resume, the corpus and replay. Never imports
    // the oracle.
    .target(name: "TouchCheck", dependencies: ["TouchModel", "PropertyTesting", "CaseGeneration", "Guidance", "ProcessControl"]),
    // TouchCheck checking itself against hostile input: the decoder fuzzer, hostile text, output paths, the decoder's and
    // the oracle's costs on extreme shapes (`touchcheck selftest`, `touchcheck bench decode|oracle`).
    .target(name: "SelfTest", dependencies: ["TouchModel", "PropertyTesting", "TouchCheck", "CaseGeneration"]),
    // What a campaign's results look like: the summary, the report page, case pictures and text, JSON and JUnit.
    .target(name: "Reporting", dependencies: ["TouchModel", "TouchCheck", "CaseGeneration", "Guidance"]),
    // Engines in another process: the line protocol (case files or the compact encoding), its windows, process control and
    // fault blame, and `serve`, which puts a Swift engine behind the protocol.
    .target(name: "ExternalEngines", dependencies: ["TouchModel", "TouchCheck", "CaseGeneration", "ProcessControl"]),
    // The catalogue of causes: deviations from the oracle as values (the self-check's mutants and the mistakes ported from
    // real reimplementations), their composition, diagnosis over them, and the campaign policy that accepts them.
    .target(name: "DeviationCatalogue", dependencies: ["TouchModel", "UIKitOracle", "TouchCheck", "CaseGeneration", "Guidance", "PropertyTesting"]),
    // What Swift cannot do itself: a variadic `prctl` (adopting an engine's orphaned children to end them) and an
    // async-signal-safe handler that turns running out of address space into a clear error.
    .target(name: "ProcessControl"),
    // The Swift Testing API that wires the oracle into the harness.
    .target(name: "TouchCheckTesting", dependencies: ["TouchModel", "UIKitOracle", "TouchCheck", "CaseGeneration", "Guidance", "SelfTest", "Reporting", "ExternalEngines", "DeviationCatalogue"]),
    // The whole `touchcheck` command as a library, so a user's executable can register its own engines.
    .target(name: "TouchCheckCommand", dependencies: ["TouchModel", "UIKitOracle", "TouchCheck", "CaseGeneration", "Guidance", "SelfTest", "Reporting", "ExternalEngines", "DeviationCatalogue"], path: "Sources/TouchCheckCLI"),
    // The `touchcheck` command-line tool: three lines over TouchCheckCommand.
    .executableTarget(name: "TouchCheckCLI", dependencies: ["TouchCheckCommand"], path: "Sources/touchcheck"),
    // A libFuzzer target (build with -Xswiftc -sanitize=fuzzer); without libFuzzer it checks the input files it is given.
    .executableTarget(
      name: "TouchCheckFuzzTarget", dependencies: ["TouchModel", "UIKitOracle", "TouchCheck", "CaseGeneration", "Guidance", "SelfTest", "Reporting", "ExternalEngines", "DeviationCatalogue", "LibFuzzerShim"],
      path: "Sources/TouchCheckFuzzTarget"),
    // A weak reference to libFuzzer's driver, so the fuzz target also builds and runs without libFuzzer.
    .target(name: "LibFuzzerShim"),
    // An example of a user's own executable: the three documented lines with an engine registered.
    .executableTarget(name: "MyEngineCheck", dependencies: ["TouchCheckCommand", "TouchModel"], path: "Examples/swift/MyEngineCheck"),
    // The same three lines in the Swift 5 language mode, so the documented main keeps compiling there.
    .executableTarget(
      name: "Swift5ModeCheck", dependencies: ["TouchCheckCommand"], path: "Examples/swift/Swift5ModeCheck",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "TouchModelTests", dependencies: ["TouchModel", "PropertyTesting"]),
    .testTarget(name: "UIKitOracleTests", dependencies: ["TouchModel", "UIKitOracle"]),
    .testTarget(name: "PropertyTestingTests", dependencies: ["PropertyTesting"]),
    // What several test targets share (temporary folders).
    .target(name: "TestSupport", dependencies: ["ProcessControl"], path: "Tests/TestSupport"),
    .testTarget(name: "TouchCheckTests", dependencies: ["TouchModel", "UIKitOracle", "TouchCheck", "CaseGeneration", "Guidance", "SelfTest", "Reporting", "ExternalEngines", "DeviationCatalogue", "TouchCheckTesting", "TestSupport"]),
    .testTarget(name: "CorpusTests", dependencies: ["TouchModel", "UIKitOracle", "TouchCheck", "CaseGeneration", "Guidance", "Reporting"]),
    // Runs the built `touchcheck` binary: exit statuses, options, signals, output failures, and the same verdict as the
    // Swift Testing API on the same engine and known file.
    .testTarget(name: "TouchCheckCLITests", dependencies: ["TestSupport", "TouchModel", "TouchCheck", "CaseGeneration", "Guidance", "SelfTest", "Reporting", "ExternalEngines", "DeviationCatalogue", "TouchCheckTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
