extension Array {
  /// `count` copies of `value`, like `Array(repeating:count:)` but without its run-time storage-type lookup for short arrays.
  ///
  /// `Array(repeating:count:)` allocates through a standard-library function that is not specialized for the element
  /// type, so every call looks the storage type up in the run time's metadata cache under a lock: about 500
  /// instructions, more than filling a dozen elements. Reserving and appending goes through code specialized for the
  /// element type. Past 32 elements the lookup is a small share and filling in one pass is cheaper, so the standard
  /// initializer is used. Hot paths (each run of the oracle, each generated case) build many short arrays.
  @inlinable
  public init(copies value: Element, count: Int) {
    guard count <= 32 else {
      self.init(repeating: value, count: count)
      return
    }
    self.init()
    reserveCapacity(count)
    for _ in 0..<count { append(value) }
  }
}
