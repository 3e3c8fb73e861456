import TouchModel
import UIKitOracle

/// The engines that ship with TouchCheck: the oracle itself, its mutants and the ported mistakes, and a composite.
public enum BuiltInEngines {
  /// Every built-in engine, the oracle first and the composite last.
  public static let all: [any TouchEngine] = [ReferenceOracle()] + Mutant.catalogue.map(\.engine) + [composite]

  /// The engine with a name.
  public static func named(_ name: String) -> (any TouchEngine)? { all.first { $0.name == name } }
}
