import TouchCheck

extension Arguments {
  /// The `--shard I/N` option, parsed strictly (0 ≤ I < N), with a clear error.
  func shard(_ name: String = "shard") throws(UsageError) -> Shard? {
    guard let text = last(name) else { return nil }
    switch Shard.parse(text) {
    case .success(let shard): return shard
    case .failure(let error): throw UsageError("--\(name) \(error)")
    }
  }
}
