/// Writes a `JSONValue` as pretty, deterministic text; short arrays and objects of scalars stay on one line.
public enum JSONWriter {
  /// The text of a value, ending in a newline.
  public static func write(_ value: JSONValue) -> String {
    var out = ""
    write(value, indent: "", into: &out)
    out += "\n"
    return out
  }

  private static let inlineLimit = 100

  private static func write(_ value: JSONValue, indent: String, into out: inout String) {
    if let inline = inlineText(value), inline.count + indent.count <= inlineLimit {
      out += inline
      return
    }
    let inner = indent + "  "
    switch value {
    case .array(let elements):
      out += "[\n"
      for (i, element) in elements.enumerated() {
        out += inner
        write(element, indent: inner, into: &out)
        out += i + 1 < elements.count ? ",\n" : "\n"
      }
      out += indent + "]"
    case .object(let members):
      out += "{\n"
      for (i, member) in members.enumerated() {
        out += inner + quoted(member.key) + ": "
        write(member.value, indent: inner, into: &out)
        out += i + 1 < members.count ? ",\n" : "\n"
      }
      out += indent + "}"
    default:
      out += scalarText(value)
    }
  }

  /// The one-line text of a value made of scalars and scalar-only containers, or nil.
  private static func inlineText(_ value: JSONValue) -> String? {
    switch value {
    case .array(let elements):
      if elements.isEmpty { return "[]" }
      var parts: [String] = []
      for e in elements {
        if case .array = e { guard let t = inlineText(e), !t.contains("{") else { return nil }; parts.append(t); continue }
        if case .object = e { return nil }
        parts.append(scalarText(e))
      }
      return "[" + parts.joined(separator: ", ") + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      var parts: [String] = []
      for m in members {
        switch m.value {
        case .object: return nil
        case .array(let a) where a.contains(where: { if case .object = $0 { true } else { false } }): return nil
        default: break
        }
        guard let t = inlineText(m.value) else { return nil }
        parts.append(quoted(m.key) + ": " + t)
      }
      return "{" + parts.joined(separator: ", ") + "}"
    default:
      return scalarText(value)
    }
  }

  private static func scalarText(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number(let n): numberText(n)
    case .string(let s): quoted(s)
    default: ""
    }
  }

  /// A number as JSON: integral values without a fraction, others in Swift's shortest round-trip form.
  public static func numberText(_ n: Double) -> String {
    precondition(n.isFinite, "JSON cannot hold \(n)")
    if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return "\(n)"
  }

  /// A string as a JSON string literal.
  public static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
