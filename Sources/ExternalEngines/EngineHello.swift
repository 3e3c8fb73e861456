import TouchModel

/// The engine protocol's versions and the handshake: TouchCheck's greeting and the engine's answer.
///
/// TouchCheck greets with `{"touchcheck": N, "encodings": [NAME…]}`, N the newest protocol version it speaks and the
/// case encodings it can send; the engine answers with the version it speaks (at most N), its name, its capabilities by
/// name and optionally its profile, window and encoding. Both sides ignore members they do not know, so later versions
/// add optional members and old engines keep working.
package enum EngineProtocol {
  /// The newest protocol version this TouchCheck speaks.
  package static let version = 1
  /// Every version this TouchCheck speaks.
  package static let supportedVersions = 1...1
  /// The largest window TouchCheck uses: a larger one an engine declares is taken as this.
  package static let maxWindow = 64

  /// TouchCheck's greeting, one line without its newline.
  package static var greeting: String {
    JSONLine.text(.object([
      JSONMember("touchcheck", .number(Double(version))), JSONMember("encodings", .array(CaseEncoding.allCases.map { .string($0.rawValue) })),
    ]))
  }
}

/// The engine's answer to the greeting: who it is and what it implements.
package struct EngineHello: Hashable, Sendable {
  /// The protocol version the engine speaks.
  package var protocolVersion: Int
  /// The engine's own name, such as `python-example`.
  package var name: String
  /// A one-line description.
  package var summary: String
  /// What the engine implements.
  package var capabilities: Capabilities
  /// The engine's own profile, if it declares one (overrides of the default, as in case files).
  package var profile: Profile?
  /// The catalogued deviations the engine keeps on purpose, by name (optional member `deviations`).
  package var deviations: [String] = []
  /// How many requests the engine takes before TouchCheck reads the first reply (optional member `window`; 1 when absent).
  package var window = 1
  /// How the engine wants its cases (optional member `encoding`; case files when absent).
  package var encoding = CaseEncoding.caseFile

  /// Creates an answer.
  package init(protocolVersion: Int = EngineProtocol.version, name: String, summary: String = "", capabilities: Capabilities, profile: Profile? = nil) {
    self.protocolVersion = protocolVersion
    self.name = name
    self.summary = summary
    self.capabilities = capabilities
    self.profile = profile
  }

  /// The answer as one JSON line without its newline.
  package var line: String {
    var members = [
      JSONMember("protocol", .number(Double(protocolVersion))), JSONMember("name", .string(name)),
      JSONMember("summary", .string(summary)), JSONMember("capabilities", .array(capabilities.names.map { .string($0) })),
    ]
    if let profile { members.append(JSONMember("profile", .object(profile.overrides))) }
    if !deviations.isEmpty { members.append(JSONMember("deviations", .array(deviations.map { .string($0) }))) }
    if window > 1 { members.append(JSONMember("window", .number(Double(window)))) }
    if encoding != .caseFile { members.append(JSONMember("encoding", .string(encoding.rawValue))) }
    return JSONLine.text(.object(members))
  }

  /// Reads an engine's answer; the error names the member and the problem.
  package static func decode(_ value: JSONValue) throws(HelloError) -> EngineHello {
    guard case .object = value else { throw HelloError("is \(value.typeName), not an object") }
    guard let version = value.member("protocol")?.intValue else { throw HelloError("\"protocol\" is missing or not a whole number") }
    guard EngineProtocol.supportedVersions.contains(version) else {
      throw HelloError("protocol version \(version) is not supported (this TouchCheck speaks \(EngineProtocol.supportedVersions.map(String.init).joined(separator: ", ")))")
    }
    guard let name = value.member("name")?.stringValue, !name.isEmpty, name.count <= 100, !name.unicodeScalars.contains(where: Quoted.isUnprintable) else {
      throw HelloError("\"name\" is missing or not a name (1 to 100 printable characters)")
    }
    guard let names = value.member("capabilities")?.stringsValue else { throw HelloError("\"capabilities\" is missing or not a list of names") }
    var capabilities: Capabilities = []
    for claimed in names {
      guard let capability = Capabilities(name: claimed) else {
        throw HelloError("unknown capability \(Quoted(claimed)) (known: \(Capabilities.named.map(\.0).joined(separator: ", ")))")
      }
      capabilities.formUnion(capability)
    }
    guard !capabilities.isEmpty else { throw HelloError("\"capabilities\" is empty; claim at least hitTesting") }
    var profile: Profile?
    if let overrides = value.member("profile") {
      var declared = Profile()
      do { try declared.apply(overrides) } catch { throw HelloError("\(error)") }
      profile = declared
    }
    let summary = value.member("summary")?.stringValue ?? ""
    var hello = EngineHello(protocolVersion: version, name: name, summary: Quoted.printableLine(summary), capabilities: capabilities, profile: profile)
    if let deviations = value.member("deviations") {
      guard let names = deviations.stringsValue, names.allSatisfy({ !$0.isEmpty && $0.count <= 100 && !$0.unicodeScalars.contains(where: Quoted.isUnprintable) }) else {
        throw HelloError("\"deviations\" is not a list of deviation names")
      }
      hello.deviations = names
    }
    if let window = value.member("window") {
      guard let count = window.intValue, count >= 1 else { throw HelloError("\"window\" is not a whole number of at least 1") }
      hello.window = min(count, EngineProtocol.maxWindow)
    }
    if let encoding = value.member("encoding") {
      guard let name = encoding.stringValue, let known = CaseEncoding(rawValue: name) else {
        let known = CaseEncoding.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        throw HelloError("\"encoding\" is \(JSONLine.text(encoding).prefix(60)), not one of the encodings TouchCheck offered (\(known))")
      }
      hello.encoding = known
    }
    return hello
  }

  /// A handshake answer that cannot be used.
  package struct HelloError: Error, CustomStringConvertible, Sendable {
    /// The problem.
    package var description: String
    init(_ description: String) { self.description = description }
  }
}

extension Quoted {
  /// Text shown on one line: unprintable characters escaped, at most 200 characters.
  static func printableLine(_ text: String) -> String {
    // Printable ASCII (rule names, most messages) is shown as it is.
    if text.utf8.count <= 200 && text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    let cut = String(text.prefix(200))
    return EngineFault.printable(cut).split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\u{A}")
  }
}
