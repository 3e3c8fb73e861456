import TouchCheck
import TouchModel

/// Writes a `JSONValue` on one line without spaces, so a deeply nested mutation does not grow with its indentation.
enum CompactJSON {
  /// The text of a value.
  static func text(_ value: JSONValue) -> String {
    var out = ""
    write(value, into: &out)
    return out
  }

  private static func write(_ value: JSONValue, into out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += JSONWriter.numberText(n)
    case .string(let s): out += JSONWriter.quoted(s)
    case .array(let elements):
      out += "["
      for (i, e) in elements.enumerated() {
        if i > 0 { out += "," }
        write(e, into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, m) in members.enumerated() {
        if i > 0 { out += "," }
        out += JSONWriter.quoted(m.key) + ":"
        write(m.value, into: &out)
      }
      out += "}"
    }
  }
}
