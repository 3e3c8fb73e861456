import TouchModel

/// What an engine is held to when it replays case files: its own profile, the reference it is compared with (the
/// oracle with any accepted deviations) and the divergences its authors accept.
///
/// One policy for `touchcheck fuzz` (the documented corpus before a campaign), `touchcheck replay --engine` and
/// `expectConformance(of:documented:)`, so the three give one verdict on the same files (issue 33, item 3). A file is
/// skipped, with its reason, when its case uses a capability the engine does not claim, when it is documented under a
/// profile value the engine's profile does not share, or when the reference no longer gives its expected trace under
/// the engine's profile (a constant or an accepted deviation changes the outcome).
package struct EngineLevel: Sendable {
  /// The engine the files' expectations are checked against first: the oracle, with any accepted deviations.
  package var reference: any TouchEngine
  /// The profile every file runs under: the engine's declared one with overrides and accepted values.
  package var profile: Profile
  /// Divergences the engine's authors accept: a file that differs with an accepted signature is counted as known.
  package var known: KnownDivergences

  /// Creates a level.
  package init(reference: any TouchEngine, profile: Profile, known: KnownDivergences = KnownDivergences()) {
    self.reference = reference
    self.profile = profile
    self.known = known
  }

  /// Why a file cannot hold the engine at this level before the engine runs, or nil; `file` gets the level's profile.
  func skipReason(_ file: inout CaseFile) -> String? {
    if let other = Self.otherReading(file.touchCase.profile, engine: profile) {
      return "documented under \(other), which the engine's profile does not share"
    }
    file.touchCase.profile = profile
    if case .mismatch = Replay.run(file, on: reference) {
      return "its expected outcome changes under the engine's profile or accepted deviations (the reference no longer gives it)"
    }
    return nil
  }

  /// `NAME=VALUE` for the first profile value a file is documented under that the engine's profile does not share.
  static func otherReading(_ file: Profile, engine: Profile) -> String? {
    for (name, keyPath) in Profile.doubles where file[keyPath: keyPath] != Profile.default[keyPath: keyPath] && file[keyPath: keyPath] != engine[keyPath: keyPath] {
      return "\(name)=\(JSONWriter.numberText(file[keyPath: keyPath]))"
    }
    for (name, keyPath) in Profile.flags where file[keyPath: keyPath] != Profile.default[keyPath: keyPath] && file[keyPath: keyPath] != engine[keyPath: keyPath] {
      return "\(name)=\(file[keyPath: keyPath])"
    }
    return nil
  }
}
