/// Why a string is not a valid replay token.
package enum ReplayTokenError: Error, Equatable, Sendable {
  /// The token does not start with a version prefix such as `v1:`.
  case missingPrefix
  /// The token names a format version this build cannot read.
  case unsupportedVersion(String)
  /// A character outside the base64url alphabet, at `offset` characters into the token.
  case invalidCharacter(Character, offset: Int)
  /// The payload has a length (in characters) that no byte string encodes to.
  case invalidLength(Int)
  /// The last payload character carries non-zero padding bits, so the token is not canonical.
  case nonZeroTrailingBits
  /// The payload ends in the middle of choice number `index`.
  case truncatedValue(index: Int)
  /// Choice number `index` does not fit in 64 bits.
  case valueTooLarge(index: Int)
  /// Choice number `index` is encoded with redundant trailing zero bytes.
  case nonCanonicalValue(index: Int)
}

extension ReplayTokenError: CustomStringConvertible {
  /// A one-line explanation for people.
  package var description: String {
    switch self {
    case .missingPrefix:
      return "replay token must start with \"\(ReplayToken.prefix)\""
    case .unsupportedVersion(let version):
      return "replay token version \"\(version)\" is not supported (expected \"\(ReplayToken.prefix)\")"
    case .invalidCharacter(let character, let offset):
      return "replay token has invalid character \"\(character)\" at offset \(offset)"
    case .invalidLength(let length):
      return "replay token payload has impossible length \(length)"
    case .nonZeroTrailingBits:
      return "replay token payload has non-zero trailing bits"
    case .truncatedValue(let index):
      return "replay token ends inside choice \(index)"
    case .valueTooLarge(let index):
      return "replay token choice \(index) does not fit in 64 bits"
    case .nonCanonicalValue(let index):
      return "replay token choice \(index) is not in canonical form"
    }
  }
}
