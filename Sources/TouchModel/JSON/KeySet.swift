/// The keys of one object being parsed, to find a duplicate in time linear in the number of keys: a scan while the
/// object is small, then an open-addressing table of member indices with each key's hash computed once.
///
/// Keys compare as Swift strings (canonical equivalence, so `"é"` and `"e\u0301"` are the same key) and hash with
/// Swift's per-process seeded hasher, so a file cannot be crafted to make every key collide.
struct KeySet {
  private static let scanLimit = 16
  /// Member index + 1 per slot; 0 is empty. The count is a power of two, at least twice the number of keys.
  private var slots: [Int] = []
  /// The hash of every member's key, by member index.
  private var hashes: [Int] = []

  /// Adds the key of the member about to follow the object's `count` members so far (`keyAt` gives their keys); false if
  /// it is already there.
  mutating func insert(_ key: String, count: Int, keyAt: (Int) -> String) -> Bool {
    if slots.isEmpty {
      if count < KeySet.scanLimit { return !(0..<count).contains { keyAt($0) == key } }
      hashes.reserveCapacity(count * 2)
      for i in 0..<count { hashes.append(keyAt(i).hashValue) }
      rebuild(capacity: 4 * KeySet.scanLimit)
    }
    let hash = key.hashValue
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 {
      let other = slots[slot] - 1
      if hashes[other] == hash && keyAt(other) == key { return false }
      slot = (slot + 1) & mask
    }
    hashes.append(hash)
    slots[slot] = hashes.count
    if hashes.count * 2 > slots.count { rebuild(capacity: slots.count * 2) }
    return true
  }

  /// Places every key in a table of `capacity` slots (a power of two), from the cached hashes.
  private mutating func rebuild(capacity: Int) {
    slots = Array(repeating: 0, count: capacity)
    let mask = capacity - 1
    for (index, hash) in hashes.enumerated() {
      var slot = hash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = index + 1
    }
  }
}
