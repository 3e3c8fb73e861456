import TouchModel
import UIKitOracle

extension Deviation {
  /// Whether the two deviations cannot be composed: both replace one step, so only the first would act.
  package func conflicts(with other: Deviation) -> Bool {
    name == other.name || replacedSteps.contains { other.replacedSteps.contains($0) }
  }

  /// The deviation a name stands for, in the whole catalogue (the mutants and the ported mistakes).
  package static func named(_ name: String) -> Deviation? { catalogue.first { $0.name == name } }
}

/// Engines made of several deviations at once: the oracle with each deviation's steps in place of its own.
package enum Deviations {
  /// The oracle with every deviation in `deviations` applied (the first one wins a step two of them replace).
  package static func engine(
    _ deviations: [Deviation], name: String? = nil, summary: String? = nil, capabilities: Capabilities = .all
  ) -> ReferenceOracle {
    let names = deviations.map(\.name)
    return ReferenceOracle(
      name: name ?? (names.isEmpty ? "oracle" : names.joined(separator: "+")),
      summary: summary ?? (names.isEmpty ? "the reference oracle" : "the oracle with \(names.joined(separator: ", "))"),
      capabilities: capabilities, rules: rules(deviations))
  }

  /// Makes each run of the composition: the case as the misreading deviations read it (in order), and the others'
  /// steps merged, the first listed winning a step that several replace.
  static func rules(_ deviations: [Deviation]) -> @Sendable (OracleState) -> OracleRules {
    let misreads = deviations.compactMap(\.misread)
    let replacing = deviations.reversed().map(\.replace)
    return { original in
      let state = misreads.isEmpty
        ? original
        : OracleState(misreads.reduce(original.touchCase) { $1($0) }, recording: original.categories, explaining: original.explains)
      var steps = Steps()
      for replace in replacing { replace(&steps) }
      return OracleRules(state: state, steps: steps)
    }
  }

  /// The capabilities a composition needs: what every one of its deviations' engines claims together.
  package static func capabilities(of deviations: [Deviation]) -> Capabilities {
    deviations.reduce(Capabilities()) { $0.union($1.capabilities) }
  }
}
