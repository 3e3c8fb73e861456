import Foundation
import Testing
@testable import ExternalEngines
import TouchModel
import UIKitOracle

/// Bad compact requests and replies get an error naming the field and the problem, never a crash.
@Suite("The compact encoding: malformed requests and replies (issue 19)")
struct CompactErrorTests {
  /// A valid compact case: a window with a button and a view, one tap; `edit` changes its text before it is sent.
  static let valid = #"[[[1,0,0,0,100,100,1,[1,2]],[4,0,0,0,10,10,1,[]],[0,0,5,5,5,5,0.5,[],{"o":[1,1]}]],[0],[[0,0,[[0,0,5,5]]],[0.1,0,[[0,3,5,5]]]],"w b v","t1"]"#

  static func reply(to compactCase: String, record: String = "1") -> String {
    EngineServer(engine: ReferenceOracle()).reply(to: #"{"id":3,"c":"# + compactCase + #","r":"# + record + "}")
  }

  @Test("The valid example runs")
  func validExample() throws {
    let reply = try ExternalProtocolTests.parse(Self.reply(to: Self.valid))
    #expect(reply.objectMember("e") != nil, "\(reply)")
  }

  @Test("A malformed compact request is answered with an error naming the field", arguments: [
    ("5", "1", "case: expected an array of 5 to 7 elements [views, windows, stream, view IDs, touch names, profile, scene], found a number"),
    (#"[[],[],[],""]"#, "1", "case: expected an array of 5 to 7 elements"),
    (#"[5,[],[],"",""]"#, "1", "scene.views: expected an array, found a number"),
    (#"[[[1,0,0,0,1,1,1]],[0],[],"w",""]"#, "1", "scene.views[0]: expected an array of 8 to 9 elements"),
    (#"[[[99,0,0,0,1,1,1,[]]],[0],[],"w",""]"#, "1", "scene.views[0].kind: 99 is not a view kind code (0 to 11)"),
    (#"[[[1,6,0,0,1,1,1,[]]],[0],[],"w",""]"#, "1", "scene.views[0].flags: sets user interaction both off (2) and on (4)"),
    (#"[[[1,64,0,0,1,1,1,[]]],[0],[],"w",""]"#, "1", "scene.views[0].flags: 64 is not a set of view flags"),
    (#"[[[1,0,"0",0,1,1,1,[]]],[0],[],"w",""]"#, "1", "scene.views[0].frame[0]: expected a number, found a string"),
    (#"[[[1,0,0,0,1,1,2,[]]],[0],[],"w",""]"#, "1", "scene.views[0].alpha: 2 is outside 0…1"),
    (#"[[[1,0,0,0,1,1,1,[3]]],[0],[],"w",""]"#, "1", "scene.views[0].subviews[0]: 3 is not a view index (0 to 0)"),
    (#"[[[1,0,0,0,1,1,1,[],{"z":1}]],[0],[],"w",""]"#, "1", #"scene.views[0]: unknown member "z""#),
    (#"[[[1,0,0,0,1,1,1,[],{"o":[1]}]],[0],[],"w",""]"#, "1", "scene.views[0].boundsOrigin: expected an array of 2 elements [x, y], found 1 element"),
    (#"[[[1,0,0,0,1,1,1,[],{"h":[2,1]}]],[0],[],"w",""]"#, "1", "scene.views[0].hitArea: a hit area of kind 2 has 5 elements, found 2"),
    (#"[[[1,0,0,0,1,1,1,[],{"b":[0,0,0,0,0,0,7]}]],[0],[],"w",""]"#, "1", "scene.views[0].touches.press: 7 is not a handling code (0 to 2)"),
    (#"[[[1,0,0,0,1,1,1,[],{"r":0}]],[0],[],"w",""]"#, "1", "scene.views[0].rootViewController: 0 is not a view controller index (there are none)"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[],"w v",""]"#, "1", "scene.viewIDs: holds 2 view IDs, expected 1"),
    (#"[[[1,0,0,0,1,1,1,[]]],[1],[],"w",""]"#, "1", "scene.windows[0]: 1 is not a view index (0 to 0)"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[[0,7]],"w",""]"#, "1", "stream[0].kind: 7 is not an item kind (0 to 3)"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[[0,0]],"w",""]"#, "1", "stream[0]: an item of kind 0 has 3 elements, found 2"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[[0,0,[[1,0,1,1]]]],"w","t1"]"#, "1", "stream[0].touches[0].id: 1 is not a touch index (0 to 0)"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[[0,0,[[0,9,1,1]]]],"w","t1"]"#, "1", "stream[0].touches[0].phase: 9 is not a phase code (0 to 3)"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[[0,0,[[0,1,1,1]]]],"w","t1"]"#, "1", "stream"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[],"w","",{"alphaTreshold":1}]"#, "1", "alphaTreshold"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[],"w","",{},{"g":[["g",0,0,[2],0,[],[]]]}]"#, "1", "scene.recognizers[0].parameters: expected an array of 2 elements [taps, touches], found 1"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[],"w","",{},{"g":[["g",0,9,[],0,[],[]]]}]"#, "1", "scene.recognizers[0].kind: 9 is not a recognizer kind code (0 to 5)"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[],"w","",{},{"g":[["g",0,4,[],0,[1],[]]]}]"#, "1", "scene.recognizers[0].requiresFailureOf[0]: 1 is not a recognizer index (0 to 0)"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[],"w","",{},{"f":7}]"#, "1", "scene.firstResponder: 7 is not a responder number (0 to 2)"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[],"w","",{},{"c":[["vc",5,-1,-1]]}]"#, "1", "scene.viewControllers[0].view: 5 is not a view index (0 to 0)"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[],"w","",{},{"x":1}]"#, "1", #"scene: unknown member "x""#),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[],"w",""]"#, "1024", "r: expected the categories to record as bits (0 to 511), found 1024"),
    (#"[[[1,0,0,0,1,1,1,[]]],[0],[],"w",""]"#, "\"hitTest\"", "r: expected the categories to record as bits"),
  ])
  func badRequest(_ compactCase: String, _ record: String, _ problem: String) throws {
    let reply = try ExternalProtocolTests.parse(Self.reply(to: compactCase, record: record))
    guard case .string(let message) = reply.objectMember("error") else { Issue.record("no error for \(compactCase): \(reply)"); return }
    #expect(message.contains(problem), "\(message)")
  }

  @Test("Every leaf of a valid compact case replaced by a wrong value is an error or a valid case, never a crash")
  func everyLeafReplaced() throws {
    let valid = try ExternalProtocolTests.parse(Self.valid)
    let replacements: [JSONValue] = [.number(-1), .number(1e9), .number(0.5), .string("x"), .null, .array([]), .bool(true)]
    var errors = 0
    var accepted = 0
    for path in Self.leafPaths(valid) {
      for replacement in replacements {
        let edited = Self.replacing(valid, at: path[...], with: replacement)
        do {
          _ = try TouchCase.decodeCompact(edited)
          accepted += 1
        } catch {
          #expect(!error.path.isEmpty || error.problem.contains("expected"), "\(path): \(error)")
          errors += 1
        }
      }
    }
    #expect(errors > 200 && accepted > 10, "errors \(errors), accepted \(accepted)")
  }

  static func leafPaths(_ value: JSONValue) -> [[Int]] {
    switch value {
    case .array(let elements): return elements.indices.flatMap { i in leafPaths(elements[i]).map { [i] + $0 } }
    case .object(let members): return members.indices.flatMap { i in leafPaths(members[i].value).map { [i] + $0 } }
    default: return [[]]
    }
  }

  static func replacing(_ value: JSONValue, at path: ArraySlice<Int>, with replacement: JSONValue) -> JSONValue {
    guard let first = path.first else { return replacement }
    switch value {
    case .array(var elements):
      elements[first] = replacing(elements[first], at: path.dropFirst(), with: replacement)
      return .array(elements)
    case .object(var members):
      members[first].value = replacing(members[first].value, at: path.dropFirst(), with: replacement)
      return .object(members)
    default: return value
    }
  }
}
