import Foundation
import Testing

/// The package's shape, as issue 34 asks for it: targets a newcomer can find their way in, a small public face, and an
/// oracle that knows nothing about the deviations built on it.
@Suite("Package layout")
struct PackageLayoutTests {
  /// The Swift files below a folder of the checkout, by path, in a stable order.
  static func swiftFiles(_ folder: String) -> [String] {
    let root = repositoryRoot + "/" + folder
    let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return paths.filter { $0.hasSuffix(".swift") }.sorted().map { root + "/" + $0 }
  }

  /// The lines of the Swift files below a folder (as `wc -l` counts them: a line ends with a newline).
  static func lines(_ folder: String) -> [Substring] {
    swiftFiles(folder).flatMap { path in
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
    }
  }

  @Test("No target holds 6,000 lines or more")
  func targetSizes() throws {
    let targets = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Sources").map { "Sources/" + $0 } + ["Oracles/UIKit"]
    for target in targets.sorted() {
      let count = Self.lines(target).count
      #expect(count < 6_000, "\(target) holds \(count) lines")
    }
  }

  @Test("Fewer than 700 public declarations: what a user needs, the rest package or internal")
  func publicSurface() {
    let declaration = /^\s*(@[A-Za-z]+(\([^)]*\))?\s+)*(public|open)\s/
    let count = (Self.lines("Sources") + Self.lines("Oracles")).filter { $0.firstMatch(of: declaration) != nil }.count
    #expect(count > 100 && count < 700, "\(count) public declarations")
  }

  @Test("The oracle names no deviation and no composition")
  func oracleKnowsNoDeviations() {
    let words = ["isComposed", "composition", "DeviationCatalogue", "Deviation(", "replacedSteps"]
    for path in Self.swiftFiles("Oracles/UIKit") {
      let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      for word in words where text.contains(word) { Issue.record("\(path) says \"\(word)\"") }
    }
  }
}
