extension Profile {
  /// Applies the overrides in a `profile` object to this profile, rejecting unknown names.
  public mutating func apply(_ value: JSONValue, path: String = "profile") throws(CaseError) {
    // Most cases override nothing: an empty object changes no value.
    if case .object(let members) = value, members.isEmpty { return try validate(path: path) }
    var r = try JSONObjectReader(value, path: path)
    for (name, keyPath) in Profile.doubles { self[keyPath: keyPath] = try r.double(name, default: self[keyPath: keyPath]) }
    for (name, keyPath) in Profile.flags { self[keyPath: keyPath] = try r.bool(name, default: self[keyPath: keyPath]) }
    try r.finish()
    try validate(path: path)
  }

  /// Applies one `name=value` override, as given on the command line.
  public mutating func apply(assignment: String) throws(CaseError) {
    let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { throw CaseError("--profile", "expected NAME=VALUE, found \(Quoted(assignment))") }
    let value: JSONValue
    if let d = Double(parts[1]) { value = .number(d) } else if parts[1] == "true" || parts[1] == "false" {
      value = .bool(parts[1] == "true")
    } else {
      let name = JSONObjectReader.isPlainKey(parts[0]) ? parts[0] : Quoted(parts[0]).description
      throw CaseError("--profile \(name)", "expected a number, true or false, found \(Quoted(parts[1]))")
    }
    try apply(.object([JSONMember(parts[0], value)]), path: "--profile")
  }

  /// The members that differ from the default profile, in the fixed order.
  public var overrides: [JSONMember] {
    var members: [JSONMember] = []
    if self == Profile.default { return members }
    for (name, keyPath) in Profile.doubles where self[keyPath: keyPath] != Profile.default[keyPath: keyPath] {
      members.append(JSONMember(name, .number(self[keyPath: keyPath])))
    }
    for (name, keyPath) in Profile.flags where self[keyPath: keyPath] != Profile.default[keyPath: keyPath] {
      members.append(JSONMember(name, .bool(self[keyPath: keyPath])))
    }
    return members
  }
}
