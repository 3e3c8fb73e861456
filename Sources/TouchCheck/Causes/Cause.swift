import TouchModel

/// The mistake behind a divergence: catalogue deviations and documented profile values under which the reference
/// reproduces the engine's trace exactly.
public struct Cause: Hashable, Sendable {
  /// The deviations, by catalogue name, in catalogue order.
  public var deviations: [String]
  /// Profile values the engine behaves as if it declared (`NAME=VALUE`), in profile order.
  public var profile: [String]
  /// The rule each deviation breaks, in the same order (the profile constants' rules are not listed).
  public var rules: [String]
  /// One sentence per deviation, in the same order.
  public var sentences: [String]

  /// Creates a cause.
  public init(deviations: [String] = [], profile: [String] = [], rules: [String] = [], sentences: [String] = []) {
    self.deviations = deviations
    self.profile = profile
    self.rules = rules
    self.sentences = sentences
  }

  /// `alpha-at-most-0.01 + hidden-still-hit`, `profile alphaStoredAsFloat=true`.
  public var name: String {
    (deviations + profile.map { "profile \($0)" }).joined(separator: " + ")
  }

  /// How many parts the cause has (deviations and profile values).
  public var size: Int { deviations.count + profile.count }

  /// For a profile cause, the declaration to suggest.
  public var suggestion: String? {
    profile.isEmpty ? nil : "declare \(profile.joined(separator: ", ")) in the engine's profile if this is intended"
  }
}

/// What diagnosis found for one divergence.
public struct Diagnosis: Hashable, Sendable {
  /// The simplest cause that reproduces the engine's trace on the minimal case, or nil: unexplained.
  public var cause: Cause?
  /// Other causes of the same size that reproduce it as well (equivalent explanations), at most a few.
  public var alternatives: [Cause] = []
  /// Whether the cause also accounts for the first difference of the case first found (before shrinking), when checked.
  public var confirmed: Bool?
  /// For an unexplained divergence, causes that explained its minimal case but not the case first found.
  public var leads: [Cause] = []

  /// Creates a diagnosis.
  public init(cause: Cause?, alternatives: [Cause] = [], confirmed: Bool? = nil, leads: [Cause] = []) {
    self.cause = cause
    self.alternatives = alternatives
    self.confirmed = confirmed
    self.leads = leads
  }

  /// The cause line: `explained by NAME`, `explained by NAME (or OTHER)`, or `unexplained`.
  public var text: String {
    guard let cause else {
      if !leads.isEmpty {
        return "unexplained: \(leads.map(\.name).joined(separator: "; ")) reproduces the minimal case but not the case first found"
      }
      return "unexplained: no catalogue deviation or documented profile value (nor a pair) reproduces the engine's trace"
    }
    var text = "explained by \(cause.name)"
    if !alternatives.isEmpty { text += " (or, equally, \(alternatives.map(\.name).joined(separator: "; ")))" }
    return text
  }
}

/// Finds the causes that reproduce an engine's trace: the catalogue of mistakes and the documented profile values.
///
/// The machinery knows no deviation; `TouchEngines` implements it over its catalogue (`CatalogueDiagnosis`).
public protocol CauseFinding: Sendable {
  /// The smallest causes (single ones, else pairs) under which the reference reproduces `observed` on the case at
  /// the level of an engine claiming `capabilities`, simplest and first in catalogue order first.
  func causes(of observed: Trace, in touchCase: TouchCase, capabilities: Capabilities) -> [Cause]
  /// Whether the reference with `cause` applied follows `observed` past the point where the plain reference leaves it
  /// (the cause accounts for the case's first difference, whatever other mistakes the case shows later).
  func explainsFirstDifference(_ cause: Cause, _ observed: Trace, in touchCase: TouchCase, capabilities: Capabilities) -> Bool
}
