/// Converting between choice sequences and the raw bytes a coverage-guided fuzzer (libFuzzer) mutates.
extension ChoiceSequence {
  /// Reads bytes as little-endian base-128 varints (LEB128), one choice each; never fails.
  ///
  /// A byte below 0x80 is a choice of its own, so a fuzzer's byte edits map to choice edits. A varint cut off by
  /// the end of the input keeps the bits it has, and bits beyond 64 are dropped. Replay it with
  /// `ChoiceSource(wrapping:)`, so every value lands inside its draw's range.
  package init(fuzzInput bytes: some Sequence<UInt8>) {
    var values: [UInt64] = []
    var value: UInt64 = 0
    var shift: UInt64 = 0
    var open = false
    for byte in bytes {
      if shift < 64 { value |= UInt64(byte & 0x7F) << shift }
      open = true
      if byte & 0x80 == 0 {
        values.append(value)
        value = 0
        shift = 0
        open = false
      } else {
        shift += 7
      }
    }
    if open { values.append(value) }
    self.init(values)
  }

  /// The bytes `init(fuzzInput:)` reads back as this sequence: each choice as a canonical LEB128 varint.
  ///
  /// Use it to seed a fuzzer's corpus with known cases (an archived case's replay token, for example).
  package var fuzzInput: [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    for value in values { LEB128.append(value, to: &bytes) }
    return bytes
  }
}
