/// An engine that runs in child processes: their memory can be watched and a process that grew too much recycled.
package protocol ProcessBackedEngine {
  /// The resident bytes of the engine's waiting processes (and their children), if they can be read.
  var residentBytes: Int? { get }
  /// How much one process grows per case it serves, once enough cases were watched.
  var growthPerCase: Double? { get }
  /// How many processes were ended because they grew past `ExternalEngineOptions.maxResidentBytes`.
  var processesRecycled: Int { get }
  /// The limit on one process's resident bytes, if any.
  var maxResidentBytes: Int? { get }
}
