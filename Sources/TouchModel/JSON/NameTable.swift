/// The identifiers of a scene being decoded, so references can be resolved with a clear error.
struct NameTable {
  var views: [String: Int] = [:]
  var viewControllers: [String: Int] = [:]
  var recognizers: [String: Int] = [:]

  func view(_ name: String, _ path: @autoclosure () -> String) throws(CaseError) -> Int {
    guard let i = views[name] else { throw CaseError(path(), "unknown view \(Quoted(name))") }
    return i
  }

  func viewController(_ name: String, _ path: @autoclosure () -> String) throws(CaseError) -> Int {
    guard let i = viewControllers[name] else { throw CaseError(path(), "unknown view controller \(Quoted(name))") }
    return i
  }

  func recognizer(_ name: String, _ path: @autoclosure () -> String) throws(CaseError) -> Int {
    guard let i = recognizers[name] else { throw CaseError(path(), "unknown recognizer \(Quoted(name))") }
    return i
  }

  func responder(_ name: String, _ path: @autoclosure () -> String) throws(CaseError) -> ResponderRef {
    if let i = views[name] { return .view(i) }
    if let i = viewControllers[name] { return .viewController(i) }
    if name == Scene.applicationName { return .application }
    if name == Scene.appDelegateName { return .appDelegate }
    throw CaseError(path(), "unknown responder \(Quoted(name))")
  }

  /// Collects identifiers from a list of objects into `table`, rejecting missing ones, reserved ones, and ones already in
  /// `table` or in an `earlier` table (given with the path of its list).
  static func collect(
    _ list: [JSONValue], path: String, into table: inout [String: Int], earlier: [(table: [String: Int], path: String)] = []
  ) throws(CaseError) {
    table.reserveCapacity(list.count)
    for (i, value) in list.enumerated() {
      func p() -> String { "\(path)[\(i)]" }
      guard case .object(let members) = value else { throw CaseError(p(), "expected an object, found \(value.typeName)") }
      guard let member = members.first(where: { $0.key == "id" }) else { throw CaseError(p() + ".id", "is missing") }
      guard case .string(let id) = member.value else { throw CaseError(p() + ".id", "expected a string") }
      if id == Scene.applicationName || id == Scene.appDelegateName { throw CaseError(p() + ".id", "identifier \(Quoted(id)) is reserved") }
      var other = earlier.lazy.compactMap { list in list.table[id].map { "\(list.path)[\($0)]" } }.first
      if other == nil, let k = table[id] { other = "\(path)[\(k)]" }
      if let other { throw CaseError(p() + ".id", "duplicate identifier \(Quoted(id)) (also \(other))") }
      table[id] = i
    }
  }
}
