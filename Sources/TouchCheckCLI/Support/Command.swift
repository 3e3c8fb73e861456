/// One subcommand of `touchcheck`.
protocol Command {
  /// The name typed on the command line.
  static var name: String { get }
  /// One line for the command list.
  static var abstract: String { get }
  /// The full help text.
  static var help: String { get }
  /// Options that take a value.
  static var valuedOptions: [String] { get }
  /// Options that are switches.
  static var flags: [String] { get }
  /// Runs the command; returns the exit status.
  static func run(_ arguments: Arguments) throws -> Int32
}
