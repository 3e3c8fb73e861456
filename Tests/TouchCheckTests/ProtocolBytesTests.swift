import Testing
import TouchCheck
@testable import ExternalEngines
import TouchModel
import UIKitOracle

/// The protocol's messages written straight into bytes are the messages the value trees wrote (issue 35).
@Suite("Protocol messages written without value trees")
struct ProtocolBytesTests {
  @Test("1,500 generated case-file requests and trace replies are the bytes their trees write, and every line reads back")
  func sameBytesAsTrees() throws {
    let oracle = ReferenceOracle()
    for (i, touchCase) in CompactEncodingTests.generated(1_500).enumerated() {
      let categories = TraceCategories(rawValue: UInt16(i % 512))
      let request = CaseRequest(id: i + 1, touchCase: touchCase, categories: categories)
      #expect(request.line(encoding: .caseFile) == TreeMessages.request(request), "case \(i)")
      let run = oracle.run(touchCase, recording: categories)
      #expect(CaseReply.traceLine(run, of: touchCase, id: i + 1) == TreeMessages.reply(run, of: touchCase).line(id: i + 1), "case \(i)")
      let text = TraceText(touchCase)
      let parser = TraceParser(touchCase)
      for event in run.trace { #expect(try parser.parse(text.line(event)) == event, "case \(i): \(text.line(event))") }
    }
  }
}
