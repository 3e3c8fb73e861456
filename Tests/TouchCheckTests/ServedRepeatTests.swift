import Testing
@testable import ExternalEngines
import TouchModel
import UIKitOracle

@Suite("touchcheck serve reads a case sent again once (issue 19)")
struct ServedRepeatTests {
  @Test("The same case under a new id is answered under that id with the same events; another case or a bad id is read in full")
  func repeatedRequest() throws {
    let server = EngineServer(engine: ReferenceOracle())
    var last: EngineServer.LastRequest?
    let body = #","c":"# + CompactErrorTests.valid + #","r":511}"#
    let first = server.reply(to: #"{"id":1"# + body, last: &last)
    let second = server.reply(to: #"{"id":2"# + body, last: &last)
    #expect(first.hasPrefix(#"{"id":1,"e":[["#) && second == first.replacingOccurrences(of: #"{"id":1,"#, with: #"{"id":2,"#), "\(first) \(second)")
    let other = server.reply(to: #"{"id":3"# + body.replacingOccurrences(of: "[0,0,5,5,5,5,0.5", with: "[0,1,5,5,5,5,0.5"), last: &last)
    #expect(other != second.replacingOccurrences(of: #"{"id":2,"#, with: #"{"id":3,"#), "\(other)")
    let leadingZero = try ExternalProtocolTests.parse(server.reply(to: #"{"id":03"# + body, last: &last))
    #expect(leadingZero.objectMember("error") != nil, "\(leadingZero)")
  }
}
