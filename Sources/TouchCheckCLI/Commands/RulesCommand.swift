import UIKitOracle

/// `touchcheck rules`: prints the rule catalogue.
enum RulesCommand: Command {
  static let name = "rules"
  static let abstract = "Print the oracle's rule catalogue (--markdown: the text of Oracles/UIKit/RULES.md)."
  static let valuedOptions: [String] = []
  static let flags = ["markdown"]
  static let help = """
    USAGE: touchcheck rules [--markdown]

    Prints every rule of the oracle: its ID and statement, one per line. With --markdown,
    prints the full catalogue with sources, quotes, decisions and profile constants, exactly
    as committed in Oracles/UIKit/RULES.md (regenerate it with
    `swift run touchcheck rules --markdown > Oracles/UIKit/RULES.md`).
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    guard arguments.positionals.isEmpty else { throw UsageError("rules takes no arguments") }
    Output.out(arguments.flag("markdown") ? RuleCatalogue.markdown() : RuleCatalogue.plainText())
    return 0
  }
}
