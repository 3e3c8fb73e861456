import PropertyTesting
import TouchModel

/// What a replay token's choices mean: the generator's version, the capabilities and the profile they were generated under.
///
/// A token is printed as `FINGERPRINT.CHOICES`; replaying it under another fingerprint would rebuild another case, so
/// it is refused with an error instead.
package struct ReplayFingerprint: Hashable, Sendable, CustomStringConvertible {
  /// The generator's version; raised whenever the same choices would generate a different case.
  package static let generatorVersion = 7

  /// The eight-hex-digit fingerprint.
  package let description: String

  /// The fingerprint of a generator version, capabilities and profile.
  package init(capabilities: Capabilities, profile: Profile, generatorVersion: Int = ReplayFingerprint.generatorVersion) {
    let profileText = JSONWriter.write(.object(profile.overrides))
    let text = "g\(generatorVersion);c\(capabilities.rawValue);p\(profileText)"
    var hash: UInt32 = 0x811C_9DC5  // FNV-1a
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    let hex = String(hash, radix: 16)
    description = String(repeating: "0", count: 8 - hex.count) + hex
  }

  /// A token for choices generated under this fingerprint.
  package func token(_ choices: ChoiceSequence) -> String { description + "." + choices.replayToken }

  /// A problem with a replay token.
  package struct Mismatch: Error, CustomStringConvertible, Sendable {
    /// What is wrong.
    package var description: String
  }

  /// The choices of a token made under this fingerprint; a token made under another one is an error, not another case.
  package func choices(of token: String) throws(Mismatch) -> ChoiceSequence {
    guard let dot = token.firstIndex(of: "."), token[..<dot].count == 8 else {
      throw Mismatch(description: "the token has no fingerprint (expected FINGERPRINT.CHOICES, as printed with a failure)")
    }
    let printed = String(token[..<dot])
    guard printed == description else {
      throw Mismatch(description: """
        the token was made under fingerprint \(printed), but this engine, profile and TouchCheck version give \(description): \
        the same choices would build another case. Replay the archived case file or the regression test's case instead.
        """)
    }
    do { return try ChoiceSequence(replayToken: String(token[token.index(after: dot)...])) } catch {
      throw Mismatch(description: "malformed replay token: \(error)")
    }
  }
}
