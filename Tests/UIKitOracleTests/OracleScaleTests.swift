import Testing
import TouchModel
import UIKitOracle

/// Cases at the limits that bound the oracle's work (`CaseLimits`); how long they take is measured by
/// `touchcheck bench oracle`, not here.
@Suite("The oracle at the case limits")
struct OracleScaleTests {
  /// A window with the given recognizers (JSON objects on view "w") and stream items.
  static func file(recognizers: [String], stream: [String]) throws -> CaseFile {
    try CaseFile.decode(text: """
      {"format": 1, "scene": {"windows": ["w"], "views": [{"id": "w", "kind": "window", "frame": [0, 0, 320, 480]}],
       "recognizers": [\(recognizers.joined(separator: ",\n"))]},
       "stream": [\(stream.joined(separator: ",\n"))]}
      """)
  }

  static let tap = [
    #"{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}]}"#,
    #"{"time": 0.05, "touches": [{"id": "t1", "phase": "ended", "at": [10, 10]}]}"#,
    #"{"time": 1, "idle": true}"#,
  ]

  /// The oracle's trace lines for a case.
  static func lines(_ file: CaseFile) -> [String] {
    TraceText(file.touchCase).lines(ReferenceOracle().run(file.touchCase, recording: .all).trace)
  }

  @Test("A chain of failure requirements at the limit settles on a 384 KiB thread: the last recognizes, the rest fail")
  func chain() throws {
    let n = CaseLimits.failureRequirers
    let recognizers = (0...n).map { g in #"{"id": "g\#(g)", "view": "w", "kind": "tap""# + (g < n ? #", "requiresFailureOf": ["g\#(g + 1)"]}"# : "}") }
    let file = try Self.file(recognizers: recognizers, stream: Self.tap)
    let lines = onThread(stackSize: 384 * 1_024) { Self.lines(file) }
    #expect(lines.contains("@1 state g\(n) ended"))
    #expect(lines.filter { $0.hasSuffix(" failed") }.count == n)
    #expect(lines.filter { $0.hasPrefix("@1 reset ") }.count == n + 1)
  }

  @Test("Recognizers at the limit waiting for one double tap proceed one by one on a 384 KiB thread when it fails")
  func star() throws {
    let n = CaseLimits.failureRequirers
    let recognizers = [#"{"id": "x", "view": "w", "kind": "tap", "taps": 2}"#]
      + (0..<n).map { #"{"id": "g\#($0)", "view": "w", "kind": "tap", "requiresFailureOf": ["x"]}"# }
    let file = try Self.file(recognizers: recognizers, stream: Self.tap)
    let lines = onThread(stackSize: 384 * 1_024) { Self.lines(file) }
    #expect(lines.contains("@2 state x failed"))
    #expect(lines.contains("@2 state g0 ended"))
    #expect(lines.filter { $0.hasSuffix(" failed") }.count == n)
  }

  @Test("The most recognizers on one view all see one tap: the first recognizes and blocks every other")
  func recognizers() throws {
    let n = CaseLimits.recognizers
    let file = try Self.file(recognizers: (0..<n).map { #"{"id": "g\#($0)", "view": "w", "kind": "tap"}"# }, stream: Self.tap)
    let lines = Self.lines(file)
    #expect(lines.filter { $0.hasPrefix("@0 recognizerTouchesBegan ") }.count == n)
    #expect(lines.contains("@1 state g0 ended"))
    #expect(lines.filter { $0.hasSuffix(" failed") }.count == n - 1)
  }

  @Test("The most fingers land one per frame and never lift: past the device's limit every later finger is ignored")
  func staggeredFingers() throws {
    let n = CaseLimits.fingers
    let frames = (0..<n).map { #"{"time": \#(Double($0) / 1000), "touches": [{"id": "t\#($0)", "phase": "began", "at": [\#($0 % 320), 10]}]}"# }
    let file = try Self.file(recognizers: [], stream: frames)
    let lines = Self.lines(file)
    let hitTests = lines.filter { $0.contains(" hitTest ") }.count
    let limit = Int(file.touchCase.profile.maximumSimultaneousTouches)
    // The first finger past the limit cancels every touch (DEL-009); all are ignored until they lift (DEL-012), so each
    // later finger lands past the limit too.
    #expect(hitTests == limit)
    #expect(lines.last { $0.contains(" hitTest ") }?.hasPrefix("@\(limit - 1) ") == true)
    #expect(lines.contains { $0.hasPrefix("@\(limit) touchesCancelled ") })
  }
}
