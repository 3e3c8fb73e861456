/// What a deviation's replaced steps remember during one run: made afresh each time a run's steps are made.
final class RunMemory<Value> {
  /// The remembered value.
  var value: Value

  /// Starts remembering `value`.
  init(_ value: Value) { self.value = value }
}
