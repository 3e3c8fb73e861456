import Foundation
import Testing
import TouchCheck
@testable import ExternalEngines
import TouchModel
import UIKitOracle

@Suite("Every encoding carries identifiers with backslashes, quotes and other characters JSON escapes (issue 36, item 10)")
struct CompactEncodingNamesTests {
  /// A documented case's text with every view, view controller and recognizer identifier given `suffix`, or nil when
  /// an identifier is also a word of the format (a view called `window`), which renaming by text would break.
  static func renamed(_ file: String, suffix: String) throws -> TouchCase? {
    let path = "\(ExternalScripts.packageRoot)/Corpus/documented/\(file)"
    var text = try String(contentsOfFile: path, encoding: .utf8)
    let scene = try ExternalProtocolTests.documented(file).scene
    let ids = scene.views.map(\.id) + scene.viewControllers.map(\.id) + scene.recognizers.map(\.id)
    let escaped = String(decoding: try JSONSerialization.data(withJSONObject: [suffix]), as: UTF8.self).dropFirst(2).dropLast(2)
    for id in ids {
      // Not a view's kind: a view called `window` is usually of the kind `window`.
      let pattern = try NSRegularExpression(pattern: "(?<!\"kind\": )\"" + NSRegularExpression.escapedPattern(for: id) + "\"")
      let template = NSRegularExpression.escapedTemplate(for: "\"\(id)\(escaped)\"")
      text = pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }
    guard let touchCase = try? CaseFile.decode(text: text).touchCase else { return nil }
    return touchCase.scene.views.allSatisfy({ $0.id.hasSuffix(suffix) }) ? touchCase : nil
  }

  /// Documented cases of several folders whose identifiers can be renamed.
  static func cases(suffix: String) throws -> [(String, TouchCase)] {
    let root = "\(ExternalScripts.packageRoot)/Corpus/documented"
    var found: [(String, TouchCase)] = []
    for folder in ["hit-testing", "recognizer-conflicts", "controls", "scroll-views"] {
      let files = try FileManager.default.subpathsOfDirectory(atPath: root + "/" + folder).filter { $0.hasSuffix(".json") }.sorted()
      for file in files.prefix(8) {
        if let touchCase = try renamed(folder + "/" + file, suffix: suffix) { found.append((folder + "/" + file, touchCase)) }
      }
    }
    return found
  }

  @Test("Cases and traces whose identifiers hold \\, \" and é read back from compact lines exactly", arguments: [#"\"#, #"a\"b"#, #"\\n"#, "é/\u{263A}"])
  func escapedNames(suffix: String) throws {
    let cases = try Self.cases(suffix: suffix)
    #expect(cases.count >= 12, "\(cases.map(\.0))")
    for (file, touchCase) in cases {
      let request = CaseRequest(id: 3, touchCase: touchCase, categories: .all)
      #expect(try CompactEncodingTests.roundTrip(request) == request, "\(file): \(request.line(encoding: .compact))")
      // The same names through the case-file encoding of a request, and through a case file's text.
      #expect(try CaseRequest.decode(try ExternalProtocolTests.parse(request.line(encoding: .caseFile))) == request, "\(file)")
      #expect(try CaseFile.decode(text: CaseFile(touchCase: touchCase).text()).touchCase == touchCase, "\(file)")
      let run = ReferenceOracle().run(touchCase, recording: .all)
      let line = CaseReply.compactLine(run, of: touchCase, id: 3)
      let back = try CaseReply.engineRun(Array(line.utf8), id: 3, of: touchCase)
      #expect(back.trace == run.trace, "\(file): \(line)")
    }
  }
}
