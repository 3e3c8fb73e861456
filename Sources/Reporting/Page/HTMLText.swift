import TouchCheck
import TouchModel

/// Text made safe for an HTML page, in element content and in quoted attribute values alike.
package enum HTMLText {
  /// `&`, `<`, `>`, `"` and `'` as character references; control characters other than tab and line feed, and
  /// noncharacters, as U+FFFD (a document must not hold them); other invisible characters as `\u{…}`. Whatever an engine names a view or writes in a trace
  /// line, it shows as text: it can open no element, close none, and end no attribute.
  package static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      case "\r": out += "\n"
      default:
        let v = scalar.value
        let bad = v < 0x20 || (v >= 0x7F && v <= 0x9F) || (v >= 0xFDD0 && v <= 0xFDEF) || v & 0xFFFE == 0xFFFE
        if bad {
          out += "\u{FFFD}"
        } else if Quoted.isUnprintable(scalar) {
          // Bidi overrides, zero-width and other invisible characters shown by their code, so none reorders or hides text.
          out += Quoted.code(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// A whole number with thousands separated by commas (`10,000`).
  package static func count(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }

  /// Seconds for people: `0.42 s`, `12.3 s`, `2 min 5 s`.
  package static func seconds(_ s: Double) -> String {
    if s < 10 { return String(format: "%.2f s", s) }
    if s < 120 { return String(format: "%.1f s", s) }
    let whole = Int(s.rounded())
    return whole < 7200 ? "\(whole / 60) min \(whole % 60) s" : "\(whole / 3600) h \(whole % 3600 / 60) min"
  }
}
