import UIKitOracle

extension Steps {
  /// The names of the steps replaced here, in the oracle's order: read off the value itself.
  var replacedNames: [String] {
    Mirror(reflecting: self).children.compactMap { child in
      let value = Mirror(reflecting: child.value)
      return value.displayStyle == .optional && !value.children.isEmpty ? child.label : nil
    }
  }
}
