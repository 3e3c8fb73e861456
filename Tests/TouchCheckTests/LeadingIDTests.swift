import Testing
@testable import ExternalEngines

@Suite("A reply's leading id is read without parsing the line")
struct LeadingIDTests {
  @Test("The id first, with or without spaces, is read; anything else is nil, as a full parse would not read it first")
  func leadingID() {
    let read = { (text: String) in JSONLine.leadingID(Array(text.utf8)) }
    #expect(read(#"{"id":12,"trace":[]}"#) == 12)
    #expect(read(#" { "id" : 7 , "trace": []}"#) == 7)
    #expect(read(#"{"id":0}"#) == 0)
    #expect(read(#"{"id":012,"trace":[]}"#) == nil)
    #expect(read(#"{"trace":[],"id":3}"#) == nil)
    #expect(read(#"{"id":"3"}"#) == nil)
    #expect(read(#"{"id":3.5}"#) == nil)
    #expect(read(#"{"id":-3}"#) == nil)
    #expect(read("not json") == nil)
  }
}
