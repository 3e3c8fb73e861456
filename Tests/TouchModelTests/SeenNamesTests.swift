import Testing
import TouchModel

/// Validation keeps the names it has seen in a list up to 16 and in a table past that; both must find the same first repeat.
@Suite("Names seen by validation")
struct SeenNamesTests {
  /// A window with `ids.count - 1` subviews named by `ids` (the window is `ids[0]`).
  func scene(_ ids: [String]) -> Scene {
    var views = [View(id: ids[0], kind: .window, frame: Rect(x: 0, y: 0, width: 100, height: 100))]
    views[0].subviews = Array(1..<ids.count)
    for id in ids.dropFirst() { views.append(View(id: id, kind: .view, frame: Rect(x: 0, y: 0, width: 10, height: 10))) }
    return Scene(views: views, windows: [0])
  }

  @Test("Distinct identifiers pass at every size", arguments: [1, 2, 15, 16, 17, 18, 40, 300])
  func distinct(count: Int) throws {
    try scene((0..<count).map { "v\($0)" }).validate()
  }

  @Test("The first repeated identifier is named with its earlier owner, below, at and past 16 names", arguments: [
    (3, 2, 1), (16, 15, 4), (17, 16, 3), (20, 19, 18), (20, 17, 5), (300, 299, 250),
  ])
  func repeated(count: Int, at position: Int, copying earlier: Int) {
    var ids = (0..<count).map { "v\($0)" }
    ids[position] = ids[earlier]
    #expect(throws: CaseError("scene.views[\(position)].id", "duplicate identifier \"v\(earlier)\" (also scene.views[\(earlier)])")) {
      try scene(ids).validate()
    }
  }

  @Test("A reserved name is rejected wherever it comes", arguments: [2, 17, 40])
  func reserved(count: Int) {
    var ids = (0..<count).map { "v\($0)" }
    ids[count - 1] = Scene.applicationName
    #expect(throws: CaseError("scene.views[\(count - 1)].id", "identifier \"application\" is reserved")) { try scene(ids).validate() }
  }

  @Test("A repeated touch name is found past 16 fingers", arguments: [(5, 4, 0), (20, 19, 2), (20, 16, 15), (64, 40, 39)])
  func touchNames(count: Int, at position: Int, copying earlier: Int) throws {
    var names = (0..<count).map { "t\($0)" }
    try TouchStream(touchNames: names).validate()
    names[position] = names[earlier]
    #expect(throws: CaseError("stream", "duplicate touch name \"t\(earlier)\"")) { try TouchStream(touchNames: names).validate() }
  }

  @Test("Names outside ASCII follow the same rule as ASCII ones", arguments: [
    ("caf\u{E9}", true), ("\u{1F600}", true), ("a\u{200B}b", false), ("a\u{A0}b", false), ("a b", false), ("a\tb", false),
    ("a,b", false), ("a]", false), ("[a", false), ("a\u{7F}", false), ("~!@#$%^&*()", true), ("", false),
  ])
  func nameRule(name: String, valid: Bool) {
    let result = Result { try TouchStream(touchNames: [name]).validate() }
    #expect(((try? result.get()) != nil) == valid)
  }

  @Test("Names whose length and first and last bytes agree are still told apart, below and past 16 names", arguments: [4, 20])
  func sameKey(count: Int) throws {
    // v12, v22, …: the same length, first and last byte as one another.
    try scene((0..<count).map { "v\($0 % 10)\($0 / 10)2" }).validate()
  }

  @Test(
    "Canonically equivalent names are one name, though their bytes differ, below and past 16 names",
    arguments: [("K", "\u{212A}"), ("caf\u{E9}", "cafe\u{301}"), ("\u{212A}", "K")], [3, 20])
  func canonicalRepeat(names: (String, String), count: Int) {
    var ids = (0..<count).map { "v\($0)" }
    ids[1] = names.0
    ids[count - 1] = names.1
    #expect(throws: CaseError("scene.views[\(count - 1)].id", "duplicate identifier \(Quoted(names.1)) (also scene.views[1])")) {
      try scene(ids).validate()
    }
  }
}
