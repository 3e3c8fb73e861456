import TouchModel
/// Parsed command-line arguments: positionals, `--name value` options (repeatable) and `--flag` switches.
struct Arguments {
  var positionals: [String] = []
  var options: [String: [String]] = [:]
  var flags: [String] = []

  /// Parses arguments against the options that take a value and the flags a command knows.
  init(_ raw: [String], valued: [String], flags knownFlags: [String]) throws(UsageError) {
    var i = 0
    while i < raw.count {
      let arg = raw[i]
      if arg == "--" {
        positionals += raw[(i + 1)...]
        break
      }
      if arg.hasPrefix("--") {
        var name = String(arg.dropFirst(2))
        var inline: String?
        if let eq = name.firstIndex(of: "=") {
          inline = String(name[name.index(after: eq)...])
          name = String(name[..<eq])
        }
        if valued.contains(name) {
          if let inline { options[name, default: []].append(inline) } else {
            guard i + 1 < raw.count else { throw UsageError("option --\(name) needs a value") }
            options[name, default: []].append(raw[i + 1])
            i += 1
          }
        } else if knownFlags.contains(name) {
          guard inline == nil else { throw UsageError("--\(name) is a switch and takes no value (found --\(name)=\(inline!))") }
          flags.append(name)
        } else {
          throw UsageError("unknown option --\(name)" + Suggestion.nearest(to: name, in: valued + knownFlags, prefix: "--"))
        }
      } else if arg.hasPrefix("-") && arg.count > 1 && Double(arg) == nil {
        throw UsageError("unknown option \(arg)")
      } else {
        positionals.append(arg)
      }
      i += 1
    }
  }

  func flag(_ name: String) -> Bool { flags.contains(name) }
  func last(_ name: String) -> String? { options[name]?.last }
  func all(_ name: String) -> [String] { options[name] ?? [] }

  /// A whole-number option of at least `minimum`, with a clear error.
  func int(_ name: String, atLeast minimum: Int = 0) throws(UsageError) -> Int? {
    guard let text = last(name) else { return nil }
    guard let n = Int(text) else { throw UsageError("--\(name) expects a whole number, found \"\(text)\"") }
    guard n >= minimum else { throw UsageError("--\(name) must be at least \(minimum), found \(n)") }
    return n
  }

  /// A number of seconds: finite, positive, and at most `maximum`.
  func seconds(_ name: String, maximum: Double = 1e9) throws(UsageError) -> Double? {
    guard let text = last(name) else { return nil }
    guard let s = Double(text), s.isFinite else { throw UsageError("--\(name) expects a number of seconds, found \"\(text)\"") }
    guard s > 0 else { throw UsageError("--\(name) must be more than 0 seconds, found \(text)") }
    guard s <= maximum else { throw UsageError("--\(name) must be at most \(Int(maximum)) seconds (about 31 years), found \(text)") }
    return s
  }
}

/// A mistake in how a command was called; printed with a pointer to the help.
struct UsageError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
