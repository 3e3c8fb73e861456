/// Links from each node to at most one other (a view's superview, a view controller's presenter or parent), with the
/// checks validation needs, each linear in the number of nodes.
struct ParentLinks {
  /// The link of each node; every target is a valid index.
  let next: [Int?]

  /// The smallest node that lies on a cycle, or nil when the links form a forest.
  func smallestOnCycle() -> Int? {
    // 0: not seen, 1: on the walk in progress, 2: finished.
    var mark = [UInt8](copies: 0, count: next.count)
    var walk: [Int] = []
    var smallest: Int?
    for start in next.indices where mark[start] == 0 {
      walk.removeAll(keepingCapacity: true)
      var node: Int? = start
      while let n = node, mark[n] == 0 {
        mark[n] = 1
        walk.append(n)
        node = next[n]
      }
      if let entry = node, mark[entry] == 1 {
        var n = entry
        repeat {
          smallest = min(smallest ?? n, n)
          guard let following = next[n] else { break }
          n = following
        } while n != entry
      }
      for n in walk { mark[n] = 2 }
    }
    return smallest
  }

  /// The depths (as `depths()`) when every link points to an earlier node, as in every generated scene: such links
  /// cannot cycle, and one pass in order finds each depth. Nil when some link points forward.
  func depthsWhenOrdered() -> [Int]? {
    var depth: [Int] = []
    depth.reserveCapacity(next.count)
    for (n, link) in next.enumerated() {
      guard let target = link else {
        depth.append(1)
        continue
      }
      guard target < n else { return nil }
      depth.append(depth[target] + 1)
    }
    return depth
  }

  /// The depth of every node: 1 for a node without a link, else one more than its target's. The links must not cycle.
  func depths() -> [Int] {
    var depth = [Int](copies: 0, count: next.count)
    var walk: [Int] = []
    for start in next.indices where depth[start] == 0 {
      walk.removeAll(keepingCapacity: true)
      var node: Int? = start
      while let n = node, depth[n] == 0 {
        walk.append(n)
        node = next[n]
      }
      var d = node.map { depth[$0] } ?? 0
      for n in walk.reversed() {
        d += 1
        depth[n] = d
      }
    }
    return depth
  }
}
