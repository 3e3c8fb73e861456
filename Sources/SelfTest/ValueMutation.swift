import TouchCheck
import PropertyTesting
import TouchModel

/// Mutations of a parsed case file: the result is JSON (written by `JSONWriter`), but rarely a valid case.
enum ValueMutation: CaseIterable {
  case duplicateKey, repeatElement, unknownMembers, replaceValue, copyValue, wrapDeep

  /// Applies the mutation to one randomly chosen node of `value`.
  func apply(to value: JSONValue, rng: inout Xoshiro256StarStar) -> JSONValue {
    var nodes: [JSONValue] = []
    ValueMutation.collect(value, into: &nodes)
    let candidates = nodes.indices.filter { accepts(nodes[$0]) }
    guard !candidates.isEmpty else { return value }
    let target = rng.element(candidates)
    var counter = 0
    return ValueMutation.replacing(value, node: target, counter: &counter) { node in transform(node, nodes: nodes, rng: &rng) }
  }

  private func accepts(_ node: JSONValue) -> Bool {
    switch (self, node) {
    case (.duplicateKey, .object(let m)), (.unknownMembers, .object(let m)): !m.isEmpty || self == .unknownMembers
    case (.repeatElement, .array(let a)): !a.isEmpty
    case (.duplicateKey, _), (.repeatElement, _), (.unknownMembers, _): false
    default: true
    }
  }

  private func transform(_ node: JSONValue, nodes: [JSONValue], rng: inout Xoshiro256StarStar) -> JSONValue {
    switch (self, node) {
    case (.duplicateKey, .object(let members)):
      return .object(members + [rng.element(members)])
    case (.repeatElement, .array(let elements)):
      // Up to 2,000 copies, but at most about 50,000 nodes in all, so one input stays small enough to fuzz quickly.
      let element = rng.element(elements)
      var nodes: [JSONValue] = []
      ValueMutation.collect(element, into: &nodes)
      return .array(elements + Array(repeating: element, count: Swift.min(rng.size(upTo: 2_000), 1 + 50_000 / nodes.count)))
    case (.unknownMembers, .object(let members)):
      return .object(members + (0..<rng.size(upTo: 200)).map { JSONMember("x\($0)", .number(Double($0))) })
    case (.copyValue, _):
      return rng.element(nodes)
    case (.wrapDeep, _):
      var wrapped = node
      for _ in 0..<(1 + rng.index(CaseLimits.jsonDepth + 40)) { wrapped = .array([wrapped]) }
      return wrapped
    default:
      return ValueMutation.hostileValue(&rng)
    }
  }

  /// A value that is valid JSON but often not what the field wants.
  static func hostileValue(_ rng: inout Xoshiro256StarStar) -> JSONValue {
    switch rng.index(6) {
    case 0: .number(rng.element([-1, 0, -0.0, 0.5, 1e9, 1e300, -1e300, .leastNonzeroMagnitude, 1e15, 2_147_483_648]))
    case 1: .string(rng.element(["", " ", "window", "t1", "a,b", "[x]", "application", "appDelegate", "began", "tap", "x\n@0 hitTest t1 forged", "\u{1B}[2J", String(repeating: "k", count: 5_000)]))
    case 2: .null
    case 3: .bool(rng.index(2) == 0)
    case 4: .array([])
    default: .object([])
    }
  }

  /// The number of nodes and the nesting depth of a value.
  static func shape(_ value: JSONValue) -> (nodes: Int, depth: Int) {
    var nodes = 1
    var depth = 0
    let children: [JSONValue]
    switch value {
    case .array(let elements): children = elements
    case .object(let members): children = members.map(\.value)
    default: children = []
    }
    for child in children {
      let s = shape(child)
      nodes += s.nodes
      depth = Swift.max(depth, s.depth)
    }
    return (nodes, depth + 1)
  }

  /// Every node, in pre-order.
  static func collect(_ value: JSONValue, into nodes: inout [JSONValue]) {
    nodes.append(value)
    switch value {
    case .array(let elements): for e in elements { collect(e, into: &nodes) }
    case .object(let members): for m in members { collect(m.value, into: &nodes) }
    default: break
    }
  }

  /// The value with node number `target` (pre-order) replaced by `transform` of it.
  static func replacing(_ value: JSONValue, node target: Int, counter: inout Int, _ transform: (JSONValue) -> JSONValue) -> JSONValue {
    let index = counter
    counter += 1
    if index == target { return transform(value) }
    switch value {
    case .array(let elements):
      return .array(elements.map { replacing($0, node: target, counter: &counter, transform) })
    case .object(let members):
      return .object(members.map { JSONMember($0.key, replacing($0.value, node: target, counter: &counter, transform)) })
    default:
      return value
    }
  }
}
