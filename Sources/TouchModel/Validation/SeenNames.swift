/// The names validation has seen so far, each with its owner, to find the first name used twice.
///
/// Most cases name a handful of views and fingers, and comparing a few short strings costs less than hashing them, so
/// the names are kept in a list up to 16 and in a table past that. Either way the first repeat is found, with the same
/// earlier owner.
struct SeenNames {
  /// A name and its owner (a struct, not a tuple: an array of tuples is destroyed through the run time's generic code).
  private struct Entry {
    var name: String
    var owner: Int
  }

  private var list: [Entry] = []
  private var table: [String: Int] = [:]

  /// Room for `capacity` names.
  init(capacity: Int) {
    if capacity <= 16 { list.reserveCapacity(capacity) } else { table.reserveCapacity(capacity) }
  }

  /// Records that `owner` uses `name`; the earlier owner when another used it first.
  mutating func insert(_ name: String, owner: Int) -> Int? {
    if table.isEmpty && list.count < 16 {
      for seen in list where seen.name == name { return seen.owner }
      list.append(Entry(name: name, owner: owner))
      return nil
    }
    if table.isEmpty { for seen in list { table[seen.name] = seen.owner } }
    if let earlier = table[name] { return earlier }
    table[name] = owner
    return nil
  }
}
