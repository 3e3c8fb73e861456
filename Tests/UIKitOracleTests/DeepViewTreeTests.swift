import Dispatch
import Foundation
import Testing
import TouchModel
import UIKitOracle

/// The hit test is recursive, as UIKit's documented `hitTest(_:with:)` is; `CaseLimits.viewDepth` is what keeps it safe.
@Suite("A view tree at the depth limit")
struct DeepViewTreeTests {
  /// A window with a chain of views below it, `depth` levels in all, each covering the screen; a tap at (10, 10).
  static func chain(depth: Int) -> String {
    var views = [#"{"id": "v1", "kind": "window", "frame": [0, 0, 320, 480], "subviews": ["v2"]}"#]
    for level in 2...depth {
      let subviews = level < depth ? #", "subviews": ["v\#(level + 1)"]"# : ""
      views.append(#"{"id": "v\#(level)", "frame": [0, 0, 320, 480]\#(subviews)}"#)
    }
    return """
      {"format": 1, "scene": {"windows": ["v1"], "views": [\(views.joined(separator: ",\n"))]},
       "stream": [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}]},
                  {"time": 0.1, "touches": [{"id": "t1", "phase": "ended", "at": [10, 10]}]}]}
      """
  }

  /// The oracle's hit-test and visit lines for a case.
  static func hitLines(_ file: CaseFile) -> [String] {
    let run = ReferenceOracle().run(file.touchCase, recording: [.hitTest, .visits])
    return TraceText(file.touchCase).lines(run.trace)
  }

  @Test("A tree exactly at the limit decodes, and one level more is rejected naming the view")
  func limit() throws {
    #expect(throws: Never.self) { try CaseFile.decode(text: Self.chain(depth: CaseLimits.viewDepth)) }
    let deeper = CaseLimits.viewDepth + 1
    #expect(throws: CaseError("scene.views[\(deeper - 1)]", "view \"v\(deeper)\" is \(deeper) levels deep; the view tree may be at most \(CaseLimits.viewDepth) levels deep")) {
      try CaseFile.decode(text: Self.chain(depth: deeper))
    }
  }

  @Test("The literal recursive hit test runs a tree at the limit on a 384 KiB thread (three quarters of a macOS Dispatch worker's stack)")
  func smallStack() throws {
    let file = try CaseFile.decode(text: Self.chain(depth: CaseLimits.viewDepth))
    let lines = onThread(stackSize: 384 * 1_024) { Self.hitLines(file) }
    #expect(lines.count == CaseLimits.viewDepth + 1)
    #expect(lines.last == "@0 hitTest t1 v\(CaseLimits.viewDepth)")
  }

  @Test("The literal recursive hit test runs a tree at the limit on a Dispatch worker thread")
  func dispatchWorker() throws {
    let file = try CaseFile.decode(text: Self.chain(depth: CaseLimits.viewDepth))
    let box = ResultBox<[String]>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      box.value = Self.hitLines(file)
      done.signal()
    }
    done.wait()
    #expect(box.value?.last == "@0 hitTest t1 v\(CaseLimits.viewDepth)")
  }
}

/// A result handed from another thread; the semaphore that follows each write orders it before the read.
final class ResultBox<Value>: @unchecked Sendable {
  var value: Value?
}

/// Runs `body` on a new thread with the given stack size and waits for its result.
func onThread<Value>(stackSize: Int, _ body: @escaping @Sendable () -> Value) -> Value {
  let box = ResultBox<Value>()
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    box.value = body()
    done.signal()
  }
  thread.stackSize = stackSize
  thread.start()
  done.wait()
  return box.value!
}
