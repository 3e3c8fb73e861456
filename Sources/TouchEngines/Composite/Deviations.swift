import TouchModel
import UIKitOracle

extension Mutant {
  /// The hooks this mutant's rules re-implement (empty for one that misreads the case).
  public var hooks: [Hook] { Mutant.hookTable[name] ?? [] }

  /// How this mutant misreads the case, if that is its deviation (then it re-implements no hook).
  public var misread: (@Sendable (TouchCase) -> TouchCase)? { Mutant.misreadTable[name] }

  /// Whether the two deviations cannot be composed: both re-implement one hook, so only the first would act.
  public func conflicts(with other: Mutant) -> Bool {
    name == other.name || hooks.contains { other.hooks.contains($0) }
  }

  /// The deviation a name stands for, in the whole catalogue (the mutants and the ported mistakes).
  public static func named(_ name: String) -> Mutant? { catalogue.first { $0.name == name } }
}

/// Engines made of several deviations at once: the oracle with each deviation's reading of its rules.
public enum Deviations {
  /// The oracle with every deviation in `deviations` applied (the first one wins a hook two of them re-implement).
  public static func engine(_ deviations: [Mutant], name: String? = nil, capabilities: Capabilities = .all) -> ReferenceOracle {
    let names = deviations.map(\.name)
    return ReferenceOracle(
      name: name ?? (names.isEmpty ? "oracle" : names.joined(separator: "+")),
      summary: names.isEmpty ? "the reference oracle" : "the oracle with \(names.joined(separator: ", "))",
      capabilities: capabilities
    ) { state -> any OracleRules in deviations.isEmpty ? LiteralOracle(state: state) : ComposedRules(state: state, deviations: deviations) }
  }

  /// The capabilities a composition needs: what every one of its deviations' engines claims together.
  public static func capabilities(of deviations: [Mutant]) -> Capabilities {
    deviations.reduce(Capabilities()) { $0.union($1.capabilities) }
  }
}
