import TouchCheck
import TouchEngines
import TouchModel

/// The engine a campaign compares with: the oracle, with the deviations the engine keeps applied (declared by the
/// engine in code or in its handshake, or accepted by a known-divergences entry), so comparison goes on past them.
enum Reference {
  /// The accepted deviations, the engine's declared ones first, each once; an unknown name or two that re-implement
  /// one hook are usage errors.
  static func accepted(engine: any TouchEngine, known: KnownDivergences) throws -> [Mutant] {
    var names: [String] = []
    for name in engine.declaredDeviations + known.deviations where !names.contains(name) { names.append(name) }
    let accepted = try names.map { name -> Mutant in
      guard let deviation = Mutant.named(name) else {
        throw UsageError(
          "unknown deviation \"\(name)\"\(Suggestion.nearest(to: name, in: Mutant.catalogue.map(\.name))) (`touchcheck engines` lists the catalogue)")
      }
      return deviation
    }
    for (i, a) in accepted.enumerated() {
      if let b = accepted[..<i].first(where: { $0.conflicts(with: a) }) {
        throw UsageError("the accepted deviations \(b.name) and \(a.name) re-implement the same rule hook, so they cannot both apply; accept one")
      }
    }
    return accepted
  }

  /// The reference for a set of accepted deviations: the plain oracle when there are none.
  static func engine(_ accepted: [Mutant]) -> any TouchEngine {
    Deviations.engine(accepted, name: (["oracle"] + accepted.map(\.name)).joined(separator: "+"))
  }

  /// The reference an archived file was compared with (its `found.accepted` deviations), for replays and corpus tools;
  /// nil when a name is not in this version's catalogue.
  static func forFile(_ names: [String]) -> (any TouchEngine)? {
    let deviations = names.compactMap(Mutant.named)
    return deviations.count == names.count ? engine(deviations) : nil
  }
}
