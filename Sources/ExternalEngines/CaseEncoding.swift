/// How requests carry their case: a case file (the default) or the compact encoding an engine asks for in its handshake.
package enum CaseEncoding: String, Hashable, Sendable, CaseIterable {
  /// `{"id": N, "case": CASE FILE, "record": [CATEGORY…]}`, replies with canonical trace lines.
  case caseFile
  /// `{"id": N, "c": COMPACT CASE, "r": CATEGORY BITS}` (Docs/PROTOCOL.md, "The compact encoding").
  case compact
}
