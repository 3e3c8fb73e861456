/// The documented exit statuses of `touchcheck`.
enum ExitStatus {
  /// The engine conforms (or the command did what it was asked).
  static let conforms: Int32 = 0
  /// Divergences were found (or replayed files failed).
  static let diverged: Int32 = 1
  /// The command line or an input file was wrong.
  static let usage: Int32 = 2
  /// An internal or I/O error: an unwritable archive, a failing standard output.
  static let ioError: Int32 = 3

  /// The status of a run over files: an I/O error first, then a bad input, then a failure.
  static func of(ioErrors: Int, errors: Int, failed: Int = 0) -> Int32 {
    ioErrors > 0 ? ioError : errors > 0 ? usage : failed > 0 ? diverged : conforms
  }

  /// The help text that documents the statuses, shared by every command's help.
  static let help = """
    EXIT STATUS:
      0  conforms    1  divergences found    2  usage or input error    3  internal or I/O error
    """
}
