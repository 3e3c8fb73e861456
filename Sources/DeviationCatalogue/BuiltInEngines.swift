import TouchModel
import UIKitOracle

/// The engines that ship with TouchCheck: the oracle itself, its mutants and the ported mistakes, and a composite.
package enum BuiltInEngines {
  /// Every built-in engine, the oracle first and the composite last.
  package static let all: [any TouchEngine] = [ReferenceOracle()] + Deviation.catalogue.map(\.engine) + [composite]

  /// The engine with a name.
  package static func named(_ name: String) -> (any TouchEngine)? { all.first { $0.name == name } }
}
