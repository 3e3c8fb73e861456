import TouchCheck
import PropertyTesting

/// Mutations of a case file's bytes: the result need not be JSON, nor even UTF-8.
enum ByteMutation: CaseIterable {
  case flipByte, insertBytes, deleteBytes, truncate, splice, hostileNumber, hostileEscape, openNesting

  /// Applies the mutation to `bytes`; `other` is a second seed for splicing.
  func apply(to bytes: inout [UInt8], other: [UInt8], rng: inout Xoshiro256StarStar) {
    let position = rng.index(bytes.count + 1)
    switch self {
    case .flipByte:
      guard !bytes.isEmpty else { return }
      let i = rng.index(bytes.count)
      bytes[i] = rng.index(2) == 0 ? bytes[i] ^ (1 << UInt8(rng.index(8))) : rng.element(HostileText.syntaxBytes)
    case .insertBytes:
      let count = rng.size(upTo: 16)
      let inserted = (0..<count).map { _ in rng.index(4) == 0 ? UInt8(truncatingIfNeeded: rng.next()) : rng.element(HostileText.syntaxBytes) }
      bytes.insert(contentsOf: inserted, at: position)
    case .deleteBytes:
      let end = Swift.min(bytes.count, position + rng.size(upTo: 64))
      bytes.removeSubrange(position..<end)
    case .truncate:
      bytes.removeSubrange(position...)
    case .splice:
      let cut = rng.index(other.count + 1)
      bytes = Array(bytes[..<position]) + other[cut...]
    case .hostileNumber:
      let starts = ByteMutation.numberStarts(bytes)
      guard !starts.isEmpty else { return }
      let start = rng.element(starts)
      var end = start
      while end < bytes.count, ByteMutation.isNumberByte(bytes[end]) { end += 1 }
      bytes.replaceSubrange(start..<end, with: Array(rng.element(HostileText.numbers).utf8))
    case .hostileEscape:
      let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
      guard !quotes.isEmpty else { return }
      bytes.insert(contentsOf: Array(rng.element(HostileText.escapes).utf8), at: rng.element(quotes) + 1)
    case .openNesting:
      let depth = 150 + rng.index(150)
      let opener: [UInt8] = rng.index(2) == 0 ? [UInt8(ascii: "[")] : Array(#"{"a":"#.utf8)
      bytes.insert(contentsOf: Array((0..<depth).map { _ in opener }.joined()), at: position)
    }
  }

  static func isNumberByte(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
      || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
  }

  /// Where a number token seems to start: a digit or minus after `:`, `[`, `,` or a space.
  static func numberStarts(_ bytes: [UInt8]) -> [Int] {
    bytes.indices.filter { i in
      guard i > 0, isNumberByte(bytes[i]), bytes[i] != UInt8(ascii: "e"), bytes[i] != UInt8(ascii: "E") else { return false }
      let before = bytes[i - 1]
      return before == UInt8(ascii: ":") || before == UInt8(ascii: "[") || before == UInt8(ascii: ",") || before == UInt8(ascii: " ")
    }
  }
}
