/// A compact printable form of a `ChoiceSequence`: `v1:` followed by unpadded base64url of LEB128 varints.
///
/// Tokens are canonical: each sequence has exactly one token, and decoding rejects any
/// other spelling. Small choices cost one byte, so a typical shrunk case is a short line.
package enum ReplayToken {
  /// The prefix of every token in the current format.
  package static let prefix = "v1:"

  /// Encodes `sequence` as a token.
  package static func encode(_ sequence: ChoiceSequence) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(sequence.count)
    for value in sequence.values { LEB128.append(value, to: &bytes) }
    return prefix + Base64URL.encode(bytes)
  }

  /// Decodes a token made by `encode(_:)`, throwing a `ReplayTokenError` that says what is wrong.
  package static func decode(_ token: String) throws(ReplayTokenError) -> ChoiceSequence {
    guard token.hasPrefix(prefix) else {
      if let colon = token.firstIndex(of: ":"), token.first == "v" {
        throw .unsupportedVersion(String(token[..<colon]))
      }
      throw .missingPrefix
    }
    let payload = token.dropFirst(prefix.count)
    let bytes = try Base64URL.decode(payload, offset: prefix.count)
    return ChoiceSequence(try LEB128.decodeAll(bytes))
  }
}

extension ChoiceSequence {
  /// This sequence as a replay token (`v1:…`).
  package var replayToken: String { ReplayToken.encode(self) }

  /// Decodes a replay token, throwing a `ReplayTokenError` on malformed input.
  package init(replayToken: String) throws(ReplayTokenError) {
    self = try ReplayToken.decode(replayToken)
  }
}
