import Foundation
import LibFuzzerShim
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import Reporting

/// A libFuzzer target: each input's bytes become choices, the case they make is run on a built-in engine and the
/// oracle, and a divergence is shrunk, written as a case file and turned into a crash.
///
/// `TOUCHCHECK_FUZZ_ENGINE` names the engine (see `touchcheck engines`); `TOUCHCHECK_FUZZ_OUTPUT` the folder the case
/// goes to (`FOLDER/ENGINE/SIGNATURE.json`, default the current folder); `TOUCHCHECK_FUZZ_KNOWN` a known-divergences
/// file. The campaign is `touchcheck fuzz`'s (`CampaignPolicy`): the same reference, profile and diagnosis.
enum FuzzTarget {
  static let engineVariable = "TOUCHCHECK_FUZZ_ENGINE"
  static let outputVariable = "TOUCHCHECK_FUZZ_OUTPUT"
  static let knownVariable = "TOUCHCHECK_FUZZ_KNOWN"

  /// Whether a divergence crashes the process (under libFuzzer) or is counted (when replaying files).
  nonisolated(unsafe) static var trapsOnDivergence = true
  /// Divergences seen when replaying files.
  nonisolated(unsafe) static var divergences = 0

  /// The campaign whose checks each input gets: the named engine against the oracle.
  static let campaign: Campaign = {
    let name = ProcessInfo.processInfo.environment[engineVariable] ?? ""
    guard let engine = BuiltInEngines.named(name) else {
      let names = BuiltInEngines.all.map(\.name).joined(separator: ", ")
      FileHandle.standardError.write(Data("touchcheck-fuzz-target: set \(engineVariable) to a built-in engine (found \"\(name)\"): \(names)\n".utf8))
      exit(2)
    }
    do {
      let known = try ProcessInfo.processInfo.environment[knownVariable].map { path in try KnownDivergences.load(path) } ?? KnownDivergences()
      let policy = try CampaignPolicy(engine: engine, known: known)
      return policy.campaign(policy.configuration(guided: false))
    } catch {
      FileHandle.standardError.write(Data("touchcheck-fuzz-target: \(knownVariable): \(error)\n".utf8))
      exit(2)
    }
  }()

  /// libFuzzer's entry point: checks one input; on a divergence writes the shrunk case and traps.
  static func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let c = campaign.check(fuzzInput: UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)) else { return 0 }
    let folder = ProcessInfo.processInfo.environment[outputVariable] ?? FileManager.default.currentDirectoryPath
    let written: String
    do { written = "written to " + (try FoundArchive(folder: folder).archive(c)) } catch { written = "could not be written: \(error)" }
    let report = FailureReport.render(c)
    FileHandle.standardError.write(Data("\(report)\ntouchcheck-fuzz-target: divergence \(c.signature); the minimal case was \(written)\n".utf8))
    if trapsOnDivergence { fatalError("touchcheck-fuzz-target: \(campaign.engine.name) diverges from the oracle: \(c.signature)") }
    divergences += 1
    return 0
  }

  /// Runs libFuzzer when linked with it; otherwise checks each file named (folders: their files), exiting 1 on a divergence.
  static func main() -> Int32 {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    let status = touchcheck_run_libfuzzer(&argc, &argv) { data, size in FuzzTarget.testOneInput(data, size) }
    if status != -1 { return status }
    trapsOnDivergence = false
    let paths = Array(CommandLine.arguments.dropFirst())
    guard !paths.isEmpty, !paths.contains(where: { $0.hasPrefix("-") }) else {
      print("""
        USAGE: \(engineVariable)=ENGINE touchcheck-fuzz-target INPUT...
        This build is not linked with libFuzzer: it checks each input file (or each file in a folder) once.
        Build the fuzzer with: swift build -c release -Xswiftc -sanitize=fuzzer --product touchcheck-fuzz-target
        """)
      return paths.isEmpty ? 2 : 0
    }
    _ = campaign
    for path in paths { for file in files(path) { check(file) } }
    return divergences > 0 ? 1 : 0
  }

  /// The file itself, or the files in a folder, sorted.
  static func files(_ path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
    return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 }
  }

  static func check(_ path: String) {
    guard let data = FileManager.default.contents(atPath: path) else {
      FileHandle.standardError.write(Data("touchcheck-fuzz-target: \(path): cannot be read\n".utf8))
      divergences += 1
      return
    }
    let bytes = [UInt8](data)
    _ = bytes.withUnsafeBufferPointer { testOneInput($0.baseAddress, $0.count) }
  }
}

/// The entry point libFuzzer's own main, ClusterFuzzLite and OSS-Fuzz call: one input, checked by `FuzzTarget`.
@_cdecl("LLVMFuzzerTestOneInput")
public func touchcheckFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzTarget.testOneInput(data, size)
}
