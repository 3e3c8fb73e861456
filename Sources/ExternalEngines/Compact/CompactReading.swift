import TouchModel

/// Typed reads of compact values; every error names the field's path (as a case file would name it) and the problem.
enum CompactRead {
  /// An array of `count` elements (a range when trailing ones are optional); `shape` names them for the message.
  static func array(_ value: JSONNode, _ path: @autoclosure () -> String, count: ClosedRange<Int>? = nil, shape: String = "") throws(CaseError) -> JSONNode.Elements {
    guard let elements = value.elements else { throw CaseError(path(), "expected an array\(shapeText(count, shape)), found \(value.typeName)") }
    if let count, !count.contains(elements.count) {
      throw CaseError(path(), "expected an array\(shapeText(count, shape)), found \(elements.count) element\(elements.count == 1 ? "" : "s")")
    }
    return elements
  }

  private static func shapeText(_ count: ClosedRange<Int>?, _ shape: String) -> String {
    guard let count else { return "" }
    let size = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
    return " of \(size) elements" + (shape.isEmpty ? "" : " [\(shape)]")
  }

  /// A finite number.
  static func number(_ value: JSONNode, _ path: @autoclosure () -> String) throws(CaseError) -> Double {
    guard let n = value.number else { throw CaseError(path(), "expected a number, found \(value.typeName)") }
    return n
  }

  /// A whole number in a range, `what` naming what it counts (`a view index`).
  static func int(_ value: JSONNode, _ path: @autoclosure () -> String, _ range: Range<Int>, _ what: String) throws(CaseError) -> Int {
    guard let n = value.number, n == n.rounded(), abs(n) < 1e15 else {
      throw CaseError(path(), "expected \(what) (a whole number), found \(describe(value))")
    }
    guard range.contains(Int(n)) else {
      let allowed = range.isEmpty ? "there are none" : "\(range.lowerBound) to \(range.upperBound - 1)"
      throw CaseError(path(), "\(Int(n)) is not \(what) (\(allowed))")
    }
    return Int(n)
  }

  /// A code from a list: its index in it.
  static func code<T>(_ value: JSONNode, _ path: @autoclosure () -> String, _ list: [T], _ what: String) throws(CaseError) -> T {
    list[try int(value, path(), list.indices, what)]
  }

  /// An index or -1 for none.
  static func optionalIndex(_ value: JSONNode, _ path: @autoclosure () -> String, below count: Int, _ what: String) throws(CaseError) -> Int? {
    let n = try int(value, path(), -1..<count, what + " or -1")
    return n == -1 ? nil : n
  }

  /// A list of indices below a count.
  static func indices(_ value: JSONNode, _ path: @autoclosure () -> String, below count: Int, _ what: String) throws(CaseError) -> [Int] {
    let elements = try array(value, path())
    var result: [Int] = []
    result.reserveCapacity(elements.count)
    for (k, element) in elements.enumerated() { result.append(try int(element, "\(path())[\(k)]", 0..<count, what)) }
    return result
  }

  /// 0 or 1 as a flag.
  static func flag(_ value: JSONNode, _ path: @autoclosure () -> String) throws(CaseError) -> Bool { try int(value, path(), 0..<2, "0 or 1") == 1 }

  /// `true` or `false`.
  static func bool(_ value: JSONNode, _ path: @autoclosure () -> String) throws(CaseError) -> Bool {
    guard let b = value.bool else { throw CaseError(path(), "expected true or false, found \(describe(value))") }
    return b
  }

  /// A string.
  static func string(_ value: JSONNode, _ path: @autoclosure () -> String) throws(CaseError) -> String {
    guard let s = value.string else { throw CaseError(path(), "expected a string, found \(value.typeName)") }
    return s
  }

  /// Names in one string, separated by single spaces (`""` for none); exactly `count` of them when a count is given.
  static func names(_ value: JSONNode, _ path: @autoclosure () -> String, count: Int?, _ what: String) throws(CaseError) -> [String] {
    let text = try string(value, path())
    let names = text.isEmpty ? [] : text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    if let count, names.count != count {
      throw CaseError(path(), "holds \(names.count) \(what), expected \(count) (one per entry, separated by single spaces)")
    }
    return names
  }

  /// An object's members, every key one of `known`.
  static func members(_ value: JSONNode, _ path: @autoclosure () -> String, known: String) throws(CaseError) -> JSONNode.Members {
    guard let members = value.members else { throw CaseError(path(), "expected an object, found \(value.typeName)") }
    for member in members where member.key.utf8.count != 1 || !known.utf8.contains(member.key.utf8.first!) {
      throw CaseError(path(), "unknown member \(Quoted(member.key)) (known: \(known.map { "\"\($0)\"" }.joined(separator: ", ")))")
    }
    return members
  }

  /// A value as messages show it: short values as they are written, others by type.
  static func describe(_ value: JSONNode) -> String {
    if let n = value.number { return n.isFinite ? JSONWriter.numberText(n) : "\(n)" }
    if let b = value.bool { return "\(b)" }
    return value.isNull ? "null" : value.typeName
  }
}
