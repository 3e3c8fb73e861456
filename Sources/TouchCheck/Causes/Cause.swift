import TouchModel

/// The mistake behind a divergence: catalogue deviations and documented profile values under which the reference
/// reproduces the engine's trace exactly.
package struct Cause: Hashable, Sendable {
  /// The deviations, by catalogue name, in catalogue order.
  package var deviations: [String]
  /// Profile values the engine behaves as if it declared (`NAME=VALUE`), in profile order.
  package var profile: [String]
  /// The rule each deviation breaks, in the same order (the profile constants' rules are not listed).
  package var rules: [String]
  /// One sentence per deviation, in the same order.
  package var sentences: [String]

  /// Creates a cause.
  package init(deviations: [String] = [], profile: [String] = [], rules: [String] = [], sentences: [String] = []) {
    self.deviations = deviations
    self.profile = profile
    self.rules = rules
    self.sentences = sentences
  }

  /// `alpha-at-most-0.01 + hidden-still-hit`, `profile alphaStoredAsFloat=true`.
  package var name: String {
    (deviations + profile.map { "profile \($0)" }).joined(separator: " + ")
  }

  /// How many parts the cause has (deviations and profile values).
  package var size: Int { deviations.count + profile.count }

  /// For a profile cause, the declaration to suggest.
  package var suggestion: String? {
    profile.isEmpty ? nil : "declare \(profile.joined(separator: ", ")) in the engine's profile if this is intended"
  }
}

/// What diagnosis found for one divergence.
package struct Diagnosis: Hashable, Sendable {
  /// The simplest cause that reproduces the engine's trace on the minimal case, or nil: unexplained.
  package var cause: Cause?
  /// Other causes of the same size that reproduce it as well (equivalent explanations), at most a few.
  package var alternatives: [Cause] = []
  /// Whether the cause also accounts for the first difference of the case first found (before shrinking), when checked.
  package var confirmed: Bool?
  /// For an unexplained divergence, causes that fit its minimal case but did not predict the engine elsewhere.
  package var leads: [Cause] = []
  /// What the named cause was tested on (nil when it was not): the related cases it predicted and the rivals ruled out.
  package var evidence: CauseTest?
  /// For each lead, in the same order, what it was tested on.
  package var leadEvidence: [CauseTest] = []
  /// For an unexplained divergence, a numeric profile constant the engine's traces read as, when one does.
  package var estimate: ProfileEstimate?

  /// Creates a diagnosis.
  package init(cause: Cause?, alternatives: [Cause] = [], confirmed: Bool? = nil, leads: [Cause] = []) {
    self.cause = cause
    self.alternatives = alternatives
    self.confirmed = confirmed
    self.leads = leads
  }

  /// The cause line: `explained by NAME: it predicts …`, with equal alternatives, or `unexplained`, with leads.
  package var text: String {
    guard let cause else {
      if let estimate {
        let leadText = leads.isEmpty ? "" : "; leads: " + leads.map(\.name).joined(separator: "; ")
        return "unexplained by the catalogue, but the reference gives the engine's traces with another constant: \(estimate.text)\(leadText)"
      }
      if !leads.isEmpty {
        let parts = leads.enumerated().map { k, lead in
          k < leadEvidence.count ? "\(lead.name) (fits the minimal case; \(leadEvidence[k].predictionText))" : lead.name
        }
        return "unexplained: no catalogue cause predicts the engine; leads: \(parts.joined(separator: "; "))"
      }
      return "unexplained: no catalogue deviation or documented profile value (nor a pair) reproduces the engine's trace"
    }
    var text = "explained by \(cause.name)"
    if !alternatives.isEmpty { text += " (or, equally, \(alternatives.map(\.name).joined(separator: "; ")))" }
    if let evidence { text += ": it " + evidence.predictionText + evidence.ruledOutText }
    return text
  }
}

/// What a cause was tested on before it was named: the related cases (where the engine agrees with the reference or
/// shows the same divergence), how many it predicted, and the rivals those cases ruled out.
package struct CauseTest: Hashable, Sendable {
  /// Related cases the cause was run on.
  package var related: Int
  /// Of them, those where the engine shows the divergence.
  package var diverging: Int
  /// Of them, those where the cause predicted the engine.
  package var predicted: Int
  /// Causes that fit the minimal case but mispredicted the engine, each with how many related cases ruled it out.
  package var ruledOut: [RuledOut] = []

  /// A rival explanation and the cases that ruled it out.
  package struct RuledOut: Hashable, Sendable {
    /// The rival cause's name.
    package var cause: String
    /// How many related cases it mispredicted.
    package var cases: Int
  }

  /// Creates a record.
  package init(related: Int, diverging: Int, predicted: Int, ruledOut: [RuledOut] = []) {
    self.related = related
    self.diverging = diverging
    self.predicted = predicted
    self.ruledOut = ruledOut
  }

  /// `predicts the engine on 40 of 40 related cases (12 showing this divergence)`.
  package var predictionText: String {
    "predicts the engine on \(predicted) of \(related) related cases (\(diverging) showing this divergence)"
  }

  /// `; 9 of them rule out X, 3 rule out Y`, or empty.
  package var ruledOutText: String {
    guard !ruledOut.isEmpty else { return "" }
    let parts = ruledOut.prefix(4).enumerated().map { k, r in "\(r.cases)\(k == 0 ? " of them" : "") rule out \(r.cause)" }
    return "; " + parts.joined(separator: ", ") + (ruledOut.count > 4 ? ", …" : "")
  }
}

/// Finds the causes that reproduce an engine's trace: the catalogue of mistakes and the documented profile values.
///
/// The machinery knows no deviation; `TouchEngines` implements it over its catalogue (`CatalogueDiagnosis`).
package protocol CauseFinding: Sendable {
  /// The smallest causes (single ones, else pairs) under which the reference reproduces `observed` on the case at
  /// the level of an engine claiming `capabilities`, simplest and first in catalogue order first.
  func causes(of observed: Trace, in touchCase: TouchCase, capabilities: Capabilities) -> [Cause]
  /// The reference's trace with `cause` applied, at the level of an engine claiming `capabilities`; nil when a part of
  /// the cause is unknown.
  func trace(of cause: Cause, in touchCase: TouchCase, capabilities: Capabilities) -> Trace?
  /// The companies of other catalogue parts (at most a few parts each; one empty company when `cause` alone does)
  /// with which `cause` reproduces `observed` exactly, or none: the engine's other changes on the case, or the absence
  /// of the cause's own, would then be other catalogued mistakes acting with it or masking it.
  func companies(of cause: Cause, giving observed: Trace, in touchCase: TouchCase, capabilities: Capabilities) -> [Cause]
  /// Each single catalogue cause (each deviation, each profile flag read the other way) that changes the reference's
  /// trace on the case, with that trace, at the level of an engine claiming `capabilities`.
  func singles(in touchCase: TouchCase, capabilities: Capabilities) -> [(cause: Cause, trace: Trace)]
  /// Whether two causes can be mistakes of one engine: no step of the oracle read two ways, no profile value twice.
  func composes(_ a: Cause, _ b: Cause) -> Bool
}
