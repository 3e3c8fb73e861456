import Foundation
import Testing
@testable import ExternalEngines
import TouchModel

/// Bad compact replies are protocol faults with a message naming the event and the problem.
@Suite("The compact encoding: malformed replies (issue 19)")
struct CompactReplyErrorTests {
  static let touchCase = try! TouchCase.decodeCompact(try! ExternalProtocolTests.parse(CompactErrorTests.valid))

  @Test("A malformed compact reply is a bad-reply or bad-trace fault naming the event", arguments: [
    (#"{"id":1,"e":5}"#, "bad-reply", #""e" is a number, not a list of events"#),
    (#"{"id":1,"e":[5]}"#, "bad-trace", "e[0]: expected an array, found a number"),
    (#"{"id":1,"e":[[0,2]]}"#, "bad-trace", "e[0]: expected [frame, kind, arguments…], found 2 elements"),
    (#"{"id":1,"e":[[0,2,0]]}"#, "bad-trace", "e[0]: an event of kind 2 has 2 arguments [touch, view or -1], found 1"),
    (#"{"id":1,"e":[[0,2,1,0]]}"#, "bad-trace", "e[0][2]: 1 is not a touch index (0 to 0)"),
    (#"{"id":1,"e":[[0,2,0,3]]}"#, "bad-trace", "e[0][3]: 3 is not a view index or -1 (-1 to 2)"),
    (#"{"id":1,"e":[[0,99,0]]}"#, "bad-trace", "e[0][1]: 99 is not an event kind code (0 to 17)"),
    (#"{"id":1,"e":[[-2,3,0]]}"#, "bad-trace", "e[0][0]: -2 is not a frame (-1 for setup)"),
    (#"{"id":1,"e":[[0.5,3,0]]}"#, "bad-trace", "e[0][0]: expected a frame (-1 for setup) (a whole number), found 0.5"),
    (#"{"id":1,"e":[[0,14,0,1,-1]]}"#, "bad-trace", "e[0][4]: beginTracking needs a touch index, found -1"),
    (#"{"id":1,"e":[[0,14,3,1,0]]}"#, "bad-trace", "e[0][4]: cancelTracking has no touch: expected -1"),
    (#"{"id":1,"e":[[0,4,0,9,0]]}"#, "bad-trace", "e[0][3]: 9 is not a responder number (0 to 4)"),
    (#"{"id":1,"e":[[0,16,1,7,-1]]}"#, "bad-trace", "e[0][3]: expected a string, found a number"),
    (#"{"id":1,"e":[[0,11,0,0]]}"#, "bad-trace", "e[0][2]: 0 is not a recognizer index (there are none)"),
    (#"{"id":1,"e":[[0,3,0]],"rules":[]}"#, "bad-reply", #""rules" is not a list as long as "e""#),
    (#"{"id":2,"e":[]}"#, "wrong-id", "the reply answers request 2, not 1"),
  ])
  func badReply(_ line: String, _ what: String, _ problem: String) throws {
    do {
      _ = try CaseReply.engineRun(Array(line.utf8), id: 1, of: Self.touchCase)
      Issue.record("accepted \(line)")
    } catch let error as ReplyProblem {
      #expect(error.what == what && error.message.contains(problem), "\(error.what): \(error.message)")
    }
  }

  @Test("A good compact reply reads as its events, rules made printable")
  func goodReply() throws {
    let run = try CaseReply.engineRun(Array(#"{"id":1,"e":[[0,2,0,1],[0,4,0,1,0],[-1,0,3]],"rules":["HIT-001",null,"X"]}"#.utf8), id: 1, of: Self.touchCase)
    #expect(run.trace == [
      TraceEvent(frame: 0, .hitTest(touch: 0, view: 1)), TraceEvent(frame: 0, .touches(.began, .view(1), [0])),
      TraceEvent(frame: TraceEvent.setup, .firstResponder(.application)),
    ])
    #expect(run.provenance == ["HIT-001", nil, "X"])
  }
}
