import Testing
@testable import TouchCheck
import TouchModel

@Suite("TraceEdits: the changes one trace makes to another (issue 31)")
struct TraceEditsTests {
  static func event(_ frame: Int, _ view: Int?) -> TraceEvent { TraceEvent(frame: frame, .hitTest(touch: 1, view: view)) }

  @Test("A replaced line is one drop and one insert at its position; equal traces have none")
  func replaced() throws {
    let reference = [Self.event(0, 1), Self.event(1, 2), Self.event(2, 3)]
    var other = reference
    other[1] = Self.event(1, nil)
    let edits = try #require(TraceEdits(from: reference, to: other))
    #expect(Set(edits.edits) == [.drop(position: 1), .insert(position: 1, event: Self.event(1, nil))])
    #expect(try #require(TraceEdits(from: reference, to: reference)).edits.isEmpty)
    #expect(edits.frame(of: .drop(position: 1), in: reference) == 1)
    #expect(edits.shapes(in: reference) == ["- hitTest", "+ hitTest none"])
  }

  @Test("Containment counts repeats, and subtracting leaves what the other lacks")
  func containment() throws {
    let reference = [Self.event(0, 1)]
    let one = try #require(TraceEdits(from: reference, to: reference + [Self.event(1, 2)]))
    let two = try #require(TraceEdits(from: reference, to: reference + [Self.event(1, 2), Self.event(1, 2)]))
    #expect(one.isContained(in: two) && !two.isContained(in: one))
    #expect(two.subtracting(one) == [.insert(position: 1, event: Self.event(1, 2))])
  }

  @Test("Traces too long to align give nil, not a guess")
  func tooLong() {
    let long = (0..<2_000).map { Self.event($0, 1) }
    let other = (0..<2_000).map { Self.event($0, $0 == 0 || $0 == 1_999 ? 2 : 3) }
    #expect(TraceEdits(from: long, to: other) == nil)
  }
}
