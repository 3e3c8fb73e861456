/// Reads the members of one JSON object with typed accessors, naming the field path in every error and rejecting unknown keys.
public struct JSONObjectReader {
  /// The path of the object.
  public let path: String
  /// The members; each key the decoder asks for is found by a scan, so a reader costs (known fields) × (members), linear
  /// in the object and cheaper than hashing even for an object of a million keys (which `finish()` then rejects).
  private let members: [JSONMember]
  /// The keys asked for so far, in order, repeats included (`knownFields` drops them): only an error needs them.
  private var read: [String] = []
  /// Which members were read: bits for the first 64, flags beyond (only for large objects).
  private var readBits: UInt64 = 0
  private var readFlags: [Bool] = []

  /// Creates a reader; fails unless the value is an object.
  public init(_ value: JSONValue, path: String) throws(CaseError) {
    guard case .object(let members) = value else { throw CaseError(path, "expected an object, found \(value.typeName)") }
    self.members = members
    self.path = path
    read.reserveCapacity(24)
  }

  private func memberIndex(_ key: String) -> Int? { members.firstIndex { $0.key == key } }

  private mutating func markRead(_ i: Int) {
    if i < 64 { readBits |= 1 << UInt64(i); return }
    if readFlags.isEmpty { readFlags = Array(copies: false, count: members.count) }
    readFlags[i] = true
  }

  private func wasRead(_ i: Int) -> Bool { i < 64 ? readBits & (1 << UInt64(i)) != 0 : !readFlags.isEmpty && readFlags[i] }

  /// The path of a member.
  public func path(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

  /// The raw value of a member, if present (and not null); marks it read.
  public mutating func value(_ key: String) -> JSONValue? {
    read.append(key)
    guard let i = memberIndex(key) else { return nil }
    markRead(i)
    let member = members[i]
    if case .null = member.value { return nil }
    return member.value
  }

  /// Whether a member is present.
  public func has(_ key: String) -> Bool { memberIndex(key) != nil }

  /// A required member.
  public mutating func required(_ key: String) throws(CaseError) -> JSONValue {
    guard let v = value(key) else { throw CaseError(path(key), "is missing") }
    return v
  }

  /// A finite number, or the default when absent.
  public mutating func double(_ key: String, default fallback: Double) throws(CaseError) -> Double {
    guard let v = value(key) else { return fallback }
    return try JSONObjectReader.double(v, path: self.path(key))
  }

  /// A whole number, or the default when absent.
  public mutating func int(_ key: String, default fallback: Int) throws(CaseError) -> Int {
    guard let v = value(key) else { return fallback }
    let d = try JSONObjectReader.double(v, path: self.path(key))
    guard d == d.rounded(), abs(d) < 1e9 else { throw CaseError(path(key), "expected a whole number, found \(d)") }
    return Int(d)
  }

  /// A boolean, or the default when absent.
  public mutating func bool(_ key: String, default fallback: Bool) throws(CaseError) -> Bool {
    guard let v = value(key) else { return fallback }
    guard case .bool(let b) = v else { throw CaseError(path(key), "expected true or false, found \(v.typeName)") }
    return b
  }

  /// A boolean, or nil when absent.
  public mutating func optionalBool(_ key: String) throws(CaseError) -> Bool? {
    guard value(key) != nil else { return nil }
    return try bool(key, default: false)
  }

  /// A string, or nil when absent.
  public mutating func string(_ key: String) throws(CaseError) -> String? {
    guard let v = value(key) else { return nil }
    guard case .string(let s) = v else { throw CaseError(path(key), "expected a string, found \(v.typeName)") }
    return s
  }

  /// A string naming a case of an enumeration, or the default when absent.
  public mutating func choice<E: RawRepresentable & CaseIterable>(_ key: String, default fallback: E) throws(CaseError) -> E
  where E.RawValue == String {
    guard let s = try string(key) else { return fallback }
    return try JSONObjectReader.choice(s, path: self.path(key), E.self)
  }

  /// An array, or an empty array when absent.
  public mutating func array(_ key: String) throws(CaseError) -> [JSONValue] {
    guard let v = value(key) else { return [] }
    guard case .array(let a) = v else { throw CaseError(path(key), "expected an array, found \(v.typeName)") }
    return a
  }

  /// An array of strings, or an empty array when absent.
  public mutating func strings(_ key: String) throws(CaseError) -> [String] {
    var result: [String] = []
    for (i, v) in try array(key).enumerated() {
      guard case .string(let s) = v else { throw CaseError(path(key) + "[\(i)]", "expected a string, found \(v.typeName)") }
      result.append(s)
    }
    return result
  }

  /// Fails if the object has a member that was never read, naming it and the known keys.
  public func finish() throws(CaseError) {
    guard let u = members.indices.first(where: { !wasRead($0) }) else { return }
    let unknown = members[u]
    var known: [String] = []
    for key in read where !known.contains(key) { known.append(key) }
    // Short lists are shown whole; a long one (the profile's, a view's) gives the nearest name, if one is close.
    let list = known.joined(separator: ", ")
    let nearest = Suggestion.nearest(to: unknown.key, in: known).dropFirst(2).dropLast()
    let fields = list.count <= 200 ? "(known fields: \(list))" : "(\(nearest.isEmpty ? "" : nearest + "; ")one of \(known.count) known fields)"
    if JSONObjectReader.isPlainKey(unknown.key) { throw CaseError(path(unknown.key), "unknown field " + fields) }
    // A shorter cut than usual: the list of known fields already makes this message long.
    throw CaseError(path, "unknown field \(Quoted(unknown.key, limit: 30)) " + fields)
  }

  /// Whether a key can be shown bare in a field path: 1 to 60 ASCII letters, digits and underscores.
  static func isPlainKey(_ key: String) -> Bool {
    !key.isEmpty && key.utf8.count <= 60
      && key.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x5F }
  }

  /// A finite number.
  public static func double(_ v: JSONValue, path: @autoclosure () -> String) throws(CaseError) -> Double {
    guard case .number(let d) = v else { throw CaseError(path(), "expected a number, found \(v.typeName)") }
    guard d.isFinite else { throw CaseError(path(), "must be finite, found \(d)") }
    return d
  }

  /// An array of exactly `count` finite numbers.
  public static func numbers(_ v: JSONValue, count: Int, path: @autoclosure () -> String, shape: String) throws(CaseError) -> [Double] {
    guard case .array(let a) = v, a.count == count else { throw CaseError(path(), "expected \(shape)") }
    var result: [Double] = []
    result.reserveCapacity(count)
    for (i, e) in a.enumerated() { result.append(try double(e, path: path() + "[\(i)]")) }
    return result
  }

  /// The case of an enumeration named by a string.
  public static func choice<E: RawRepresentable & CaseIterable>(_ s: String, path: @autoclosure () -> String, _: E.Type) throws(CaseError) -> E
  where E.RawValue == String {
    guard let e = E(rawValue: s) else {
      throw CaseError(path(), "unknown value \(Quoted(s)) (expected one of: \(E.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
    return e
  }
}
