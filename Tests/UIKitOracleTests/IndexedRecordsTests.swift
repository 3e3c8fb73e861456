import Testing
import TouchModel
import UIKitOracle

@Suite("Indexed records")
struct IndexedRecordsTests {
  @Test("A write through the subscript moves a record in and out of its indexes, which stay ascending")
  func membership() {
    var records = IndexedRecords(repeating: RecognizerRecord(), count: 6)
    #expect(records.members(.held).isEmpty && records.members(.timed).isEmpty)
    records[4].held = .ended
    records[1].held = .began
    records[3].deadline = 2
    records[1].touches.append(7)
    #expect(Array(records.members(.held)) == [1, 4])
    #expect(Array(records.members(.timed)) == [3])
    #expect(Array(records.members(.seenTouches)) == [1])
    records[4] = RecognizerRecord()
    records[3].deadline = nil
    #expect(Array(records.members(.held)) == [1])
    #expect(records.members(.timed).isEmpty)
    #expect(records[1].held == .began && records[1].touches == [7])
  }

  @Test("Flags count the positions set, and a run's finger and view flags start clear")
  func flags() {
    var flags = IndexedRecords(repeating: false, count: 5)
    flags[3] = true
    flags[0] = true
    flags[3] = true
    #expect(Array(flags.members(.set)) == [0, 3])
    flags[0] = false
    #expect(flags.members(.set).count == 1 && flags.members(.set).contains(position: 3))
    let all = IndexedRecords(repeating: true, count: 3)
    #expect(Array(all.members(.set)) == [0, 1, 2])
  }

  @Test("A live walk visits what the body adds further on and skips what it removes, like a loop that tests each position")
  func liveWalk() throws {
    let state = OracleState(try Self.caseWithRecognizers(8), recording: .all)
    state.recognizers[1].held = .ended
    state.recognizers[3].held = .ended
    state.recognizers[5].held = .ended
    var visited: [Int] = []
    for g in state.recognizers(in: .held) {
      visited.append(g)
      if g == 1 {
        state.recognizers[3].held = nil  // removed before the walk gets there: skipped
        state.recognizers[6].held = .ended  // added further on: visited
        state.recognizers[0].held = .ended  // added behind: not visited
      }
    }
    #expect(visited == [1, 5, 6])
  }

  /// A window with `count` tap recognizers and no stream.
  static func caseWithRecognizers(_ count: Int) throws -> TouchCase {
    let recognizers = (0..<count).map { #"{"id": "g\#($0)", "view": "w", "kind": "tap"}"# }.joined(separator: ", ")
    let text = #"{"format": 1, "scene": {"windows": ["w"], "views": [{"id": "w", "kind": "window", "frame": [0, 0, 10, 10]}], "recognizers": [\#(recognizers)]}, "stream": []}"#
    return try CaseFile.decode(text: text).touchCase
  }
}
