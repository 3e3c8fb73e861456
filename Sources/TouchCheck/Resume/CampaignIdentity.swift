import TouchModel

extension CampaignState {
  /// What makes two runs one campaign: the same engine, generator, capabilities, profile, seed, budget, shard and options.
  ///
  /// `--jobs` is not part of it (the cases do not depend on it), nor is `--time` (a resumed run gets what is left).
  package struct Identity: Hashable, Sendable {
    /// The engine's name.
    package var engine: String
    /// The generator version, capabilities and profile (`ReplayFingerprint`).
    package var fingerprint: String
    /// The generator version alone, for a readable error.
    package var generatorVersion: Int
    /// The run seed.
    package var seed: UInt64
    /// The case budget.
    package var cases: Int
    /// The size cases grow to.
    package var maxSize: Int
    /// Whether the campaign is guided.
    package var guided: Bool
    /// Whether it stops at the first divergence.
    package var stopOnFirst: Bool
    /// The accepted signatures, in file order.
    package var known: [String]
    /// The shard of the campaign the run is, as `I/N` (nil: the whole campaign).
    package var shard: String? = nil

    /// The first difference from another campaign's identity, as `field: the saved campaign has X, this one Y`, or nil.
    package func mismatch(_ current: Identity) -> String? {
      func differs<T: Equatable>(_ field: String, _ saved: T, _ now: T, _ show: (T) -> String) -> String? {
        saved == now ? nil : "\(field): the saved campaign has \(show(saved)), this one \(show(now))"
      }
      return differs("engine", engine, current.engine) { Quoted($0, limit: 200).description }
        ?? differs("generatorVersion", generatorVersion, current.generatorVersion) { "\($0)" }
        ?? differs("fingerprint", fingerprint, current.fingerprint) { "\($0) (capabilities and profile)" }
        ?? differs("seed", seed, current.seed) { "\($0)" }
        ?? differs("cases", cases, current.cases) { "\($0)" }
        ?? differs("maxSize", maxSize, current.maxSize) { "\($0)" }
        ?? differs("guided", guided, current.guided) { $0 ? "guided" : "unguided" }
        ?? differs("stopOnFirst", stopOnFirst, current.stopOnFirst) { $0 ? "--stop-on-first" : "no --stop-on-first" }
        ?? differs("known", known, current.known) { $0.isEmpty ? "no known divergences" : $0.joined(separator: ", ") }
        ?? differs("shard", shard, current.shard) { $0.map { "shard \($0)" } ?? "no shard" }
    }
  }
}

extension Campaign {
  /// This campaign's identity, which a saved state must match to be resumed.
  package var stateIdentity: CampaignState.Identity {
    let c = configuration
    return CampaignState.Identity(
      engine: engine.name, fingerprint: ReplayFingerprint(capabilities: engine.capabilities, profile: profile).description,
      generatorVersion: ReplayFingerprint.generatorVersion, seed: c.seed, cases: c.cases, maxSize: c.maxSize, guided: c.guided,
      stopOnFirst: c.stopOnFirst, known: c.known.entries.map(\.accepts), shard: c.shard?.description)
  }
}
