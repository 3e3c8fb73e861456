import TouchModel
import UIKitOracle

/// The engines that ship with TouchCheck: the oracle itself and its mutants.
public enum BuiltInEngines {
  /// Every built-in engine, the oracle first.
  public static let all: [any TouchEngine] = [ReferenceOracle()] + Mutant.all.map(\.engine)

  /// The engine with a name.
  public static func named(_ name: String) -> (any TouchEngine)? { all.first { $0.name == name } }
}
