/// A parsed JSON text as one flat list of nodes, children of each array or object side by side: reading it makes no
/// value tree, so the protocol's hot paths read messages with one allocation for the nodes and one per long string.
package struct JSONDocument: Sendable {
  /// One value: its kind, and a number, a string's index, or a container's first child and count.
  struct Node: Sendable {
    var kind: Kind
    /// A container's number of elements or members; unused otherwise.
    var count: Int
    /// A container's first child (an object's children alternate key and value), or a string's index in `strings`.
    var first: Int
    var number: Double
  }

  enum Kind: UInt8, Sendable { case null, `false`, `true`, number, string, array, object }

  /// The nodes, each container's children before it; the root is the last.
  var nodes: [Node]
  /// The strings, keys among them, by index.
  var strings: [String]

  init(nodes: [Node], strings: [String]) {
    self.nodes = nodes
    self.strings = strings
  }

  /// The flat form of a value tree.
  package init(_ value: JSONValue) {
    var nodes: [Node] = []
    var strings: [String] = []
    let root = Self.place(value, &nodes, &strings)
    nodes.append(root)
    self.init(nodes: nodes, strings: strings)
  }

  /// A value's node, its children (and theirs before them) placed in `nodes` side by side.
  private static func place(_ value: JSONValue, _ nodes: inout [Node], _ strings: inout [String]) -> Node {
    func string(_ text: String) -> Node {
      strings.append(text)
      return Node(kind: .string, count: 0, first: strings.count - 1, number: 0)
    }
    var children: [Node] = []
    let kind: Kind
    switch value {
    case .null: return Node(kind: .null, count: 0, first: 0, number: 0)
    case .bool(let b): return Node(kind: b ? .true : .false, count: 0, first: 0, number: 0)
    case .number(let n): return Node(kind: .number, count: 0, first: 0, number: n)
    case .string(let text): return string(text)
    case .array(let elements):
      kind = .array
      for element in elements { children.append(place(element, &nodes, &strings)) }
    case .object(let members):
      kind = .object
      for member in members {
        children.append(string(member.key))
        children.append(place(member.value, &nodes, &strings))
      }
    }
    let first = nodes.count
    nodes += children
    return Node(kind: kind, count: kind == .object ? children.count / 2 : children.count, first: first, number: 0)
  }

  /// Reads the document's root for the duration of `body`; nodes must not escape it.
  package func withRoot<R, E: Error>(_ body: (JSONNode) throws(E) -> R) throws(E) -> R {
    try nodes.withUnsafeBufferPointer { (nodes) throws(E) -> R in
      try strings.withUnsafeBufferPointer { (strings) throws(E) -> R in
        try body(JSONNode(nodes: nodes, strings: strings, index: nodes.count - 1))
      }
    }
  }

  /// The whole document as a value tree.
  package var value: JSONValue { withRoot { $0.value } }
}

/// A value in a `JSONDocument`, valid inside the document's `withRoot`; typed reads make no copies but of strings.
package struct JSONNode {
  fileprivate let nodes: UnsafeBufferPointer<JSONDocument.Node>
  fileprivate let strings: UnsafeBufferPointer<String>
  fileprivate let index: Int

  fileprivate init(nodes: UnsafeBufferPointer<JSONDocument.Node>, strings: UnsafeBufferPointer<String>, index: Int) {
    self.nodes = nodes
    self.strings = strings
    self.index = index
  }

  private var node: JSONDocument.Node { nodes[index] }

  /// Whether the value is `null`.
  package var isNull: Bool { node.kind == .null }
  /// The value as a boolean, if it is one.
  package var bool: Bool? { node.kind == .true ? true : node.kind == .false ? false : nil }
  /// The value as a number, if it is one.
  package var number: Double? { node.kind == .number ? node.number : nil }
  /// The value as a string, if it is one.
  package var string: String? { node.kind == .string ? strings[node.first] : nil }
  /// The value's elements, if it is an array.
  package var elements: Elements? { node.kind == .array ? Elements(self, first: node.first, count: node.count) : nil }
  /// Whether the value is an object.
  package var isObject: Bool { node.kind == .object }
  /// The value's members in order, if it is an object.
  package var members: Members? { node.kind == .object ? Members(self, first: node.first, count: node.count) : nil }

  /// An object member's value by key (the first with that key), or nil.
  package func member(_ key: String) -> JSONNode? { members?.first { $0.key == key }?.value }

  /// The value as a whole number, if it is one.
  package var int: Int? {
    guard let n = number, n == n.rounded(), abs(n) < 1e15 else { return nil }
    return Int(n)
  }

  /// A short name of the value's type, for error messages.
  package var typeName: String {
    switch node.kind {
    case .null: "null"
    case .false, .true: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value as a tree.
  package var value: JSONValue {
    switch node.kind {
    case .null: .null
    case .false: .bool(false)
    case .true: .bool(true)
    case .number: .number(node.number)
    case .string: .string(strings[node.first])
    case .array: .array(elements!.map(\.value))
    case .object: .object(members!.map { JSONMember($0.key, $0.value.value) })
    }
  }

  private func at(_ index: Int) -> JSONNode { JSONNode(nodes: nodes, strings: strings, index: index) }

  /// An array's elements.
  package struct Elements: RandomAccessCollection {
    private let parent: JSONNode
    private let first: Int
    package let count: Int
    fileprivate init(_ parent: JSONNode, first: Int, count: Int) {
      self.parent = parent
      self.first = first
      self.count = count
    }
    package var startIndex: Int { 0 }
    package var endIndex: Int { count }
    package subscript(position: Int) -> JSONNode {
      precondition(position >= 0 && position < count, "index out of range")
      return parent.at(first + position)
    }
  }

  /// An object's members, in order: its children taken two by two, a key and a value.
  package struct Members: RandomAccessCollection {
    private let children: Elements
    fileprivate init(_ parent: JSONNode, first: Int, count: Int) { children = Elements(parent, first: first, count: 2 * count) }
    package var startIndex: Int { 0 }
    package var endIndex: Int { children.count / 2 }
    package subscript(position: Int) -> (key: String, value: JSONNode) {
      (children[2 * position].string ?? "", children[2 * position + 1])
    }
  }
}
