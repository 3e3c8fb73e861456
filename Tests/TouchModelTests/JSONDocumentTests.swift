import Testing
import TouchModel

/// The flat form of a parsed text holds the same value as the tree, and its nodes read it without one.
@Suite("JSON documents: the flat form of a parse")
struct JSONDocumentTests {
  static let texts = [
    "null", "true", "-0.5", #""é\n""#, "[]", "{}", "[[],[[]],{}]", #"{"a":{"b":[1,{"c":null}]},"d":"x","e":[true,false]}"#,
    #"[{"id":1,"c":[[[1,0,0,0,320,480,1,[1],{"r":0}]],[0],"w v"],"r":381}]"#,
  ]

  @Test("A document holds the tree its text parses to, and a tree's document holds the tree", arguments: texts)
  func sameValue(_ text: String) throws {
    let tree = try JSONParser.parse(text)
    #expect(try JSONParser.document(bytes: Array(text.utf8)).value == tree)
    #expect(JSONDocument(tree).value == tree)
  }

  @Test("Nodes read members, elements, numbers and strings in place")
  func nodes() throws {
    let document = try JSONParser.document(bytes: Array(#"{"id":7,"list":[1.5,"two",null,false],"id2":{}}"#.utf8))
    document.withRoot { root in
      #expect(root.isObject && root.members?.count == 3)
      #expect(root.member("id")?.int == 7 && root.member("missing") == nil)
      let list = root.member("list")?.elements
      #expect(list?.count == 4)
      #expect(list?[0].number == 1.5 && list?[0].int == nil && list?[1].string == "two")
      #expect(list?[2].isNull == true && list?[3].bool == false && list?[3].typeName == "a boolean")
      #expect(root.member("id2")?.members?.isEmpty == true && root.member("id2")?.elements == nil)
    }
  }

  @Test("A syntax error in a document names its place as the tree's parse does")
  func errors() {
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.document(bytes: Array(#"{"a":1,"a":2}"#.utf8)) }
    let tree = Result { try JSONParser.parse(#"[1, {"a": tru}]"#) }
    let flat = Result { try JSONParser.document(bytes: Array(#"[1, {"a": tru}]"#.utf8)) }
    #expect("\(tree)".contains("line 1, column 14") && "\(flat)" == "\(tree)", "\(tree) \(flat)")
  }
}
